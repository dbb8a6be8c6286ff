// The tests as mutation testing runs them (stryker.config.json). Stryker reruns the tests that
// cover a mutant once for every mutant, so what each run costs is multiplied by a few thousand:
// - each fast-check property tries a few cases from a fixed seed (the same cases every run, so a
//   mutant is killed or not the same way each time) and stops at the first failing case without
//   shrinking it;
// - only the tests of the code Stryker mutates run: the games' and the runtime's;
// - of those, not the ones that play games through the database (a GameSession, a finished game
//   stored, High Card's backup): they test storage and the session, which Stryker does not mutate,
//   and they are what the database setup files are for, which every test file would otherwise
//   load again for every mutant (seconds each on this machine);
// - the differential tests (flat step against XState over random games and the recorded logs)
//   stay: they run the same rule code on both sides, so they catch no rule mutant, but they kill
//   flat-machine.ts mutants that its own tests miss; among the longest, they run last (below),
//   so they cost a rule mutant something only when nothing quicker kills it;
// - the test files run shortest first, so a mutant that a quick rule test kills is killed before
//   a whole-game property starts (Stryker stops at the first failing test).
// `npm run test:unit` runs all of them.
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from './vite.config.ts';

const OTHER_CODE = ['src/lib/backup/**', 'src/lib/storage/**', 'src/lib/stats/**'];
const THROUGH_THE_DATABASE = [
	'src/lib/runtime/game-session.test.ts',
	'src/lib/runtime/finished-game.test.ts',
	'src/lib/runtime/merge-games.test.ts',
	'tests/games/high-card/high-card.test.ts'
];

/** Vitest's order (longest and failed first, for parallel runs) turned round: quickest first. */
class ShortestFirst extends BaseSequencer {
	override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
		return (await super.sort(files)).reverse();
	}
}

const [node] = base.test!.projects as TestProjectInlineConfiguration[];

export default defineConfig({
	...base,
	test: {
		...base.test,
		env: { FC_NUM_RUNS: '10', FC_SEED: '22', FC_END_ON_FAILURE: '1' },
		exclude: [...configDefaults.exclude, ...OTHER_CODE, ...THROUGH_THE_DATABASE],
		sequence: { sequencer: ShortestFirst },
		projects: [{ ...node, test: { ...node!.test, setupFiles: ['tests/support/fast-check.setup.ts'] } }]
	}
});
