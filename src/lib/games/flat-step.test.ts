// Every game steps through runtime/flat-machine.ts instead of XState's macrostep. This holds the
// two equal: in random games, every tap the table might make (good and bad) gets the same
// refusal both ways, and every one taken leads to the same state.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transition, type AnyMachineSnapshot } from 'xstate';
import { flatten } from '$lib/runtime/flat-machine';
import { drawFrom, type AnyGameMoves } from '$lib/runtime/random-play';
import { Steps } from '$lib/runtime/steps';
import { TestTable } from '$lib/runtime/test-table';
import { CONTRACT_MOVES } from './contract-moves';
import { propertyRuns } from '../../../tests/support/property-runs';

const RUNS = propertyRuns(25);

const stateOf = (snapshot: AnyMachineSnapshot) => ({
	value: snapshot.value,
	context: snapshot.context,
	status: snapshot.status
});

describe.each(Object.entries(CONTRACT_MOVES))('%s', (_, moves: AnyGameMoves) => {
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
			{ numRuns: propertyRuns(RUNS * 4) }
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
						const expected = moves.game.refusal(table.snapshot, event);
						const steps = new Steps(moves.game, table.snapshot);
						expect(steps.take(event), `${event.type} in ${JSON.stringify(table.snapshot.value)}`).toEqual(expected);
						if (expected === null)
							expect(stateOf(steps.snapshot)).toEqual(
								stateOf(transition(moves.game.machine, table.snapshot, event)[0])
							);
						compared++;
					}
					const chosen = choices[draw(choices.length)]!;
					at = chosen.at ?? at + 1500;
					const event = table.event({ ...chosen, at });
					if (moves.game.refusal(table.snapshot, event) === null) table.accept(event);
				}
			}),
			{ numRuns: RUNS }
		);
		expect(compared).toBeGreaterThan(RUNS * 10);
	});
});
