// The next game with the same table: the same players in the same seats, the same settings,
// and the deal passed on as it passes during play: to the left, the next seat clockwise.
import type { GameSetup } from '$lib/model';
import type { AnyGameModule } from './game-module';

/**
 * The setup of the next game: `lastDealer` is the seat that dealt last in the game just played.
 * Copies, so the new game's record never shares an array with the old one.
 */
export function nextSetup(previous: GameSetup, lastDealer: number): GameSetup {
	return {
		seats: [...previous.seats],
		firstDealer: (lastDealer + 1) % previous.seats.length,
		settings: { ...previous.settings }
	};
}

/** Who dealt last in this finished game, by the game's own rotation, else its first dealer. */
export function lastDealerOf(module: AnyGameModule, snapshot: unknown, setup: GameSetup): number {
	return module.lastDealer?.(snapshot) ?? setup.firstDealer;
}
