import { describe, expect, it } from 'vitest';
import type { GameRecord } from '$lib/model';
import { JUST_STARTED_MS, tableGameOffer, type Here } from './table-game';

const NOW = Date.UTC(2026, 11, 5, 20, 0);

function game(id: string, createdAt: number, more: Partial<GameRecord> = {}): GameRecord {
	const summary = { finished: false, standings: [], progress: null };
	const setup = { seats: ['a', 'b'], firstDealer: 0, settings: {} };
	return { id, kind: 'wizard', nightId: 'n', setup, summary, lastSeq: 0, createdAt, updatedAt: createdAt, ...more };
}

const here: Here = { deviceId: 'mine', open: [null], declined: new Set() };
const anna = { id: 'annas', name: "Anna's phone", gameId: 'g2' };

describe('the table’s game offered to this phone', () => {
	it('is the game another phone has open, said as started while it is new', () => {
		const offer = tableGameOffer([anna], [game('g2', NOW - 60_000)], here, NOW);
		expect([offer?.device.name, offer?.game.id, offer?.started]).toEqual(["Anna's phone", 'g2', true]);
		const older = tableGameOffer([anna], [game('g2', NOW - JUST_STARTED_MS)], here, NOW);
		expect(older?.started).toBe(false);
	});

	it('is the newest such game when phones have different ones open', () => {
		const ben = { id: 'bens', name: "Ben's phone", gameId: 'g1' };
		const games = [game('g1', NOW - 5000), game('g2', NOW - 9000)];
		expect(tableGameOffer([anna, ben], games, here, NOW)?.game.id).toBe('g1');
	});

	it('is nothing while this phone has that game open, or Play again on its game leads there', () => {
		const games = [game('g2', NOW)];
		expect(tableGameOffer([anna], games, { ...here, open: ['g2', 'g3'] }, NOW)).toBeNull();
		expect(tableGameOffer([anna], games, { ...here, open: ['g1', 'g2'] }, NOW)).toBeNull();
		expect(tableGameOffer([{ ...anna, id: 'mine' }], games, here, NOW)).toBeNull();
	});

	it('is nothing for a game finished, deleted, declined, or not arrived here yet', () => {
		const finished = { finished: true, standings: [], progress: null };
		expect(tableGameOffer([anna], [game('g2', NOW, { summary: finished })], here, NOW)).toBeNull();
		expect(tableGameOffer([anna], [game('g2', NOW, { deletedAt: NOW })], here, NOW)).toBeNull();
		expect(tableGameOffer([anna], [game('g2', NOW)], { ...here, declined: new Set(['g2']) }, NOW)).toBeNull();
		expect(tableGameOffer([anna], [], here, NOW)).toBeNull();
		expect(tableGameOffer([{ id: 'annas', name: 'A' }], [game('g2', NOW)], here, NOW)).toBeNull();
	});
});
