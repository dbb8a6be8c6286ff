// Every game steps through runtime/flat-machine.ts instead of XState's macrostep. This holds the
// two equal: in random games, every tap the table might make (good and bad) gets the same
// refusal, state or exception both ways. The games are drawn from FLAT_SEED (printed), which
// replays a failing run; fixture-differential.test.ts does the same over the recorded logs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatten } from '$lib/runtime/flat-machine';
import { drawFrom, type AnyGameMoves } from '$support/random-play';
import { Steps } from '$lib/runtime/steps';
import { TestTable } from '$support/test-table';
import { GAME_MOVES } from '$support/every-game';
import { byFlatStep, byXState, FLAT_SEED, stateOf } from './differential';
import { propertyRuns } from '$support/property-runs';

const RUNS = propertyRuns(25);

describe.each(Object.entries(GAME_MOVES))('%s', (_, moves: AnyGameMoves) => {
	it('is flat, so it never pays for the macrostep', () => {
		expect(flatten(moves.game.machine)).not.toBeNull();
	});

	it('starts every random setup as XState does', () => {
		fc.assert(
			fc.property(moves.setups, (setup) => {
				expect(stateOf(Steps.atStart(moves.game, setup).snapshot)).toEqual(
					stateOf(TestTable.setUp(moves.game, setup).snapshot)
				);
			}),
			{ seed: FLAT_SEED, numRuns: propertyRuns(RUNS * 4) }
		);
	});

	it('decides and takes every tap as XState does, in every state of random games', () => {
		let compared = 0;
		fc.assert(
			fc.property(moves.setups, fc.infiniteStream(fc.nat()), (setup, stream) => {
				const draw = drawFrom(stream);
				const table = TestTable.setUp(moves.game, setup);
				let at = 1_000_000;
				for (let step = 0; step < moves.maxTaps && !moves.game.summarize(table.snapshot).finished; step++) {
					const choices = moves.taps(table, draw);
					if (choices.length === 0) break;
					for (const choice of choices) {
						const event = table.event({ ...choice, at: choice.at ?? at + 1500 });
						expect(
							byFlatStep(new Steps(moves.game, table.snapshot), structuredClone(event)),
							`${event.type} in ${JSON.stringify(table.snapshot.value)}`
						).toEqual(byXState(moves.game, table.snapshot, structuredClone(event)).outcome);
						compared++;
					}
					const chosen = choices[draw(choices.length)]!;
					at = chosen.at ?? at + 1500;
					const event = table.event({ ...chosen, at });
					if (moves.game.refusal(table.snapshot, event) === null) table.accept(event);
				}
			}),
			{ seed: FLAT_SEED, numRuns: RUNS }
		);
		expect(compared).toBeGreaterThan(RUNS * 10);
	});
});
