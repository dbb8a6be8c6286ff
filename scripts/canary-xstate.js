// npm run canary:xstate: does the flat step (src/lib/runtime/flat-machine.ts, which reads
// XState's internals) still agree with the newest XState 5? Copies the project to a fresh
// folder, installs it as locked, upgrades only xstate there, and runs the tests that hold the
// flat step to XState's own transition(). Run it before any XState upgrade; the project itself
// is left as it is. Exits non-zero when they disagree (or a step fails).
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TESTS = [
	'src/lib/runtime/flat-machine.test.ts',
	'src/lib/games/flat-step.test.ts',
	'src/lib/games/fixture-differential.test.ts'
];
/** The project's top-level folders that are installed, built or generated: the copy makes its own. */
const LEFT_OUT = new Set(['node_modules', 'build', '.svelte-kit', '.git', '.stryker-tmp', 'test-results', 'reports']);

const project = fileURLToPath(new URL('..', import.meta.url));
const folder = mkdtempSync(join(tmpdir(), 'dealkeeper-canary-'));

/** Runs a command in the copy, its output shown; false when it fails. */
function run(command, ...args) {
	console.log(`\n$ ${[command, ...args].join(' ')}`);
	return spawnSync(command, args, { cwd: folder, stdio: 'inherit' }).status === 0;
}

const versionIn = (root) =>
	JSON.parse(readFileSync(join(root, 'node_modules', 'xstate', 'package.json'), 'utf8')).version;

let passed = false;
try {
	console.log(`Copying ${project} to ${folder}`);
	cpSync(project, folder, { recursive: true, filter: (path) => !LEFT_OUT.has(relative(project, path).split(sep)[0]) });
	const ready =
		run('npm', 'ci', '--no-audit', '--no-fund') &&
		run('npm', 'install', '--no-audit', '--no-fund', 'xstate@5') &&
		run('npm', 'run', 'i18n') &&
		run('npx', 'svelte-kit', 'sync');
	if (!ready) throw new Error('the copy could not be set up');
	console.log(`\nXState tried: ${versionIn(folder)} (the project locks ${versionIn(project)})`);
	passed = run('npx', 'vitest', 'run', ...TESTS);
	console.log(
		passed
			? `\nXState ${versionIn(folder)}: the flat step agrees with XState's own transition().`
			: `\nXState ${versionIn(folder)}: the flat step DISAGREES with XState's own transition(); do not upgrade until flat-machine.ts is fixed.`
	);
} catch (error) {
	console.error(`\nCanary stopped: ${error instanceof Error ? error.message : error}`);
} finally {
	rmSync(folder, { recursive: true, force: true });
}
process.exit(passed ? 0 : 1);
