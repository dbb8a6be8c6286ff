// A night's document keeps each event once, as JSON would, and reads back only well-formed,
// stamped events under their own ids.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { EventRecord } from '$lib/storage/records';
import { NightDoc } from './night-doc';

const event = (id: string, payload: Record<string, unknown>): EventRecord => ({
	id,
	gameId: 'game-1',
	seq: 1,
	type: 'trump',
	payload,
	at: 1_000,
	hlc: '2026-12-02T20:00:00.000Z-0000-device-a',
	deviceId: 'device-a'
});

describe('a night document', () => {
	it('takes an event once, and reads back a payload key holding undefined as absent', () => {
		const night = new NightDoc();
		expect(night.push([event('e1', { round: 1, card: 'clubs', wizard: undefined })])).toBe(1);
		expect(night.push([event('e1', { round: 1, card: 'clubs' })])).toBe(0);
		const { events, refused } = night.entries();
		expect(refused).toEqual([]);
		expect(events).toEqual([event('e1', { round: 1, card: 'clubs' })]);
		expect(night.countsByGame()).toEqual(new Map([['game-1', 1]]));
	});

	it('leaves out events without a stamp, which no other phone could order', () => {
		const night = new NightDoc();
		const { hlc, deviceId, ...unstamped } = event('e1', {});
		void hlc;
		void deviceId;
		expect(night.push([unstamped])).toBe(0);
	});

	it('refuses what another writer put there that is not an event of its key', () => {
		const night = new NightDoc(new Y.Doc());
		night.events.set('wrong-key', event('e1', {}));
		night.events.set('e2', { ...event('e2', {}), seq: 'one' });
		night.events.set('e3', { ...event('e3', {}), hlc: undefined, deviceId: undefined });
		night.events.set('e4', 'text');
		expect(night.entries().refused.map(({ key, reason }) => [key, reason])).toEqual([
			['wrong-key', 'key and id differ'],
			['e2', 'not an event'],
			['e3', 'not stamped'],
			['e4', 'not an event']
		]);
		expect(night.entries().events).toEqual([]);
	});
});
