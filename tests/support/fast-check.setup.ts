// fast-check's settings for every test file, from the environment: FC_NUM_RUNS and FC_SEED (see
// property-runs.ts) for the properties that name no count of their own, and FC_END_ON_FAILURE=1
// to report a failing case as found instead of shrinking it, which for a whole random game can
// take minutes: mutation testing only needs to know that a test failed (vitest.mutation.config.ts).
import fc from 'fast-check';
import { FIXED_SEED, RUNS_CAP, propertyRuns } from './property-runs';

/** fast-check's own count for a property that names none. */
const DEFAULT_RUNS = 100;

fc.configureGlobal({
	...fc.readConfigureGlobal(),
	...(RUNS_CAP === undefined ? {} : { numRuns: propertyRuns(DEFAULT_RUNS) }),
	...(FIXED_SEED === undefined ? {} : { seed: FIXED_SEED }),
	...(process.env.FC_END_ON_FAILURE === '1' ? { endOnFailure: true } : {})
});
