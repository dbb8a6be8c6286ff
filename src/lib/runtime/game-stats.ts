// What a game adds to a player's page beyond wins and places: the figures it keeps per player,
// and how they read. Declared by each game (its stats.ts, given to defineGame); stats/ adds the
// figures up and the player page shows the lines, without knowing any game.
import type { Figures } from '$lib/model';

/** What a player's page knows of one game for one player: the sums it keeps (stats/tally.ts). */
export type StatsView<F extends Figures = Figures> = {
	played: number;
	/** The player's scores in the game's summaries, added up. */
	scoreSum: number;
	/** The summaries' progress added up: rounds in Wizard, Bosses faced in Hell of a Deal. */
	progress: number;
	/** Team games only: rounds survived (the team's wins and losses are the page's own figures). */
	bossesBeaten: number;
	/** The game's own figures, added up over the games counted so far; null while none is. */
	figures: F | null;
};

/** One line of a player's page: "Bids made · 63% (19 of 30 rounds)". */
export type StatLine = { label: string; value: string };

export type GameStats<Snapshot, F extends Figures = Figures> = {
	/** Each seated player's figures in a finished game, by player id; a game with none leaves it out. */
	figures?: (snapshot: Snapshot) => Record<string, F>;
	/** The lines a player's page shows for this game, in the player's language. */
	lines: (view: StatsView<F>) => StatLine[];
	/**
	 * Each seat's total after every step of the game, for the chart on its record and screen;
	 * a game whose scores do not run per player (a team's pot) leaves it out, and shows none.
	 */
	totalsByRound?: (snapshot: Snapshot) => TotalsByRound;
};

/**
 * What one step of a chart is: a round of the game, a turn of a game that goes turn by turn
 * (whatever its points came in), or one change of score in a game that goes card by card.
 */
export type ChartStep = 'round' | 'turn' | 'change';

/** The totals a chart draws: `totals[i][seat]` is the seat's total after step i + 1. */
export type TotalsByRound = { step: ChartStep; totals: number[][] };

/**
 * Running totals after each charge that moved a score, for the games that charge points card
 * by card; a charge of nothing is no step.
 */
export function totalsAfterEachCharge(charges: readonly Charged[], players: number): TotalsByRound {
	const steps = charges.filter(({ points }) => points !== 0).map((charge) => [charge]);
	return { step: 'change', totals: totalsAfter(steps, players) };
}

/** Running totals after each turn, however many charges (none too) each turn made. */
export function totalsAfterEachTurn(turns: readonly (readonly Charged[])[], players: number): TotalsByRound {
	return { step: 'turn', totals: totalsAfter(turns, players) };
}

type Charged = { seat: number; points: number };

function totalsAfter(steps: readonly (readonly Charged[])[], players: number): number[][] {
	let running = new Array<number>(players).fill(0);
	return steps.map((charges) => {
		running = running.map((total, seat) =>
			charges.reduce((sum, charge) => (charge.seat === seat ? sum + charge.points : sum), total)
		);
		return running;
	});
}
