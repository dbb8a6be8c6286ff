// For tests: every game's random moves (the default export of its test-moves.ts), by game id,
// found the way games/index.ts finds the games themselves.
import type { AnyGameMoves } from '$support/random-play';

/** The moves that `import.meta.glob('<folder>/*\/test-moves.ts', { eager: true })` found, by folder. */
export function movesFound(found: Record<string, unknown>): Record<string, AnyGameMoves> {
	return Object.fromEntries(
		Object.entries(found).map(([path, module]) => [
			path.split('/').at(-2)!,
			(module as { default: AnyGameMoves }).default
		])
	);
}

export const CONTRACT_MOVES = movesFound(import.meta.glob('./*/test-moves.ts', { eager: true }));
