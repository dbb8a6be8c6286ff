// For the differential tests (flat-step.test.ts, fixture-differential.test.ts): one event decided
// and taken both ways, by the flat step (runtime/steps.ts on flat-machine.ts) and by XState's own
// path (the refusal asked of a snapshot, then transition()), as outcomes that must be equal; and
// the seed their random draws come from, printed so a failing run can be replayed.
import { transition, type AnyMachineSnapshot } from 'xstate';
import type { AnyGame, GameEvent, RuleError } from '$lib/runtime/game-module';
import type { Steps } from '$lib/runtime/steps';

/** FLAT_SEED=<seed> replays a run; without it each run draws its own. */
export const FLAT_SEED = process.env.FLAT_SEED ? Number(process.env.FLAT_SEED) : Math.floor(Math.random() * 2 ** 31);
console.info(`Differential tests: FLAT_SEED=${FLAT_SEED} replays this run`);

/** What became of an event: its refusal and the state after it, or what it threw. */
export type Outcome =
	{ refusal: RuleError | null; value: unknown; context: unknown; status: string } | { threw: string };

/** What of a snapshot both ways must agree on. */
export const stateOf = (snapshot: AnyMachineSnapshot) => ({
	value: snapshot.value,
	context: snapshot.context,
	status: snapshot.status
});

const settled = (refusal: RuleError | null, snapshot: AnyMachineSnapshot): Outcome => ({
	refusal,
	...stateOf(snapshot)
});

/** An exception by its kind and message, which both ways must share. */
const thrown = (error: unknown): Outcome => ({
	threw: error instanceof Error ? `${error.constructor.name}: ${error.message}` : `${typeof error}: ${String(error)}`
});

/** The event through the flat step; the steps move on when it is taken. */
export function byFlatStep(steps: Steps<AnyGame>, event: GameEvent): Outcome {
	try {
		const refusal = steps.take(event);
		return settled(refusal, steps.snapshot);
	} catch (error) {
		return thrown(error);
	}
}

/** The event through XState's own path, with the snapshot after it (the same one when refused or thrown). */
export function byXState(
	game: AnyGame,
	snapshot: AnyMachineSnapshot,
	event: GameEvent
): { outcome: Outcome; snapshot: AnyMachineSnapshot } {
	try {
		const refusal = game.refusal(snapshot, event);
		const next = refusal ? snapshot : transition(game.machine, snapshot, event)[0];
		return { outcome: settled(refusal, next), snapshot: next };
	} catch (error) {
		return { outcome: thrown(error), snapshot };
	}
}
