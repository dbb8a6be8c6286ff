// Home's bootstrap made to wait for the first paint: SvelteKit writes a small script at the end of
// the body that imports the app and starts it. Here its imports wait on app.html's
// afterFirstPaint(). The page's policy names that script by its hash, so the hash follows it.
import { createHash } from 'node:crypto';

const BOOTSTRAP = /<script>(\s*\{\s*__sveltekit_[\s\S]*?)<\/script>/;
const IMPORTS = /Promise\.all\((\[[^\]]*\])\)/;

const hash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The prerendered page, its app imported only after the browser has painted it. */
export function startAfterFirstPaint(html: string): string {
	const bootstrap = BOOTSTRAP.exec(html)?.[1];
	const imports = bootstrap && IMPORTS.exec(bootstrap);
	// A change in SvelteKit's bootstrap must fail the build, not leave a page that never starts.
	if (!bootstrap || !imports || !html.includes(hash(bootstrap)))
		throw new Error("SvelteKit's bootstrap is not as expected: home cannot wait for its first paint");
	const waiting = bootstrap.replace(imports[0], `afterFirstPaint().then(() => Promise.all(${imports[1]}))`);
	return html.replace(bootstrap, () => waiting).replace(hash(bootstrap), () => hash(waiting));
}
