// For tests: each registered game's random moves, by game id (see contract.test.ts).
import type { AnyGame } from '$lib/runtime/game-module';
import type { GameMoves } from '$lib/runtime/random-play';
import { hellMoves } from './hell-of-a-deal/test-moves';
import { wizardMoves } from './wizard/test-moves';

export const CONTRACT_MOVES: Record<string, GameMoves<AnyGame>> = {
	'hell-of-a-deal': hellMoves,
	wizard: wizardMoves
};
