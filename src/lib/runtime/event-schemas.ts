// What each of a game's actions carries, as valibot schemas declared with the game. An event is
// read against its schema where it enters the runtime (a tap, a stored event replayed after its
// upcasters), so a rule is handed a typed event and never checks a shape by hand. A stored event
// that does not fit is refused as unreadable, naming the field and what it should have held.
import * as v from 'valibot';
import type { AnyStateMachine } from 'xstate';
import type { ActionType, EventNamed, GameEvent, RuleError } from './game-module';

/** What a field should have held, as the refusal names it: each has a message in refusals.ts. */
export const EXPECTED = ['whole', 'number', 'text', 'yes_no', 'choice', 'list', 'group', 'present'] as const;
export type Expected = (typeof EXPECTED)[number];

/** The fields an action carries besides its type and time. */
type Fields<M extends AnyStateMachine, K> = Omit<EventNamed<M, K>, 'type' | 'at'>;

/**
 * A schema for every action the machine takes, checked against the machine's own event types:
 * a schema that would let through an event the rules cannot read fails to compile.
 */
export type EventSchemas<M extends AnyStateMachine> = {
	[K in ActionType<M>]: v.GenericSchema<unknown, Fields<M, K>>;
};

// The pieces games build their schemas from. Each names what it expects as its message, so a
// refusal can say it in the player's words. A pipe's first schema checks the type and the
// others the value, so both name the same expectation.

/** A whole number, 0 or more: a seat, a count, a round. */
export const whole = v.pipe(v.number('whole'), v.integer('whole'), v.minValue(0, 'whole'));
/** A whole number that may be below 0: a correction by so much. */
export const signedWhole = v.pipe(v.number('whole'), v.integer('whole'));
export const text = v.string('text');
export const yesNo = v.boolean('yes_no');
/** One of a fixed set of words or numbers: a suit, a rank, a role. */
export const oneOf = <const T extends readonly (string | number)[]>(options: T) => v.picklist(options, 'choice');
export const listOf = <T extends v.GenericSchema>(item: T) => v.array(item, 'list');
/** An action's fields; fields it does not name are ignored, as older versions may have stored more. */
export const fields = <T extends v.ObjectEntries>(entries: T) => v.object(entries, 'group');
/** An action that carries nothing but its type and time. */
export const bare = fields({});

function isExpected(message: string): message is Expected {
	return (EXPECTED as readonly string[]).includes(message);
}

export type Unreadable = RuleError<'unreadable'>;

/**
 * The event, when it fits its type's schema, or what does not: the first field that fails
 * (`tricks.2` for the third entry of tricks) and what it should have held. The event itself is
 * returned, not valibot's copy, so fields a schema ignores cost nothing on a replay.
 */
export function readEvent(schemas: Record<string, v.GenericSchema | undefined>, event: GameEvent): Unreadable | null {
	const schema = schemas[event.type];
	if (!schema) return null;
	const result = v.safeParse(schema, event, { abortEarly: true });
	if (result.success) return null;
	const [issue] = result.issues;
	const field = (issue.path ?? []).map((item) => String(item.key)).join('.');
	const expected = issue.input === undefined ? 'present' : isExpected(issue.message) ? issue.message : 'group';
	return { code: 'unreadable', params: { field, expected } };
}
