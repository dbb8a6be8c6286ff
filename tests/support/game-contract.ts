// One contract, checked over any game: random tables play the game through the runtime's own
// decisions, and the game must keep the promises the runtime relies on. contract.test.ts runs
// it over every registered game; a game that lives in tests runs it from its own test.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findGame } from '$lib/games';
import type { Figures, GameFigures } from '$lib/model';
import type { AnyGame } from '$lib/runtime/game-module';
import { drawFrom, playRandomGame, type AnyGameMoves } from '$support/random-play';
import { describeCommonRefusal } from '$lib/runtime/refusals';
import { replay } from '$lib/runtime/replay';
import { propertyRuns } from '$support/property-runs';

const RUNS = propertyRuns(40);

function hasMessage(game: AnyGame, code: string): boolean {
	return code in game.refusals || describeCommonRefusal({ code }) !== null;
}

/** Whole counts, none below zero, at every depth: what figures must be to add up across games. */
function expectCounts(figures: Figures, where: string): void {
	for (const [name, value] of Object.entries(figures)) {
		if (typeof value === 'number')
			expect(Number.isInteger(value) && value >= 0, `${where}.${name} = ${value}`).toBe(true);
		else expectCounts(value, `${where}.${name}`);
	}
}

export function checkGameContract(id: string, moves: AnyGameMoves): void {
	describe(`${id} keeps the game contract`, () => {
		it('in random games: the machine takes a tap exactly when no refusal is given, every refusal has words, replay drops nothing, and a finished game has figures for every player', () => {
			let finished = 0;
			fc.assert(
				fc.property(moves.setups, fc.infiniteStream(fc.nat()), (setup, stream) => {
					const { table, finished: done, tried } = playRandomGame(moves, setup, drawFrom(stream));
					if (done) finished++;
					for (const { tap, refusal, accepted } of tried) {
						expect(accepted, `${tap.type}: ${JSON.stringify(refusal)}`).toBe(refusal === null);
						if (refusal) expect(hasMessage(moves.game, refusal.code), `message for ${refusal.code}`).toBe(true);
					}
					const replayed = replay(moves.game, setup, table.log);
					expect(replayed.refused).toEqual([]);
					expect(replayed.missing).toEqual([]);
					expect(replayed.snapshot.value).toEqual(table.snapshot.value);
					expect(replayed.snapshot.context).toEqual(table.snapshot.context);
					const figures: GameFigures | undefined = done ? moves.game.stats.figures?.(table.snapshot) : undefined;
					if (figures) {
						expect(Object.keys(figures).sort()).toEqual([...setup.seats].sort());
						for (const [playerId, own] of Object.entries(figures)) expectCounts(own, playerId);
					}
				}),
				{ numRuns: RUNS }
			);
			console.log(`${id}: ${finished} of ${RUNS} random games reached the end`);
			expect(finished).toBeGreaterThan(RUNS / 2);
		});

		it('has words for every refusal its rules declare', () => {
			for (const [code, message] of Object.entries(moves.game.refusals as Record<string, (p: object) => string>)) {
				expect(moves.game.describe({ code, params: {} }), code).toBe(message({}));
				expect(message({}).length, code).toBeGreaterThan(0);
			}
		});

		it('is registered with a meta that says what its rules do', async () => {
			const meta = findGame(id);
			expect(meta, `${id} is registered`).toBeDefined();
			expect(await meta!.rules()).toBe(moves.game);
			// Player totals count figures only for games whose meta says they keep some.
			expect(meta!.keepsFigures).toBe(moves.game.stats.figures !== undefined);
			expect(meta!.players.min).toBeLessThanOrEqual(meta!.players.max);
		});
	});
}
