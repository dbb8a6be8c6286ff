// A night's document keeps each event once, as JSON would, and reads back only well-formed,
// stamped events under their own ids.
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import type { EventRecord } from '$lib/model';
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
		expect(night.countOf('game-1')).toBe(1);
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

	it('counts each game’s events as entries are added, replaced and removed, from here or elsewhere', () => {
		const elsewhere = new Y.Doc();
		elsewhere.getMap('events').set('e0', event('e0', {}));
		const night = new NightDoc(elsewhere);
		expect(night.countOf('game-1')).toBe(1);
		night.push([event('e1', {}), event('e2', {})]);
		expect(night.countOf('game-1')).toBe(3);
		night.events.set('e2', { ...event('e2', {}), gameId: 'game-2' });
		expect([night.countOf('game-1'), night.countOf('game-2')]).toEqual([2, 1]);
		night.events.delete('e0');
		expect(night.countOf('game-1')).toBe(1);
		// Something another writer put there that is not an event does not count as one.
		night.events.set('e9', { gameId: 'game-1' });
		expect(night.countOf('game-1')).toBe(1);
		expect(night.countOf('no-such-game')).toBe(0);
	});

	it('refuses an event nested deeper than any record may, without running out of stack', () => {
		const night = new NightDoc();
		let deep: unknown = 'bottom';
		for (let level = 0; level < 7_000; level++) deep = { deeper: deep };
		night.events.set('e1', { ...event('e1', {}), payload: deep });
		expect(night.entries().refused).toEqual([{ map: 'events', key: 'e1', reason: 'nested too deep' }]);
	});
});
