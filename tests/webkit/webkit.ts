// WebKit, Safari's engine, as Debian packages it: WebKitGTK's MiniBrowser driven by its own
// WebKitWebDriver (apt-get install -y webkit2gtk-driver xvfb). MiniBrowser has no headless mode,
// so it draws on an Xvfb display of its own. Each session is a new, empty profile: a new phone.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../server/harness';
import { WebDriverSession } from './webdriver';

const MINIBROWSER = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
const DRIVER = process.env.WEBKIT_WEBDRIVER_PATH ?? '/usr/bin/WebKitWebDriver';

/** The page's size: the phone the Chromium journeys hold (playwright.config.ts). */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

// MiniBrowser's own toolbar holds its window at least 447 px wide. Drawn in tiny type it lets the
// window be a phone's width; the page inside keeps WebKit's own sizes (GTK styles only the toolbar).
const TINY_TOOLBAR = '* { font-size: 3px; padding: 0; margin: 0; min-width: 0; min-height: 0; }\n';

/** Starts `command` quietly, with a pipe on fd 3 (where Xvfb names its display). */
function startProcess(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
	const child = spawn(command, args, { env, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] });
	child.stderr!.resume();
	return child;
}

/** Xvfb on the first free display, which it names on a pipe (-displayfd) once it is ready. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
	const xvfb = startProcess('Xvfb', ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {});
	const display = await new Promise<string>((resolve, reject) => {
		let said = '';
		(xvfb.stdio[3] as NodeJS.ReadableStream).on('data', (chunk: Buffer) => {
			said += chunk.toString();
			if (said.includes('\n')) resolve(`:${said.trim()}`);
		});
		xvfb.once('exit', (code) => reject(new Error(`Xvfb ended (${code}) before naming its display`)));
	});
	return { display, process: xvfb };
}

async function untilReady(driverUrl: string, driver: ChildProcess): Promise<void> {
	for (let tries = 0; tries < 100; tries++) {
		if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended (${driver.exitCode})`);
		const ready = await fetch(`${driverUrl}/status`)
			.then(async (response) => ((await response.json()) as { value: { ready: boolean } }).value.ready)
			.catch(() => false);
		if (ready) return;
		await new Promise((resolve) => setTimeout(resolve, 100));
	}
	throw new Error('WebKitWebDriver did not answer');
}

function stopProcess(child: ChildProcess): Promise<void> {
	if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
	return new Promise((resolve) => {
		child.once('exit', () => resolve());
		child.kill('SIGTERM');
	});
}

export interface WebKit {
	/** A new MiniBrowser window with an empty profile, its page the size of PHONE_VIEWPORT. */
	open(): Promise<WebDriverSession>;
	stop(): Promise<void>;
}

export async function startWebKit(): Promise<WebKit> {
	const config = await mkdtemp(join(tmpdir(), 'dealkeeper-webkit-'));
	await mkdir(join(config, 'gtk-3.0'));
	await writeFile(join(config, 'gtk-3.0', 'gtk.css'), TINY_TOOLBAR);
	const xvfb = await startXvfb();
	const port = await freePort();
	const driver = startProcess(DRIVER, [`--port=${port}`], {
		...process.env,
		DISPLAY: xvfb.display,
		XDG_CONFIG_HOME: config,
		// The app speaks the browser's language; journeys here are in English whatever the machine's.
		LANG: 'en_US.UTF-8',
		LANGUAGE: 'en_US'
	});
	const driverUrl = `http://127.0.0.1:${port}`;
	await untilReady(driverUrl, driver);

	return {
		async open() {
			const session = await WebDriverSession.start(driverUrl, {
				browserName: 'MiniBrowser',
				'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] }
			});
			// The window holds the toolbar too: measured once, then grown by its height.
			await session.setWindowSize(PHONE_VIEWPORT.width, PHONE_VIEWPORT.height);
			const inner = await session.execute<number>('return window.innerHeight');
			await session.setWindowSize(PHONE_VIEWPORT.width, 2 * PHONE_VIEWPORT.height - inner);
			return session;
		},
		async stop() {
			await stopProcess(driver);
			await stopProcess(xvfb.process);
			await rm(config, { recursive: true, force: true });
		}
	};
}
