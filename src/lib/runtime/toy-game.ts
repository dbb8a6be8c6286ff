// A tiny game for the runtime's tests: players add 1-3 points in turn; the game ends at 10.
// It exercises the contract without any real game's rules.
import { assign, setup, type AnyMachineSnapshot } from 'xstate';
import type { GameModule, RuleError } from './game-module';

type ToyContext = { total: number };

function checkAdd(context: ToyContext, n: unknown): RuleError | null {
	if (typeof n !== 'number' || n < 1 || n > 3) return { code: 'toy_range' };
	return context.total + n > 10 ? { code: 'toy_over' } : null;
}

const machine = setup({
	types: { context: {} as ToyContext, events: {} as { type: 'add'; n: number; at: number } },
	guards: { 'add is allowed': ({ context, event }) => checkAdd(context, event.n) === null }
}).createMachine({
	context: { total: 0 },
	initial: 'playing',
	states: {
		playing: {
			always: { guard: ({ context }) => context.total === 10, target: 'over' },
			on: { add: { guard: 'add is allowed', actions: assign(({ context, event }) => ({ total: context.total + event.n })) } }
		},
		over: {}
	}
});

export const toyGame: GameModule = {
	machine,
	input: () => ({}),
	refusal: (snapshot, event) => (event.type === 'add' ? checkAdd(snapshot.context as ToyContext, event.n) : null),
	describe: (error) => error.code,
	describeEvent: (event) => event.type,
	summarize: (snapshot: AnyMachineSnapshot) => ({
		finished: snapshot.matches('over'),
		standings: [],
		progress: { unit: 'round', done: (snapshot.context as ToyContext).total, total: 10 }
	}),
	Screen: undefined as never,
	Sheet: undefined as never
};
