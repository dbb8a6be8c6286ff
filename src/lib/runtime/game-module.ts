// The contract every game fulfils. A game is a folder under src/lib/games: its rules and
// machine declared once with defineGame (game.ts, no screens, runs in Node), its screens added
// in module.ts, and a light meta.ts, which the registry (games/index.ts) makes a GameMeta whose
// load() brings the module when needed.
import type { Component } from 'svelte';
import type { AnyMachineSnapshot, AnyStateMachine, ContextFrom, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { GameSetup, GameSummary } from '$lib/model';
import type { GameSession } from './game-session.svelte';
import type { EventSchemas } from './event-schemas';
import type { GameStats } from './game-stats';

type SettingBase = {
	key: string;
	label: () => string;
	help?: () => string;
	/** The on/off setting this one belongs to: shown (and meant) only while that one is on. */
	onlyWith?: string;
};
export type SettingDef =
	| (SettingBase & { kind: 'boolean'; default: boolean })
	| (SettingBase & { kind: 'number'; default: number; min: number; max: number })
	| (SettingBase & { kind: 'choice'; default: string; options: { value: string; label: () => string }[] });

export type RefusalParams = Record<string, string | number>;

/** A rule's refusal, as a value the screen can show: never an exception. */
export type RuleError<Code extends string = string> = { code: Code; params?: RefusalParams };

/** A seat's player's name, for lines that say who did what. */
export type SeatName = (seat: unknown) => string;

/** An event as the machine receives it: the stored payload, its type and its time. */
export type GameEvent = { type: string; at: number } & Record<string, unknown>;

/** The events a machine takes, each with its type and the time it was tapped. */
export type EventOf<M extends AnyStateMachine> = EventFromLogic<M> & { type: string; at: number };
export type ActionType<M extends AnyStateMachine> = EventOf<M>['type'];
export type EventNamed<M extends AnyStateMachine, K> = Extract<EventOf<M>, { type: K }>;

/**
 * What each action is aimed at, read from the state when it is tapped: the round, the turn,
 * the card. The runtime stamps it into the event, and refuses the event as already entered if
 * the game has moved past it by the time it is decided (a double tap, a queued tap, a raced
 * tab). The fields are the event's own, so the machine and the record can read them.
 */
export type Targets<M extends AnyStateMachine> = {
	[K in ActionType<M>]?: (context: ContextFrom<M>) => Partial<Omit<EventNamed<M, K>, 'type' | 'at'>>;
};

type TargetKeys<T, K> = K extends keyof T ? (T[K] extends (context: never) => infer R ? keyof R : never) : never;

/** What a screen supplies for an action: its event without the type, time and target. */
export type PayloadOf<M extends AnyStateMachine, T, K extends ActionType<M>> = Omit<
	EventNamed<M, K>,
	'type' | 'at' | TargetKeys<T, K>
>;

/**
 * Each action's rule check: null when the rules take it in this state. A machine's file
 * declares them from its own context and events (the machine's guards call them), so the
 * second form names those instead of the machine.
 */
export type ChecksFor<Context, Event extends { type: string }, Code extends string> = {
	[K in Event['type']]: (context: Context, event: Extract<Event, { type: K }>) => RuleError<Code> | null;
};
export type Checks<M extends AnyStateMachine, Code extends string> = ChecksFor<ContextFrom<M>, EventOf<M>, Code>;

/**
 * What a refusal asks of a state: its context, whether any of its steps names an action type,
 * and whether the machine would take the event. An XState snapshot answers all three, and so
 * does a flat machine's bare state, without building a snapshot per event.
 */
export type RuledState = { context: unknown; names: (type: string) => boolean; takes: (event: GameEvent) => boolean };

/** An event as stored: the shape an upcaster reads and returns. */
export type StoredEvent = { type: string; payload: Record<string, unknown>; at: number };

/** Turns an event stored under one rules version into the next version's shape. */
export type Upcaster = (event: StoredEvent) => StoredEvent;

export type GameDefinition<M extends AnyStateMachine, Code extends string, T extends Targets<M>> = {
	machine: M;
	/**
	 * The version of the rules and event shapes this code plays. Each game stores the version
	 * it was started under; a change to an event's shape raises it and adds an upcaster.
	 */
	rulesVersion: number;
	/** upcasters[v] lifts an event stored under version v to version v + 1. */
	upcasters?: readonly Upcaster[];
	input: (setup: GameSetup) => InputFrom<M>;
	targets: T;
	/** What each action carries: an event is read against these before any rule sees it. */
	events: EventSchemas<M>;
	/** The same checks the machine's guards call, so a refusal and its reason never disagree. */
	checks: Checks<M, Code>;
	/** A message for every refusal code the checks can return: a missing one fails to compile. */
	refusals: { [C in NoInfer<Code>]: (params: RefusalParams) => string };
	summarize: (snapshot: SnapshotFrom<M>) => GameSummary;
	/**
	 * One line for an event in the game's record, in the player's language; seats by name.
	 * `now` is the game as it stands (replayed to its newest action), so a game can say whose
	 * turn an action was for and keep out what the table has not been shown yet.
	 */
	describeEvent: (event: EventOf<M>, nameOf: SeatName, now: SnapshotFrom<M>) => string;
	/** What the game adds to a player's page, and the totals its chart draws, if any. */
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game names the shape of its figures
	stats: GameStats<SnapshotFrom<M>, any>;
};

/** A declared game: its definition, plus what the runtime derives from it. */
export type Game<
	M extends AnyStateMachine = AnyStateMachine,
	Code extends string = string,
	T extends Targets<M> = Targets<M>
> = GameDefinition<M, Code, T> & {
	/** The target of an action tapped now, to be stamped into its event. */
	targetOf: (type: string, snapshot: AnyMachineSnapshot) => Record<string, unknown>;
	/**
	 * Why this event cannot be taken in this snapshot, or null when the machine takes it: the
	 * game has moved past its target (stale), no current step takes it (not_now), or the rules
	 * refuse it. The one decision live play and replay both use.
	 */
	refusal: (snapshot: AnyMachineSnapshot, event: GameEvent) => RuleError | null;
	/** The same decision on a state given by what it is asked (see runtime/steps.ts). */
	refusalIn: (state: RuledState, event: GameEvent) => RuleError | null;
	/**
	 * The same decision for an event read already, where it entered (a stored log this phone
	 * holds as read): the schema is not asked again.
	 */
	refusalOfRead: (state: RuledState, event: GameEvent) => RuleError | null;
	/** Whether the event fits its action's schema: null, or why it is unreadable. */
	read: (event: GameEvent) => RuleError<'unreadable'> | null;
	/** The message for any refusal, the runtime's or the game's, in the player's language. */
	describe: (error: RuleError) => string;
};

/**
 * Any game, as the runtime holds it: it passes each game's own events and snapshots back to
 * the same game's functions, so it needs none of their types. Screens hold their own game,
 * fully typed.
 */
export type AnyGame = {
	machine: AnyStateMachine;
	rulesVersion: number;
	upcasters?: readonly Upcaster[];
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own types
	input: (setup: GameSetup) => any;
	targets: object;
	events: object;
	checks: object;
	refusals: object;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own snapshot
	summarize: (snapshot: any) => GameSummary;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own events
	describeEvent: (event: any, nameOf: SeatName, now: any) => string;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own snapshot and figures
	stats: GameStats<any, any>;
	targetOf: (type: string, snapshot: AnyMachineSnapshot) => Record<string, unknown>;
	refusal: (snapshot: AnyMachineSnapshot, event: GameEvent) => RuleError | null;
	refusalIn: (state: RuledState, event: GameEvent) => RuleError | null;
	refusalOfRead: (state: RuledState, event: GameEvent) => RuleError | null;
	read: (event: GameEvent) => RuleError<'unreadable'> | null;
	describe: (error: RuleError) => string;
};
export type SnapshotOf<G extends AnyGame> = SnapshotFrom<G['machine']>;
export type ContextOf<G extends AnyGame> = ContextFrom<G['machine']>;
export type ActionOf<G extends AnyGame> = ActionType<G['machine']>;
export type ActionPayload<G extends AnyGame, K extends ActionOf<G>> = PayloadOf<G['machine'], G['targets'], K>;

export type SetupOptions = {
	/** One line on what the game is, under its name at setup. */
	blurb: () => string;
	settings: SettingDef[];
	/** A reminder of how the table picks the first dealer, where the game has a custom. */
	firstDealerHelp?: () => string;
};

export type Scoring =
	| {
			better: 'higher' | 'lower';
			/** A score with its unit, as the game's settings count it ("15 sips"); without one, a bare number. */
			unit?: (score: number, settings: GameSetup['settings']) => string;
	  }
	| { team: (score: number) => string };

/**
 * Finds the game of a kind among those the app knows (games/index.ts): handed in by whoever knows
 * them, since the games are built on runtime/ and runtime may not import them.
 */
export type FindGame = (kind: string) => GameMeta | undefined;

/**
 * What the app knows of a game before loading any of its code: found by games/index.ts in every
 * game folder's meta.ts (its default export), so adding a game edits nothing outside its folder.
 */
export type GameMeta = {
	/** The folder's name: stored in every game record, never changed. */
	id: string;
	name: () => string;
	/** Where the game stands in lists (new game, history's filter): lowest first. */
	order: number;
	players: { min: number; max: number };
	/**
	 * Finished games keep per-player figures (its stats' `figures`), counted when a game ends.
	 * Known without loading the game: player totals are kept inside storage's transactions.
	 */
	keepsFigures: boolean;
	/**
	 * Which way its scores go: the most or the fewest points win, or the table plays as one team
	 * for one shared score, read with its unit ("9 souls"). Player pages and history lines say
	 * "Lowest score" or "The table won · 9 souls" from it without loading the game.
	 */
	scores: Scoring;
	/** How its record sheet goes: round by round, or turn by turn (Beat and Fuck the Dealer). */
	recordBy: 'round' | 'turn';
	/** This device's own choices for the game, which a backup carries with the device's settings. */
	preferences?: readonly DevicePreference[];
	/** The game without its screens: machine, rules and stats, for replay and player pages. */
	rules: () => Promise<AnyGame>;
	/** What setup offers: loaded when the game is chosen, so the home page ships none of it. */
	setupOptions: () => Promise<SetupOptions>;
	/** The game with its screens: its folder's module.ts, found by the registry. */
	load: () => Promise<AnyGameModule>;
};

/** What a game's meta.ts declares: all of its GameMeta but load, which the registry adds. */
export type GameFolderMeta = Omit<GameMeta, 'load'>;

/**
 * A choice a device keeps for a game in localStorage (not an event: it changes no score, and undo
 * never takes it back): its name in a backup file, its key, and the values it may take.
 */
export type DevicePreference = { name: string; key: string; values: readonly [string, ...string[]] };

/** How screens show a player: looked up by id, so a rename shows everywhere. */
export type PlayerLook = { name: string; color: string };
export type Roster = Record<string, PlayerLook>;

export type ScreenProps<G extends AnyGame = AnyGame> = { session: GameSession<G>; roster: Roster };
export type SheetProps<G extends AnyGame = AnyGame> = { snapshot: SnapshotOf<G>; roster: Roster };

/** A game with its screens: what a GameMeta loads. */
export type GameModule<G extends AnyGame> = G & {
	Screen: Component<ScreenProps<G>>;
	/** The round-by-round record, for history. */
	Sheet: Component<SheetProps<G>>;
	/**
	 * The seat that dealt last in a finished game: the next game with the same table is dealt
	 * from their left, as the deal keeps passing (see runtime/play-again.ts). Without it, the
	 * next game's deal starts left of this game's first dealer.
	 */
	lastDealer?: (snapshot: SnapshotOf<G>) => number;
};

/** Any game with its screens, as the play and history pages hold it. */
export type AnyGameModule = AnyGame & {
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the game's own
	Screen: Component<any>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props are the game's own
	Sheet: Component<any>;
	// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own snapshot
	lastDealer?: (snapshot: any) => number;
};
