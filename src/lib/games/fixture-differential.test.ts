// Every recorded log (each game's fixtures/) replayed event by event both ways, by the flat step
// and by XState's own transition(), whole and with seeded damage (fields dropped or changed,
// events dropped, repeated, swapped or retyped): a change to flat-machine.ts, or to the XState
// internals it reads, that makes the two disagree on a refusal, a state or an exception fails
// here. `npm run canary:xstate` runs it against the newest XState 5.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialTransition } from 'xstate';
import { flatten } from '$lib/runtime/flat-machine';
import type { GameEvent } from '$lib/runtime/game-module';
import { toMachineEvent, undoLog, upcast } from '$lib/runtime/replay';
import { Steps } from '$lib/runtime/steps';
import { allFixtureFiles, GAME_MOVES, readFixture, type Fixture } from '$support/every-game';
import { byFlatStep, byXState, FLAT_SEED, stateOf, type Outcome } from './differential';

const FIXTURES = allFixtureFiles().map((file) => [file, readFixture(file)] as const);

/** Damaged copies of each log; FLAT_RUNS=<n> runs more or fewer. */
const RUNS = Number(process.env.FLAT_RUNS ?? 20);

/** The events replay() would decide: upcast to today's rules, without the undone ones and the undos. */
function eventsOf(fixture: Fixture): GameEvent[] {
	const game = GAME_MOVES[fixture.kind]!.game;
	return undoLog(fixture.events.map((record) => upcast(game, record, fixture.rulesVersion))).kept.map(toMachineEvent);
}

/** Decides and takes the events both ways, holding each outcome equal; returns the outcomes. */
function bothWays(fixture: Fixture, events: readonly GameEvent[]): Outcome[] {
	const game = GAME_MOVES[fixture.kind]!.game;
	const steps = Steps.atStart(game, fixture.setup);
	let [snapshot] = initialTransition(game.machine, game.input(fixture.setup));
	expect(stateOf(steps.snapshot)).toEqual(stateOf(snapshot));
	return events.map((event, i) => {
		// Each way gets its own copy, so neither sees what the other may have done to it.
		const flat = byFlatStep(steps, structuredClone(event));
		const xstate = byXState(game, snapshot, structuredClone(event));
		snapshot = xstate.snapshot;
		expect(flat, `event ${i + 1} of ${events.length}: ${JSON.stringify(event)}`).toEqual(xstate.outcome);
		return flat;
	});
}

const junk = fc.oneof(
	fc.constant(null),
	fc.integer({ min: -2, max: 60 }),
	fc.string({ maxLength: 4 }),
	fc.boolean(),
	fc.array(fc.integer({ min: -1, max: 13 }), { maxLength: 3 }),
	fc.constant({})
);
const edit = fc.record({
	how: fc.constantFrom('drop', 'repeat', 'swap', 'retype', 'unset', 'set'),
	at: fc.nat(),
	other: fc.nat(),
	value: junk
});
type Edit = typeof edit extends fc.Arbitrary<infer E> ? E : never;

/** The events with one edit made, as a damaged or hand-edited log might hold them. */
function damaged(events: GameEvent[], { how, at, other, value }: Edit): GameEvent[] {
	const copy = events.map((event) => ({ ...event }));
	if (copy.length === 0) return copy;
	const i = at % copy.length;
	const j = other % copy.length;
	const fields = Object.keys(copy[i]!).filter((key) => key !== 'type');
	const field = fields[other % fields.length];
	if (how === 'drop') copy.splice(i, 1);
	else if (how === 'repeat') copy.splice(i, 0, { ...copy[i]! });
	else if (how === 'swap') [copy[i], copy[j]] = [copy[j]!, copy[i]!];
	else if (how === 'retype') copy[i]!.type = copy[j]!.type;
	else if (field !== undefined && how === 'unset') delete copy[i]![field];
	else if (field !== undefined) copy[i]![field] = value;
	return copy;
}

describe.each(FIXTURES)('the recorded log %s', (_, fixture) => {
	it('is played by a flat machine, so the flat step is what is compared', () => {
		expect(flatten(GAME_MOVES[fixture.kind]!.game.machine)).not.toBeNull();
	});

	it('replays whole to the same refusal and state after every event both ways', () => {
		const outcomes = bothWays(fixture, eventsOf(fixture));
		expect(outcomes).toHaveLength(eventsOf(fixture).length);
	});

	it('replays damaged copies to the same refusal, state or exception after every event both ways', () => {
		const events = eventsOf(fixture);
		const seen = { taken: 0, refused: 0, threw: 0 };
		fc.assert(
			fc.property(fc.array(edit, { minLength: 1, maxLength: 8 }), (edits) => {
				for (const outcome of bothWays(fixture, edits.reduce(damaged, events)))
					seen['threw' in outcome ? 'threw' : outcome.refusal ? 'refused' : 'taken']++;
			}),
			{ seed: FLAT_SEED, numRuns: RUNS }
		);
		console.info(`${fixture.kind} damaged (FLAT_SEED=${FLAT_SEED}):`, seen);
		expect(seen.refused).toBeGreaterThan(0);
	});
});
