// The one way a game is declared. The game says what each action is aimed at, how the rules
// check it and what each refusal says; the runtime derives from that, once for every game,
// how a stale or repeated action is refused and how any refusal reads.
import type { GenericSchema } from 'valibot';
import type { AnyStateMachine } from 'xstate';
import type { Game, GameDefinition, GameEvent, RuledState, RuleError, Targets } from './game-module';
import { readEvent } from './event-schemas';
import { describeCommonRefusal } from './refusals';
import { ruledSnapshot } from './steps';
import { m } from '$lib/paraglide/messages.js';

/** The game has moved past what the action was aimed at: it was entered already, or is late. */
export const STALE: RuleError<'stale'> = { code: 'stale' };
/** No step of the game as it stands takes this action. */
const NOT_NOW: RuleError<'not_now'> = { code: 'not_now' };
export function defineGame<M extends AnyStateMachine, Code extends string, T extends Targets<M>>(
	definition: GameDefinition<M, Code, T>
): Game<M, Code, T> {
	const targets = definition.targets as Record<string, ((context: unknown) => Record<string, unknown>) | undefined>;
	const checks = definition.checks as Record<
		string,
		((context: unknown, event: GameEvent) => RuleError | null) | undefined
	>;
	const messages = definition.refusals as Record<
		string,
		((params: NonNullable<RuleError['params']>) => string) | undefined
	>;

	const schemas = definition.events as Record<string, GenericSchema | undefined>;

	// Nothing here catches: an event that fits its schema and still makes a rule throw has met
	// a bug, which must reach the error boundary and fail the tests, not pass for a damaged record.
	const refusalOfRead = (state: RuledState, event: GameEvent): RuleError | null => {
		const check = checks[event.type];
		if (!check) return NOT_NOW;
		const target = targets[event.type]?.(state.context);
		// A loop, not Object.entries: a replay asks this of every action it reads.
		for (const key in target) if (!sameValue(event[key], target[key])) return STALE;
		// Only a step that takes this action can say what is wrong with it; elsewhere the
		// answer is "not now".
		if (!state.names(event.type)) return NOT_NOW;
		return check(state.context, event) ?? (state.takes(event) ? null : NOT_NOW);
	};

	// An action of no type the game checks is "not now" before it is read.
	const refusalIn = (state: RuledState, event: GameEvent): RuleError | null =>
		(checks[event.type] ? readEvent(schemas, event) : null) ?? refusalOfRead(state, event);

	return {
		...definition,
		targetOf: (type, snapshot) => targets[type]?.(snapshot.context) ?? {},
		refusalIn,
		refusalOfRead,
		read: (event) => readEvent(schemas, event),
		refusal: (snapshot, event) => refusalIn(ruledSnapshot(snapshot), event),
		describe(error) {
			return describeCommonRefusal(error) ?? messages[error.code]?.(error.params ?? {}) ?? m.error_not_now();
		}
	};
}

/** Equal as stored data: targets are numbers, strings, null, or lists of them. */
function sameValue(a: unknown, b: unknown): boolean {
	if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
	return a === b;
}
