// The proof that a game is one folder: High Card lives only here, is registered the way the app
// registers its own games (tests/support/every-game.ts), and goes through everything a game in
// the app goes through: the contract, the flat step and its differential, its recorded log
// (src/lib/games/*.test.ts, over every game found), and here a game played through the session
// into storage, its summary, the player's figures and page lines, the history record, and a
// backup round trip.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findGame, GAMES } from '$lib/games';
import { createBackup, dumpDatabase } from '$support/test-backups';
import { applyImport, prepareImport } from '$lib/backup/import';
import { GameSession } from '$lib/runtime/game-session.svelte';
import { readGameRecord, describeLogged } from '$lib/runtime/game-record';
import { replay } from '$lib/runtime/replay';
import { statsOf } from '$lib/stats/player';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { createGame, getGame, loadGame } from '$lib/storage/games';
import { addPlayer } from '$lib/storage/players';
import { readPlayerTally } from '$lib/storage/player-totals';
import type { HighCardSnapshot } from './machine';
// Registers High Card as the app registers its games (and puts it through the shared suites).
import '$support/every-game';

let db: DealkeeperDatabase;
beforeEach(() => {
	db = new DealkeeperDatabase(`high-card-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(() => db.delete());

/** Anna, Ben and Cleo, Anna dealing: Ben, Cleo, then Anna enter each round's card. */
async function playOneGame() {
	const players = await Promise.all(['Anna', 'Ben', 'Cleo'].map((name, i) => addPlayer(name, `#00000${i}`)));
	const seats = players.map((p) => p.id);
	const rules = (await findGame('high-card')!.rules())!;
	const { id } = await createGame({
		kind: 'high-card',
		setup: { seats, firstDealer: 0, settings: {} },
		rulesVersion: rules.rulesVersion,
		// As startGame stores it: an empty log is read whole.
		readUnder: rules.rulesVersion,
		summary: { finished: false, standings: [], progress: null }
	});
	let at = 1_800_000_000_000;
	const session = (await GameSession.open(rules, id, { now: () => (at += 1000), follow: false }))!;
	// Rounds as [Ben, Cleo, Anna]: Ben's Ace; Cleo and Anna tie on 9; Cleo's Queen; a 15 is
	// refused, then Cleo's King is her third point and ends the game; a card after it is refused.
	const cards = [[14, 3, 2], [5, 9, 9], [4, 12, 10], [7, 15, 13, 6], [2]];
	const accepted: boolean[] = [];
	for (const round of cards) for (const rank of round) accepted.push(await session.send('card', { rank }));
	session.close();
	return { id, seats, accepted, rules };
}

describe('High Card, a game that lives only in tests', () => {
	it('is registered beside the app’s games, after them', () => {
		expect(GAMES.at(-1)!.id).toBe('high-card');
		expect(GAMES.map((g) => g.id)).toContain('wizard');
	});

	it('plays to the end through the session, and its summary ranks the table', async () => {
		const { id, seats, accepted } = await playOneGame();
		expect(accepted.flatMap((ok, i) => (ok ? [] : [i]))).toEqual([10, 13]);
		const game = (await getGame(id))!;
		expect(game.summary.finished).toBe(true);
		const [anna, ben, cleo] = seats;
		expect(game.summary.standings).toEqual([
			{ playerId: cleo, score: 3, place: 1 },
			{ playerId: anna, score: 1, place: 2 },
			{ playerId: ben, score: 1, place: 2 }
		]);
	});

	it('keeps each player’s figures and shows them in its own lines', async () => {
		const { seats, rules } = await playOneGame();
		const cleo = statsOf(await readPlayerTally(seats[2]!)).byKind.find((k) => k.kind === 'high-card')!;
		expect(cleo.totals).toMatchObject({ played: 1, wins: 1 });
		expect(cleo.view.figures).toEqual({ rounds: 4, won: 3 });
		expect(rules.stats.lines(cleo.view)).toEqual([{ label: 'Rounds won', value: '3 of 4' }]);
	});

	it('reads its history record: the sheet’s rounds and every action in words', async () => {
		const { id } = await playOneGame();
		const record = (await readGameRecord(id, findGame))!;
		expect(record.meta.name()).toBe('High Card');
		expect((record.snapshot as HighCardSnapshot).context.rounds).toHaveLength(4);
		const names: Record<number, string> = { 0: 'Anna', 1: 'Ben', 2: 'Cleo' };
		const lines = record.log.map((e) =>
			describeLogged(record.module, e, (seat) => names[seat as number]!, record.snapshot)
		);
		expect(lines.slice(0, 3)).toEqual(['Ben turned A', 'Cleo turned 3', 'Anna turned 2']);
		expect(record.log.filter((e) => e.refusal !== null)).toEqual([]);
		expect(record.module.Screen).toBeTypeOf('function');
		expect(record.module.Sheet).toBeTypeOf('function');
	});

	it('goes through a backup and comes back as it was', async () => {
		const { id, rules } = await playOneGame();
		// An import keeps logs in bundles of its own: the log is compared as the game reads it. The
		// outbox names what each side wrote for a table to send: the game played, then the import.
		const before = await dumpDatabase(db, ['meta', 'packs', 'outbox']);
		const log = (await loadGame(id))!.events;
		const file = JSON.stringify(await createBackup(1_800_000_100_000));
		await db.delete();
		db = new DealkeeperDatabase(`high-card-${crypto.randomUUID()}`);
		useDatabase(db);
		const kinds = new Set(GAMES.map((g) => g.id));
		const prepared = await prepareImport(file, kinds, async (kind) => findGame(kind)?.rules());
		if (!prepared.ok) throw new Error(prepared.problem.code);
		expect((await applyImport(prepared.plan, new Map())).ok).toBe(true);
		expect(await dumpDatabase(db, ['meta', 'packs', 'outbox'])).toBe(before);
		const stored = (await loadGame(id))!;
		expect(stored.events).toEqual(log);
		expect(replay(rules, stored.game.setup, stored.events).snapshot.status).toBe('done');
	});
});
