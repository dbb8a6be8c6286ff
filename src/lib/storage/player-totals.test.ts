// The kept player totals against a count from scratch of what is stored, after random runs of
// everything that changes them: games finished (with and without their details), undone after
// the end, counted later, deleted and restored alone or with their night, imported, purged.
import fc from 'fast-check';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { tallyGames } from '$lib/stats/tally';
import { nothingHeldToMerge } from '$support/no-merge';
import { writeImport } from './backup';
import { DealkeeperDatabase, useDatabase } from './database';
import { saveDetails } from './details';
import { appendEvent, createGame } from './games';
import type { Figures, GameRecord, GameSummary } from '$lib/model';
import type { DetailsRecord } from './records';
import { deleteGame, deleteNight, purgeExpired, restoreGame, restoreNight } from './trash';
import { propertyRuns } from '$support/property-runs';

const PLAYERS = ['a', 'b', 'c', 'd'];
const DAY = 24 * 3600_000;
const START = new Date(2026, 11, 1, 20).getTime();
let db: DealkeeperDatabase;

beforeEach(() => {
	db = new DealkeeperDatabase(`totals-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(async () => {
	await db.delete();
});

type Played = {
	kind: 'wizard' | 'the-dealer' | 'hell-of-a-deal';
	seats: string[];
	scores: number[];
	team: 'won' | 'lost';
	day: number;
	withDetails: boolean;
};

const played = fc.record({
	kind: fc.constantFrom('wizard' as const, 'the-dealer' as const, 'hell-of-a-deal' as const),
	seats: fc.shuffledSubarray(PLAYERS, { minLength: 2 }),
	scores: fc.array(fc.integer({ min: -3, max: 3 }), { minLength: 4, maxLength: 4 }),
	team: fc.constantFrom('won' as const, 'lost' as const),
	day: fc.integer({ min: 0, max: 3 }),
	withDetails: fc.boolean()
});

function summaryOf(game: Played): GameSummary {
	const team = game.kind === 'hell-of-a-deal';
	const scores = game.seats.map((_, i) => game.scores[i]!);
	// Places as a competition ranks them, higher first; every seat first in a team game.
	const standings = game.seats.map((playerId, i) => ({
		playerId,
		score: team ? 0 : scores[i]!,
		place: team ? 1 : 1 + scores.filter((s) => s > scores[i]!).length
	}));
	return {
		finished: true,
		standings,
		progress: { unit: 'round', done: 1 + game.scores[0]! + 3, total: 10 },
		...(team ? { team: game.team } : {})
	};
}

function detailsOf(game: Pick<GameRecord, 'id' | 'kind' | 'lastSeq'>, seats: string[]): DetailsRecord | null {
	if (game.kind === 'hell-of-a-deal') return null;
	const detail = (seat: number): Figures =>
		game.kind === 'wizard'
			? { rounds: 5, bidsMade: seat }
			: {
					rounds: 4,
					busts: seat,
					roles: { dealer: { held: 1, scored: seat % 2 }, [`r${seat}`]: { held: 3, scored: 1 } }
				};
	return {
		gameId: game.id,
		lastSeq: game.lastSeq,
		players: seats,
		details: Object.fromEntries(seats.map((id, seat) => [id, detail(seat)]))
	};
}

type Step =
	| { do: 'finish'; game: Played }
	| {
			do: 'undo after the end' | 'count' | 'delete game' | 'restore game' | 'delete night' | 'restore night';
			pick: number;
	  }
	| { do: 'import'; games: Played[] }
	| { do: 'purge' };

const step: fc.Arbitrary<Step> = fc.oneof(
	played.map((game) => ({ do: 'finish' as const, game })),
	fc.record({
		do: fc.constantFrom(
			'undo after the end' as const,
			'count' as const,
			'delete game' as const,
			'restore game' as const,
			'delete night' as const,
			'restore night' as const
		),
		pick: fc.nat()
	}),
	fc.array(played, { minLength: 1, maxLength: 4 }).map((games) => ({ do: 'import' as const, games })),
	// Past 100 games a write's records are read as one range (keep-player-totals.ts).
	fc.array(played, { minLength: 101, maxLength: 103 }).map((games) => ({ do: 'import' as const, games })),
	fc.constant({ do: 'purge' as const })
);

let imported = 0;

async function run(step: Step): Promise<void> {
	const games = await db.games.toArray();
	const picked = 'pick' in step && games.length ? games[step.pick % games.length]! : null;
	switch (step.do) {
		case 'finish': {
			const { game } = step;
			const created = await createGame(
				{
					kind: game.kind,
					setup: { seats: game.seats, firstDealer: 0, settings: {} },
					summary: { finished: false, standings: [], progress: null }
				},
				START + game.day * DAY
			);
			await appendEvent(
				created.id,
				0,
				{ type: 'step', payload: {}, at: created.createdAt + 1 },
				{ finished: false, standings: [], progress: null }
			);
			const details = game.withDetails ? detailsOf({ ...created, lastSeq: 2 }, game.seats) : null;
			await appendEvent(
				created.id,
				1,
				{ type: 'end', payload: {}, at: created.createdAt + 2 },
				summaryOf(game),
				details
			);
			return;
		}
		case 'undo after the end':
			if (picked?.summary.finished)
				await appendEvent(
					picked.id,
					picked.lastSeq,
					{ type: 'undo', payload: { seq: picked.lastSeq }, at: picked.updatedAt + 1 },
					{ ...picked.summary, finished: false }
				);
			return;
		case 'count': {
			const details = picked && detailsOf(picked, picked.setup.seats);
			if (details) await saveDetails([details]);
			return;
		}
		case 'delete game':
			if (picked) await deleteGame(picked.id, START + 40 * DAY);
			return;
		case 'restore game':
			if (picked) await restoreGame(picked.id);
			return;
		case 'delete night':
			if (picked) await deleteNight(picked.nightId, START + 41 * DAY);
			return;
		case 'restore night':
			if (picked) await restoreNight(picked.nightId);
			return;
		case 'purge':
			await purgeExpired(START + 80 * DAY);
			return;
		case 'import': {
			const records = step.games.map((game, i): GameRecord => {
				const at = START + game.day * DAY + i;
				const nightId = `2026-12-0${1 + game.day}`;
				return {
					id: `imported-${imported++}`,
					kind: game.kind,
					nightId,
					setup: { seats: game.seats, firstDealer: 0, settings: {} },
					summary: summaryOf(game),
					lastSeq: 1,
					createdAt: at,
					updatedAt: at
				};
			});
			await writeImport(
				[...new Set(records.map((g) => g.nightId))],
				{ madeAt: START, reminderPutOffGamesAgo: null },
				(present) => ({
					players: [],
					playerAliases: [],
					nights: records
						.filter((g) => !present.nights.has(g.nightId))
						.map((g) => ({ id: g.nightId, startedAt: g.createdAt }))
						.filter((n, i, all) => all.findIndex((m) => m.id === n.id) === i),
					games: records,
					events: records.map((g) => ({
						id: `${g.id}-1`,
						gameId: g.id,
						seq: 1,
						type: 'end',
						payload: {},
						at: g.createdAt
					})),
					details: records.flatMap((g, i) =>
						step.games[i]!.withDetails ? [detailsOf(g, g.setup.seats)].filter((d) => d !== null) : []
					),
					merged: []
				}),
				nothingHeldToMerge
			);
			return;
		}
	}
}

it('equal a count from scratch after any run of finishes, undos, counts, deletes, restores, imports and purges', async () => {
	await fc.assert(
		fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 25 }), async (steps) => {
			await db.delete();
			await db.open();
			for (const s of steps) await run(s);
			const [games, details, kept] = await Promise.all([
				db.games.toArray(),
				db.gameDetails.toArray(),
				db.playerTotals.toArray()
			]);
			expect(kept).toEqual(
				[...tallyGames(games, details).values()].sort((x, y) => x.playerId.localeCompare(y.playerId))
			);
		}),
		{ numRuns: propertyRuns(150) }
	);
});

it('keep count when one transaction reads a game, finishes it and takes the finish back', async () => {
	const unfinished: GameSummary = { finished: false, standings: [], progress: { unit: 'round', done: 1, total: 10 } };
	const game = await createGame(
		{
			kind: 'wizard',
			setup: { seats: ['a', 'b'], firstDealer: 0, settings: {} },
			rulesVersion: 1,
			summary: unfinished
		},
		START
	);
	const finished = summaryOf({
		kind: 'wizard',
		seats: ['a', 'b'],
		scores: [2, 1, 0, 0],
		team: 'won',
		day: 0,
		withDetails: false
	});
	const kept = () => db.playerTotals.toArray();
	await db.transaction('rw', db.games, async () => {
		const read = (await db.games.get(game.id))!;
		await db.games.put({ ...read, summary: finished });
		await db.games.put({ ...read, summary: unfinished });
	});
	expect(await kept()).toEqual([]);
	await db.transaction('rw', db.games, async () => {
		const read = (await db.games.get(game.id))!;
		await db.games.put({ ...read, summary: unfinished });
		await db.games.put({ ...read, summary: finished });
	});
	expect((await kept()).map((tally) => [tally.playerId, tally.kinds.wizard?.played])).toEqual([
		['a', 1],
		['b', 1]
	]);
});
