// The contract every game fulfils. A new game is a folder under src/lib/games that exports
// a GameMeta (light: shown on the home and setup screens) whose load() brings the rest.
import type { Component } from 'svelte';
import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { GameSetup, GameSummary } from '$lib/storage/records';
import type { GameSession } from './game-session.svelte';

type SettingBase = { key: string; label: () => string; help?: () => string };
export type SettingDef =
	| (SettingBase & { kind: 'boolean'; default: boolean })
	| (SettingBase & { kind: 'number'; default: number; min: number; max: number })
	| (SettingBase & { kind: 'choice'; default: string; options: { value: string; label: () => string }[] });

/** A rule's refusal, as a value the screen can show: never an exception. */
export type RuleError = { code: string; params?: Record<string, string | number> };

/** A seat's player's name, for lines that say who did what. */
export type SeatName = (seat: unknown) => string;

/** An event as the machine receives it: the stored payload, its type and its time. */
export type GameEvent = { type: string; at: number } & Record<string, unknown>;

export type SetupOptions = {
	/** One line on what the game is, under its name at setup. */
	blurb: () => string;
	settings: SettingDef[];
	/** A reminder of how the table picks the first dealer, where the game has a custom. */
	firstDealerHelp?: () => string;
};

export type GameMeta = {
	id: string;
	name: () => string;
	players: { min: number; max: number };
	/** What setup offers: loaded when the game is chosen, so the home page ships none of it. */
	setupOptions: () => Promise<SetupOptions>;
	load: () => Promise<GameModule>;
};

/** How screens show a player: looked up by id, so a rename shows everywhere. */
export type PlayerLook = { name: string; color: string };
export type Roster = Record<string, PlayerLook>;

export type ScreenProps = { session: GameSession; roster: Roster };
export type SheetProps = { snapshot: AnyMachineSnapshot; roster: Roster };

export type GameModule = {
	machine: AnyStateMachine;
	input: (setup: GameSetup) => unknown;
	/**
	 * Why the rules refuse this event in this snapshot, or null when they do not. Built from
	 * the same checks as the machine's guards, so the message and the refusal never disagree.
	 */
	refusal: (snapshot: AnyMachineSnapshot, event: GameEvent) => RuleError | null;
	/** The message for one of this game's refusals, in the player's language. */
	describe: (error: RuleError) => string;
	summarize: (snapshot: AnyMachineSnapshot) => GameSummary;
	/**
	 * One line for an event in the game's record, in the player's language; seats by name.
	 * `now` is the game as it stands (replayed to its newest action), so a game can say whose
	 * turn an action was for and keep out what the table has not been shown yet.
	 */
	describeEvent: (event: GameEvent, nameOf: SeatName, now: AnyMachineSnapshot) => string;
	Screen: Component<ScreenProps>;
	/** The round-by-round record, for history. */
	Sheet: Component<SheetProps>;
};

/** A machine event as a player's action, before the runtime stamps its time. */
export type Action<E> = E extends unknown ? Omit<E, 'at'> : never;
