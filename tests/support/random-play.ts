// For tests: random tables playing a game through the runtime's own decisions. Each game
// offers, for any state, some taps a table might make there (good and bad); the player below
// picks among them, so the contract test and the recorded fixture logs cover every game the
// same way.
import fc from 'fast-check';
import type { GameSetup } from '$lib/model';
import type { AnyGame, RuleError } from '$lib/runtime/game-module';
import { TestTable, type Tap } from './test-table';

/** A source of choices: `draw(n)` is a whole number from 0 to n - 1. */
export type Draw = (n: number) => number;

export type GameMoves<G extends AnyGame> = {
	game: G;
	/** A table as the setup screen could store it. */
	setups: fc.Arbitrary<GameSetup>;
	/**
	 * Some taps a table might make now, most of them allowed, some not: a wrong count, a
	 * late or early action. Empty when the game is over. A tap without `at` is made 1.5 s
	 * after the one before.
	 */
	taps: (table: TestTable<G>, draw: Draw) => Tap<G>[];
	/** How many taps make a whole game at most, so a random game can get to the end. */
	maxTaps: number;
};

/** Any game's moves, as the contract test holds them (each game's taps are its own). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own table type
export type AnyGameMoves = GameMoves<any>;

/** Tables of so many players, any of them dealing first, with settings drawn from `settings`. */
export function tableSetups(
	players: { min: number; max: number },
	settings: fc.Arbitrary<Record<string, unknown>> = fc.constant({})
): fc.Arbitrary<GameSetup> {
	return fc
		.record({ players: fc.integer(players), firstDealer: fc.nat(players.max - 1), settings })
		.map(({ players, firstDealer, settings }) => ({
			seats: Array.from({ length: players }, (_, i) => `p${i}`),
			firstDealer: firstDealer % players,
			settings
		}));
}

export type RandomGame<G extends AnyGame> = {
	table: TestTable<G>;
	finished: boolean;
	/** Every tap tried, with the refusal it met (null when taken). */
	tried: { tap: Tap<G>; refusal: RuleError | null; accepted: boolean }[];
};

const STEP_MS = 1500;

/**
 * Plays taps drawn from the game's moves until it is over or `maxTaps` run out. Each tap is
 * decided as the session decides it; one in twenty accepted taps is undone again at once.
 */
export function playRandomGame<G extends AnyGame>(moves: GameMoves<G>, setup: GameSetup, draw: Draw): RandomGame<G> {
	const table = TestTable.setUp(moves.game, setup);
	const tried: RandomGame<G>['tried'] = [];
	let at = 1_000_000;
	for (let step = 0; step < moves.maxTaps; step++) {
		if (moves.game.summarize(table.snapshot).finished) break;
		const choices = moves.taps(table, draw);
		if (choices.length === 0) break;
		const chosen = choices[draw(choices.length)]!;
		at = (chosen as { at?: number }).at ?? at + STEP_MS;
		const tap = { ...chosen, at } as Tap<G>;
		const event = table.event(tap);
		const refusal = moves.game.refusal(table.snapshot, event);
		const accepted = table.accepts(event);
		tried.push({ tap, refusal, accepted });
		if (refusal === null && accepted) {
			table.accept(event);
			if (draw(20) === 0) table.undo((at += STEP_MS));
		}
	}
	return { table, finished: moves.game.summarize(table.snapshot).finished, tried };
}

/** A draw from a fast-check stream of numbers, for properties that shrink. */
export function drawFrom(stream: Iterable<number>): Draw {
	const numbers = stream[Symbol.iterator]();
	return (n) => (n <= 1 ? 0 : numbers.next().value! % n);
}

/** A seeded draw (mulberry32), for recording a fixture log that comes out the same each time. */
export function seededDraw(seed: number): Draw {
	let state = seed >>> 0;
	return (n) => {
		state = (state + 0x6d2b79f5) >>> 0;
		let t = state;
		t = Math.imul(t ^ (t >>> 15), t | 1);
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
		const unit = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
		return Math.floor(unit * n);
	};
}
