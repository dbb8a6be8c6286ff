// For tests: each registered game's random moves, by game id (see contract.test.ts).
import type { AnyGameMoves } from '$support/random-play';
import { beatTheDealerMoves } from './beat-the-dealer/test-moves';
import { fuckTheDealerMoves } from './fuck-the-dealer/test-moves';
import { hellMoves } from './hell-of-a-deal/test-moves';
import { theDealerMoves } from './the-dealer/test-moves';
import { wizardMoves } from './wizard/test-moves';

export const CONTRACT_MOVES: Record<string, AnyGameMoves> = {
	'beat-the-dealer': beatTheDealerMoves,
	'fuck-the-dealer': fuckTheDealerMoves,
	'hell-of-a-deal': hellMoves,
	'the-dealer': theDealerMoves,
	wizard: wizardMoves
};
