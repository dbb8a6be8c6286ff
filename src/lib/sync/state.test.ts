// What a phone shows of its sync, from what the wire tells it: never "Up to date" or a last sync
// for a sync it never had.
import { describe, expect, it } from 'vitest';
import { SyncState } from './state';

describe('the sync state', () => {
	it('is up to date only once the server let the phone in and nothing is left to send', () => {
		const state = new SyncState();
		state.socketIs('connected');
		expect(state.snapshot.phase).toBe('connecting');
		state.tableCaughtUp();
		expect(state.snapshot.phase).toBe('synced');
		expect(state.snapshot.lastSyncAt).not.toBeNull();
		state.unsyncedAre(1);
		expect(state.snapshot.phase).toBe('syncing');
	});

	it('stays refused, with no last sync, when the socket opens again after a refusal', () => {
		const state = new SyncState();
		state.socketIs('connected');
		state.refusedBecause('wrong-secret');
		state.socketIs('disconnected');
		state.socketIs('connecting');
		state.socketIs('connected');
		expect(state.snapshot.phase).toBe('refused');
		expect(state.snapshot.refusal).toBe('wrong-secret');
		expect(state.snapshot.lastSyncAt).toBeNull();
	});

	it('ends a pause for sending too fast once the server lets the phone in again', () => {
		const state = new SyncState();
		state.socketIs('connected');
		state.tableCaughtUp();
		state.closedBecause('too-fast', 4429);
		expect(state.snapshot.phase).toBe('refused');
		state.socketIs('disconnected');
		state.socketIs('connected');
		expect(state.snapshot.phase).toBe('refused');
		state.tableCaughtUp();
		expect(state.snapshot.phase).toBe('synced');
	});

	it('says since when it is stalled: from the start of a visit, and again from when it lost the server', () => {
		const state = new SyncState({ lastSyncAt: 1000 });
		expect(state.snapshot.lastSyncAt).toBe(1000);
		expect(state.snapshot.stalledSince).not.toBeNull();
		expect(state.snapshot.reached).toBe(false);
		state.socketIs('connected');
		state.tableCaughtUp();
		expect([state.snapshot.stalledSince, state.snapshot.reached]).toEqual([null, true]);
		const before = Date.now();
		state.socketIs('disconnected');
		const lost = state.snapshot.stalledSince!;
		expect(lost).toBeGreaterThanOrEqual(before);
		state.socketIs('connecting');
		expect(state.snapshot.stalledSince).toBe(lost);
		expect(state.snapshot.reached).toBe(true);
	});

	it('is not stalled while refused: the refusal says why', () => {
		const state = new SyncState();
		state.refusedBecause('forgotten');
		expect(state.snapshot.stalledSince).toBeNull();
	});
});
