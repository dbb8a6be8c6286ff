import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './first-paint.server';

// SvelteKit's bootstrap as it writes it into a prerendered page, and the policy naming its hash.
const BOOTSTRAP = `
				{
					__sveltekit_abc = { base: new URL(".", location).pathname.slice(0, -1) };
					const element = document.currentScript.parentElement;
					Promise.all([
						import("./_app/immutable/entry/start.js"),
						import("./_app/immutable/entry/app.js")
					]).then(([kit, app]) => {
						kit.start(app, element, { node_ids: [0, 2] });
					});
				}
			`;
const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const page = (bootstrap: string, policyHash = sha(bootstrap)) =>
	`<head><meta http-equiv="content-security-policy" content="script-src 'self' 'sha256-theme=' ${policyHash}"></head>` +
	`<body><div style="display: contents"><h1>Dealkeeper</h1><script>${bootstrap}</script></div></body>`;

const scriptOf = (html: string) => /<script>([\s\S]*)<\/script>/.exec(html)![1]!;

describe('startAfterFirstPaint', () => {
	it('imports the app only once the first paint has come, and starts it as before', () => {
		const script = scriptOf(startAfterFirstPaint(page(BOOTSTRAP)));
		expect(script).toContain(
			'afterFirstPaint().then(() => Promise.all([\n\t\t\t\t\t\timport("./_app/immutable/entry/start.js"),\n\t\t\t\t\t\timport("./_app/immutable/entry/app.js")\n\t\t\t\t\t]))'
		);
		expect(script.indexOf('afterFirstPaint()')).toBeLessThan(script.indexOf('import('));
		expect(script).toContain('.then(([kit, app]) => {\n\t\t\t\t\t\tkit.start(app, element, { node_ids: [0, 2] });');
	});

	it('names the new bootstrap in the policy in place of the old, and nothing else changes there', () => {
		const html = startAfterFirstPaint(page(BOOTSTRAP));
		const policy = /content="([^"]*)"/.exec(html)![1]!;
		expect(policy).toBe(`script-src 'self' 'sha256-theme=' ${sha(scriptOf(html))}`);
		expect(policy).not.toContain(sha(BOOTSTRAP));
		expect(html.replace(/<script>[\s\S]*<\/script>/, '').replace(/content="[^"]*"/, '')).toBe(
			page(BOOTSTRAP)
				.replace(/<script>[\s\S]*<\/script>/, '')
				.replace(/content="[^"]*"/, '')
		);
	});

	it('fails the build rather than leave a page that cannot start', () => {
		const unexpected = /home cannot wait for its first paint/;
		expect(() => startAfterFirstPaint('<body><h1>No bootstrap</h1></body>')).toThrow(unexpected);
		expect(() => startAfterFirstPaint(page(BOOTSTRAP.replace('Promise.all', 'Promise.allSettled')))).toThrow(
			unexpected
		);
		// A policy that does not name the bootstrap (another mode, or none) cannot be followed.
		expect(() => startAfterFirstPaint(page(BOOTSTRAP, "'nonce-x'"))).toThrow(unexpected);
	});
});
