// The tests as mutation testing runs them (stryker.config.json). Stryker reruns the tests that
// cover a mutant once for every mutant, so here each property tries a few cases from a fixed
// seed (the same cases every run, so a mutant is killed or not the same way each time) and stops
// at the first failing case without shrinking it, and only the tests of the code Stryker mutates
// run: the games' and the runtime's.
import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import base from './vite.config.ts';

export default mergeConfig(
	base,
	defineConfig({
		test: {
			env: { FC_NUM_RUNS: '10', FC_SEED: '22', FC_END_ON_FAILURE: '1' },
			exclude: [...configDefaults.exclude, 'src/lib/backup/**', 'src/lib/storage/**', 'src/lib/stats/**']
		}
	})
);
