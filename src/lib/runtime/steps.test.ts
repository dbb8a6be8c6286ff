// Steps decides each event as live play and replay decide it: by the flat step on a flat
// machine, by XState's own transition() on any other, and by XState from the event on where an
// action asks for the actor. The games' differential tests hold the two ways equal over whole games.
import { describe, expect, it } from 'vitest';
import { assign, createMachine, initialTransition, transition, type AnyStateMachine } from 'xstate';
import { flatten, NEEDS_ACTOR } from './flat-machine';
import { defineGame } from './define-game';
import { bare } from './event-schemas';
import { Steps } from './steps';

const SETUP = { seats: [], firstDealer: 0, settings: {} };

/** A game of one machine whose rules refuse only 'stop': otherwise the machine alone decides. */
const gameOf = (machine: AnyStateMachine) =>
	defineGame({
		machine,
		rulesVersion: 1,
		input: () => ({}),
		targets: {},
		events: { go: bare, name: bare, stop: bare },
		checks: { go: () => null, name: () => null, stop: () => ({ code: 'stopped' }) },
		refusals: {},
		summarize: () => ({ finished: false, standings: [], progress: null }),
		describeEvent: () => '',
		stats: { lines: () => [] }
	});

describe('Steps on a machine that is not flat', () => {
	// A nested state: the flat step leaves it to XState.
	const nested = createMachine({
		types: {} as { context: { n: number } },
		context: { n: 0 },
		initial: 'a',
		on: { stop: { actions: assign({ n: 100 }) } },
		states: {
			a: {
				initial: 'x',
				states: { x: { on: { go: { target: 'y', actions: assign(({ context }) => ({ n: context.n + 1 })) } } }, y: {} }
			}
		}
	});

	it('starts and steps with XState, taking only what the rules take', () => {
		expect(flatten(nested)).toBeNull();
		const steps = Steps.atStart(gameOf(nested), SETUP);
		expect(steps.take({ type: 'stop', at: 1 })).toEqual({ code: 'stopped' });
		expect(steps.snapshot.context).toEqual({ n: 0 });
		expect(steps.take({ type: 'go', at: 2 })).toBeNull();
		expect([steps.snapshot.value, steps.snapshot.context]).toEqual([{ a: 'y' }, { n: 1 }]);
	});

	it('steps on from a snapshot', () => {
		const steps = new Steps(gameOf(nested), initialTransition(nested)[0]);
		expect(steps.take({ type: 'go', at: 1 })).toBeNull();
		expect(steps.snapshot.value).toEqual({ a: 'y' });
	});
});

describe('Steps on a flat machine', () => {
	it("lets an action that throws reach the caller, as XState's transition() does, and stay where it was", () => {
		const failing = createMachine({
			types: {} as { context: { n: number } },
			context: { n: 0 },
			initial: 'a',
			states: {
				a: {
					on: {
						name: { actions: assign(({ context }) => ({ n: context.n + 1 })) },
						go: {
							actions: assign(() => {
								throw new RangeError('no such card');
							})
						}
					}
				}
			}
		});
		const game = gameOf(failing);
		const [start] = initialTransition(failing);
		const event = { type: 'go', at: 1 };
		expect(game.refusal(start, event)).toBeNull();
		expect(() => transition(failing, start, event)).toThrow(new RangeError('no such card'));
		const steps = new Steps(game, flatten(failing)!.from(start));
		expect(steps.take({ type: 'name', at: 1 })).toBeNull();
		expect(() => steps.take(event)).toThrow(new RangeError('no such card'));
		expect(steps.snapshot.context).toEqual({ n: 1 });
	});

	it('gives the event, and every one after it, to XState when an assign reads the actor', () => {
		const naming = createMachine({
			types: {} as { context: { id: string; n: number } },
			context: { id: '', n: 0 },
			initial: 'a',
			states: {
				a: {
					on: {
						go: { actions: assign(({ context }) => ({ n: context.n + 1 })) },
						name: { actions: assign({ id: ({ self }) => self.id }) }
					}
				}
			}
		});
		const flat = flatten(naming)!;
		expect(() => flat.next(flat.start(undefined)!, { type: 'name' })).toThrow(NEEDS_ACTOR);
		const steps = new Steps(gameOf(naming), flat.start(undefined)!);
		for (const type of ['go', 'name', 'go']) expect(steps.take({ type, at: 1 })).toBeNull();
		expect(steps.snapshot.context).toEqual({ id: expect.stringMatching(/.+/), n: 2 });
	});

	it('starts with XState when the context asks for the actor', () => {
		const selfish = createMachine({
			context: ({ self }) => ({ id: self.id, n: 0 }),
			initial: 'a',
			states: { a: { on: { go: { actions: assign(({ context }) => ({ n: context.n + 1 })) } } } }
		});
		const steps = Steps.atStart(gameOf(selfish), SETUP);
		expect(steps.take({ type: 'go', at: 1 })).toBeNull();
		expect(steps.snapshot.context).toEqual({ id: expect.stringMatching(/.+/), n: 1 });
	});
});
