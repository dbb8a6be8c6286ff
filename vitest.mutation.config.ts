// The tests as mutation testing runs them (stryker.config.json). Stryker reruns the tests that
// cover a mutant once for every mutant, so what each run costs is multiplied by a few thousand:
// - each fast-check property tries a few cases from a fixed seed (the same cases every run, so a
//   mutant is killed or not the same way each time) and stops at the first failing case without
//   shrinking it; the differential tests take their seed from FLAT_SEED;
// - only the tests of the code Stryker mutates run: the games' and the runtime's;
// - not the sync's and the server's, which start servers: they test the wire and storage;
// - of those, not the ones that play games through the database (a GameSession, a finished game
//   stored, High Card's backup): they test storage and the session, which Stryker does not mutate,
//   and they are what the database setup files are for, which every test file would otherwise
//   load again for every mutant (seconds each on this machine);
// - the differential tests (flat step against XState over random games and the recorded logs)
//   stay: they run the same rule code on both sides, so they catch no rule mutant, but they kill
//   flat-machine.ts mutants that its own tests miss; among the longest, they run last (below),
//   so they cost a rule mutant something only when nothing quicker kills it;
// - the test files run in a fixed order, quickest first, so a mutant that a quick rule test kills
//   is killed before a whole-game property starts (Stryker stops at the first failing test). The
//   order cannot come from Vitest's timings: Stryker's runs filter the tests and stop at a
//   failure, so those timings soon say little, and Vitest puts the file that failed last first,
//   which turned round sent the file that killed the last mutant to the end;
// - the messages are compiled for the sandbox one module per language (stryker.config.json's
//   buildCommand), not one per message as for the app: every test file that imports a game
//   evaluates all of them again, which with a thousand modules cost 1-2 s per file per mutant.
//   The build reads the project two folders up (.stryker-tmp/sandbox-…/../..): Stryker links
//   node_modules, where the message format plugin is, into the sandbox only after the build.
// `npm run test:unit` runs all of them.
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from './vite.config.ts';

const OTHER_CODE = [
	'src/lib/backup/**',
	'src/lib/storage/**',
	'src/lib/stats/**',
	'src/lib/sync/**',
	'tests/server/**'
];
const THROUGH_THE_DATABASE = [
	'src/lib/runtime/game-session.test.ts',
	'src/lib/runtime/finished-game.test.ts',
	'src/lib/runtime/merge-games.test.ts',
	'tests/games/high-card/high-card.test.ts'
];

/** Test files that play whole games (random or recorded), in the order they cost: seconds each. */
const WHOLE_GAMES = [
	'src/lib/games/fixtures.test.ts',
	'src/lib/games/contract.test.ts',
	'src/lib/games/fixture-differential.test.ts',
	'src/lib/games/flat-step.test.ts',
	'src/lib/games/play-again.test.ts'
].map((file) => resolve(file));

/** 0 for a test of a few rules, 1 for a machine's scripted games, 2 and on for the whole games. */
function weight(file: string): number {
	const wholeGame = WHOLE_GAMES.indexOf(file);
	if (wholeGame >= 0) return 2 + wholeGame;
	return file.endsWith('/machine.test.ts') ? 1 : 0;
}

/** Quickest first: by weight, then by size, a test file's size standing for its number of tests. */
class QuickestFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		const size = (spec: TestSpecification) => statSync(spec.moduleId).size;
		return [...files].sort((a, b) => weight(a.moduleId) - weight(b.moduleId) || size(a) - size(b));
	}
}

const [node] = base.test!.projects as TestProjectInlineConfiguration[];

export default defineConfig({
	...base,
	test: {
		...base.test,
		env: { FC_NUM_RUNS: '10', FC_SEED: '22', FC_END_ON_FAILURE: '1', FLAT_SEED: '22' },
		exclude: [...configDefaults.exclude, ...OTHER_CODE, ...THROUGH_THE_DATABASE],
		sequence: { sequencer: QuickestFirst },
		projects: [{ ...node, test: { ...node!.test, setupFiles: ['tests/support/fast-check.setup.ts'] } }]
	}
});
