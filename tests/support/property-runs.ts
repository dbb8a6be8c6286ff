// How many cases a fast-check property tries. A normal run gives each property its own count;
// FC_NUM_RUNS caps them all, so that mutation testing, which reruns the covering tests once per
// mutant, pays for a few cases instead of hundreds of whole games (vitest.mutation.config.ts
// sets it). FC_SEED fixes the seed as well, so a capped run tries the same cases every time.

function wholeNumberFrom(name: string, least: number): number | undefined {
	const text = process.env[name];
	if (text === undefined || text === '') return undefined;
	const value = Number(text);
	if (!Number.isSafeInteger(value) || value < least)
		throw new Error(`${name} must be a whole number ≥ ${least}, not '${text}'`);
	return value;
}

/** The most cases any property may try, or undefined when each keeps its own count. */
export const RUNS_CAP = wholeNumberFrom('FC_NUM_RUNS', 1);

/** The seed every property starts from, or undefined for fast-check's own random seed. */
export const FIXED_SEED = wholeNumberFrom('FC_SEED', 0);

/** The property's own count of cases, or FC_NUM_RUNS where that is fewer. */
export function propertyRuns(runs: number): number {
	return RUNS_CAP === undefined ? runs : Math.min(runs, RUNS_CAP);
}
