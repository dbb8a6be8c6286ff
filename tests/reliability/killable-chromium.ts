// Debian's Chromium on a persistent profile, started by hand so that the test holds its
// process and can SIGKILL it, as a phone's OS kills a browser: no unload, no clean shutdown.
// Playwright connects to it over CDP; the profile (and its IndexedDB) survives the kill.
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { spawn } from 'node:child_process';
import { appendFile } from 'node:fs/promises';
import { chromiumLaunch } from '../chromium.js';

export type KillableChromium = {
	browser: Browser;
	/** The profile's own context: its storage is the profile's. */
	context: BrowserContext;
	/** SIGKILLs the browser and every process it started, and waits until they are gone. */
	kill: () => Promise<void>;
};

/**
 * `log`: a file that keeps everything this browser writes to stderr, with what its IndexedDB
 * does logged too (KILL_TRACE, kill.spec.ts).
 */
export async function launchKillable(profile: string, { log }: { log?: string } = {}): Promise<KillableChromium> {
	const child = spawn(
		chromiumLaunch.executablePath,
		[
			...chromiumLaunch.args,
			...(log ? ['--enable-logging=stderr', '--vmodule=*indexed_db*=1,*leveldb*=1,*quota*=1'] : []),
			'--headless',
			'--remote-debugging-port=0',
			`--user-data-dir=${profile}`,
			'--password-store=basic',
			'--window-size=390,844',
			'about:blank'
		],
		// Its own process group, so that one signal reaches the renderers and the storage too.
		{ detached: true, stdio: ['ignore', 'ignore', 'pipe'] }
	);
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	let output = '';
	const endpoint = await new Promise<string>((resolve, reject) => {
		const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${output}`)), 30_000);
		child.stderr.on('data', (chunk: Buffer) => {
			output = (output + chunk.toString()).slice(-4000);
			if (log) void appendFile(log, chunk);
			const found = /DevTools listening on (ws:\/\/\S+)/.exec(output);
			if (found) {
				clearTimeout(timer);
				resolve(found[1]!);
			}
		});
		void exited.then(() => reject(new Error(`Chromium exited before it listened:\n${output}`)));
	});
	const browser = await chromium.connectOverCDP(endpoint);
	const context = browser.contexts()[0] ?? (await browser.newContext());
	const group = child.pid!;

	return {
		browser,
		context,
		async kill() {
			try {
				process.kill(-group, 'SIGKILL');
			} catch {
				// Already gone.
			}
			await exited;
			// The group is gone once signalling it fails: no process of it holds the profile.
			for (let i = 0; i < 500; i++) {
				try {
					process.kill(-group, 0);
				} catch {
					return;
				}
				await new Promise((resolve) => setTimeout(resolve, 10));
			}
			throw new Error(`Chromium's processes (group ${group}) outlived SIGKILL`);
		}
	};
}
