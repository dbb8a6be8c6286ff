// Several phones keep one game apart, each in its own database, and exchange events in random
// batches (repeats and delays included) as a sync or a backup would. Every phone ends with the
// same log, summary, figures and player totals, equal to one phone replaying the merged order.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRules } from '$lib/games';
import { GAME_MOVES } from '$support/every-game';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { loadGame } from '$lib/storage/games';
import type { GameRecord, GameSetup } from '$lib/model';
import { propertyRuns } from '$support/property-runs';
import { Phone } from '$support/phones';
import { detailsOf } from './details';
import { mergeGames } from './merge-games';
import { replay } from './replay';

const T = Date.UTC(2026, 11, 2, 20, 0, 0);
let opened: DealkeeperDatabase[] = [];
afterEach(async () => {
	await Promise.all(opened.map((db) => db.delete()));
	opened = [];
});

/** A phone's own database, holding the game as New game stored it (the Phone's log names it 'game'). */
async function phoneDatabase(kind: string, setup: GameSetup): Promise<DealkeeperDatabase> {
	const db = new DealkeeperDatabase(`phone-${crypto.randomUUID()}`);
	opened.push(db);
	const summary = { finished: false, standings: [], progress: null };
	const game: GameRecord = { id: 'game', kind, nightId: 'n', setup, summary, lastSeq: 0, createdAt: T, updatedAt: T };
	await db.games.add(game);
	return db;
}

/** What a phone shows of the game, everything derived from its log included. */
async function held(db: DealkeeperDatabase) {
	useDatabase(db);
	const { game, events } = (await loadGame('game'))!;
	const [details, totals] = await Promise.all([db.gameDetails.get('game'), db.playerTotals.toArray()]);
	return { ids: events.map((e) => e.id), seqs: events.map((e) => e.seq), game, details, totals };
}

describe('phones of every game, each with its own database, merged in random batches', () => {
	it('end with the same log, summary, figures and totals as one replay of the merged order', async () => {
		await fc.assert(
			fc.asyncProperty(
				// Drawn by name: a counterexample prints the game's id, not its machine.
				fc.constantFrom(...Object.keys(GAME_MOVES)).chain((kind) =>
					fc.record({
						kind: fc.constant(kind),
						setup: GAME_MOVES[kind]!.setups,
						phones: fc.integer({ min: 2, max: 3 }),
						steps: fc.array(
							fc.record({
								phone: fc.nat(2),
								exchange: fc.boolean(),
								to: fc.nat(2),
								take: fc.array(fc.nat(200), { maxLength: 6 }),
								draws: fc.array(fc.nat(1000), { minLength: 6, maxLength: 6 })
							}),
							{ minLength: 5, maxLength: 40 }
						)
					})
				),
				async ({ kind, setup, phones: count, steps }) => {
					const moves = GAME_MOVES[kind]!;
					const phones = Array.from({ length: count }, (_, i) => new Phone(`p${i}`));
					const dbs = await Promise.all(phones.map(() => phoneDatabase(kind, setup)));
					const mergeInto = async (i: number, events: Phone['log'], now: number) => {
						useDatabase(dbs[i]!);
						await mergeGames(events, loadRules, now);
					};
					let wall = T;
					for (const step of steps) {
						wall += 700;
						const from = step.phone % count;
						const phone = phones[from]!;
						if (step.exchange) {
							const batch = step.take
								.map((i) => phone.log[i % Math.max(1, phone.log.length)])
								.filter((e) => e !== undefined);
							phones[step.to % count]!.receive(batch, wall);
							await mergeInto(step.to % count, batch, wall);
						} else {
							let next = 0;
							phone.tap(moves, setup, wall, (n) => step.draws[next++ % step.draws.length]! % n);
							// The tap stored on its own phone (the merge skips what it holds).
							await mergeInto(from, phone.log, wall);
						}
					}
					// Everyone hears everything at last.
					for (const [i, to] of phones.entries())
						for (const from of phones) {
							to.receive(from.log, wall);
							await mergeInto(i, from.log, wall);
						}

					const union = phones[0]!.log;
					const once = replay(moves.game, setup, union);
					const summary = moves.game.summarize(once.snapshot);
					const shown = [];
					// One after another: storage reads the database in use, which `held` sets.
					for (const db of dbs) shown.push(await held(db));
					for (const phone of shown) {
						if (!union.length) continue;
						expect(phone.ids).toEqual(union.map((e) => e.id));
						expect(phone.seqs).toEqual(union.map((_, i) => i + 1));
						expect(phone.game.lastSeq).toBe(union.length);
						expect(phone.game.summary).toEqual(summary);
						const figures = summary.finished ? detailsOf(phone.game, moves.game, once.snapshot) : null;
						expect(phone.details ?? null).toEqual(figures);
						expect(phone.totals).toEqual(shown[0]!.totals);
					}
				}
			),
			{ numRuns: propertyRuns(25) }
		);
	}, 120_000);
});
