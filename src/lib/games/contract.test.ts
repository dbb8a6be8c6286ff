// One contract, checked over every registered game: random tables play each game through the
// runtime's own decisions, and every game must keep the promises the runtime relies on.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnyGame } from '$lib/runtime/game-module';
import { drawFrom, playRandomGame, type AnyGameMoves } from '$lib/runtime/random-play';
import { describeCommonRefusal } from '$lib/runtime/refusals';
import { replay } from '$lib/runtime/replay';
import { GAMES } from '.';
import { CONTRACT_MOVES } from './contract-moves';
import { propertyRuns } from '../../../tests/support/property-runs';

const RUNS = propertyRuns(40);

function hasMessage(game: AnyGame, code: string): boolean {
	return code in game.refusals || describeCommonRefusal({ code }) !== null;
}

it('covers every registered game', () => {
	expect(Object.keys(CONTRACT_MOVES).sort()).toEqual(GAMES.map((game) => game.id).sort());
});

describe.each(Object.entries(CONTRACT_MOVES))('%s keeps the game contract', (id, moves: AnyGameMoves) => {
	it('in random games: the machine takes a tap exactly when no refusal is given, every refusal has words, and replay drops nothing', () => {
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
});
