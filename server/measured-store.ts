// A store whose every call is timed into the store latency histogram (metrics.ts), whatever store
// it wraps: the stores themselves know nothing of metrics.
import type { Histogram } from 'prom-client';
import type { Store } from './store.js';

// Every call but close (and `shared`, no call): a new Store method must be listed here (or the return below fails to compile).
const OPERATIONS = [
	'appendUpdates',
	'removeUpdate',
	'readUpdates',
	'readState',
	'writeState',
	'inviteHash',
	'replaceInvite',
	'phoneOfKey',
	'addKey',
	'forgetPhone',
	'isForgotten',
	'claimClient',
	'ping',
	'size'
] as const satisfies ReadonlyArray<keyof Store>;
type Operation = (typeof OPERATIONS)[number];

export function measuredStore(store: Store, seconds: Histogram<'operation'>): Store {
	const measured = Object.fromEntries(
		OPERATIONS.map((operation) => {
			const call = store[operation] as (...args: unknown[]) => Promise<unknown>;
			const timed = async (...args: unknown[]) => {
				const done = seconds.startTimer({ operation });
				try {
					return await call.apply(store, args);
				} finally {
					done();
				}
			};
			return [operation, timed];
		})
	) as Pick<Store, Operation>;
	return { ...measured, shared: store.shared, close: () => store.close() };
}
