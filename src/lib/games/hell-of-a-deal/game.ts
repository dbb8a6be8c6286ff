// Hell of a Deal as the runtime runs it: the machine, what each action is aimed at, the checks
// and the words for every refusal. No screens, so it runs in Node as it runs in the app.
import { defineGame } from '$lib/runtime/define-game';
import { hellEvents } from './events';
import type { StoredEvent } from '$lib/runtime/game-module';
import { checks, hellMachine, turnOf } from './machine';
import { describeEvent, refusals } from './refusals';
import { DEFAULT_BIG_TABLE_PENALTY, DEFAULT_MINION_PENALTY } from './rules';
import { hellStats } from './stats';
import { summarize } from './summary';

const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** Version 0 stored three event types in kebab-case; every game now names its events in snake_case. */
const SNAKE_CASE: Record<string, string> = {
	'extra-card': 'extra_card',
	'red-jack': 'red_jack',
	'play-favor': 'play_favor'
};

/**
 * Version 1 asked Demona's heart as yes or no, and charged one Temptation for any number; it
 * counted every Red Jack entry, and took every Favor at any time. Its events read as what it
 * did: one heart or none, every Red Jack entry a changed hand, every Favor an Instant.
 */
function fromVersion1(event: StoredEvent): StoredEvent {
	const payload = event.payload;
	if (event.type === 'heart') {
		const { placed, ...rest } = payload;
		return { ...event, payload: { ...rest, hearts: placed === true ? 1 : 0 } };
	}
	if (event.type === 'red_jack') return { ...event, payload: { ...payload, handChanged: true } };
	if (event.type === 'play_favor') return { ...event, payload: { ...payload, instant: true } };
	return event;
}

export const hellGame = defineGame({
	machine: hellMachine,
	// 1: games started under the typed contract; version 0's kebab-case event types are renamed.
	// 2: Demona's hearts counted, Red Jack once per hand, Favors with their timing.
	rulesVersion: 2,
	upcasters: [(event: StoredEvent) => ({ ...event, type: SNAKE_CASE[event.type] ?? event.type }), fromVersion1],
	input: (setup) => ({
		seats: setup.seats,
		firstDealer: setup.firstDealer,
		penalties: {
			minion: numberOr(setup.settings.minionPenalty, DEFAULT_MINION_PENALTY),
			bigTable: numberOr(setup.settings.bigTablePenalty, DEFAULT_BIG_TABLE_PENALTY)
		}
	}),
	targets: {
		bet: turnOf,
		fold: turnOf,
		// Either the player to act or the one who just acted may take it: the check names who.
		extra_card: (context) => ({ round: context.round, phase: context.hand.phase }),
		red_jack: (context) => ({ round: context.round }),
		assign: (context) => ({ overflow: context.board.overflow })
	},
	events: hellEvents,
	checks,
	refusals,
	summarize,
	describeEvent,
	stats: hellStats
});

export type HellGame = typeof hellGame;
