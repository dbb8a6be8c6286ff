// A new phone joining a table with a long history: 1,000 nights and 5,000 games (ten actions
// each) held by one phone, sent to the server, then taken in whole by a phone that had nothing.
// Node, fake-indexeddb, the repository's server on loopback. BENCH_SYNC_NIGHTS scales it down.
import { afterAll, expect, it } from 'vitest';
import { formatHlc } from '$lib/log/hlc';
import type { EventRecord, GameRecord, NightRecord, PlayerRecord } from '$lib/model';
import { startTestServer, type TestServer } from '../server/harness';
import { loadPhone, type TestPhone } from '$support/sync-phones';
import { report } from './figures';

const NIGHTS = Number(process.env.BENCH_SYNC_NIGHTS ?? 1000);
const GAMES_PER_NIGHT = 5;
const TABLE = { tableId: 'table-bench-join', secret: 'secret-of-table-bench-join' };
const T = Date.UTC(2024, 0, 1, 20);

let server: TestServer;
const phones: TestPhone[] = [];

afterAll(async () => {
	for (const phone of phones) await phone.leave();
	await server?.stop();
});

/** The first ten actions of a 3-player Wizard game: two rounds, each made. */
function firstRounds(gameId: string, at: number): EventRecord[] {
	const taps: [string, Record<string, unknown>][] = [];
	for (const round of [1, 2]) {
		taps.push(['trump', { round, card: 'hearts' }]);
		for (let i = 1; i <= 3; i++) taps.push(['bid', { round, seat: (round - 1 + i) % 3, bid: 0 }]);
		taps.push(['tricks', { round, tricks: [0, 1, 2].map((seat) => (seat === (round - 1) % 3 ? round : 0)) }]);
	}
	return taps.map(([type, payload], i) => ({
		id: `${gameId}-e${i}`,
		gameId,
		seq: i + 1,
		type,
		payload,
		at: at + i * 1000,
		hlc: formatHlc({ millis: at + i * 1000, counter: 0, device: 'bench-host' }),
		deviceId: 'bench-host'
	}));
}

async function seedHistory(phone: TestPhone): Promise<number> {
	const db = phone.modules.database.database();
	const players: PlayerRecord[] = ['Anna', 'Ben', 'Cleo'].map((name, i) => ({
		id: `player-${i}`,
		name,
		color: '#336699',
		archived: false,
		createdAt: T
	}));
	const nights: NightRecord[] = [];
	const games: GameRecord[] = [];
	const events: EventRecord[] = [];
	const summary = { finished: false, standings: [], progress: null };
	for (let n = 0; n < NIGHTS; n++) {
		const startedAt = T + n * 86_400_000;
		nights.push({ id: `night-${String(n).padStart(5, '0')}`, startedAt });
		for (let g = 0; g < GAMES_PER_NIGHT; g++) {
			const id = `game-${n}-${g}`;
			const at = startedAt + g * 3_600_000;
			const log = firstRounds(id, at);
			const setup = { seats: players.map((p) => p.id), firstDealer: 0, settings: {} };
			games.push({
				id,
				kind: 'wizard',
				nightId: nights.at(-1)!.id,
				setup,
				rulesVersion: 1,
				summary,
				lastSeq: log.length,
				createdAt: at,
				updatedAt: log.at(-1)!.at
			});
			events.push(...log);
		}
	}
	await db.players.bulkAdd(players);
	await db.nights.bulkAdd(nights);
	await db.games.bulkAdd(games);
	await db.events.bulkAdd(events);
	return events.length;
}

it(`a new phone joining a table of ${NIGHTS} nights and ${NIGHTS * GAMES_PER_NIGHT} games`, async () => {
	server = await startTestServer();
	const host = await loadPhone('host');
	phones.push(host);
	const events = await seedHistory(host);
	let start = performance.now();
	await host.join(TABLE, server.wsUrl);
	await host.caughtUp(600_000);
	const sent = performance.now() - start;

	const newcomer = await loadPhone('newcomer');
	phones.push(newcomer);
	start = performance.now();
	await newcomer.join(TABLE, server.wsUrl);
	await newcomer.caughtUp(600_000);
	const joined = performance.now() - start;
	const held = await newcomer.holdings();
	expect(held.games).toHaveLength(NIGHTS * GAMES_PER_NIGHT);
	expect(held.logs.reduce((sum, log) => sum + log.length, 0)).toBe(events);
	report(
		`A table of ${NIGHTS} nights, ${NIGHTS * GAMES_PER_NIGHT} games, ${events} actions (Node, fake-indexeddb, loopback)`,
		{
			'the host sends its history': `${(sent / 1000).toFixed(1)} s`,
			'a new phone joins and holds it all': `${(joined / 1000).toFixed(1)} s`
		}
	);
});
