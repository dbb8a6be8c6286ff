// The import's phases as User Timing measures ("import: parse", …): a profiler shows them on its
// timeline, and tests/bench/nights.js reads them from the page to say where an import's time goes.
const PREFIX = 'import: ';

export function timed<T>(phase: string, run: () => T): T {
	const start = performance.now();
	try {
		return run();
	} finally {
		performance.measure(PREFIX + phase, { start });
	}
}

export async function timedAsync<T>(phase: string, run: () => Promise<T>): Promise<T> {
	const start = performance.now();
	try {
		return await run();
	} finally {
		performance.measure(PREFIX + phase, { start });
	}
}
