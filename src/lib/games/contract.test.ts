// The game contract (tests/support/game-contract.ts) over every registered game.
import { expect, it } from 'vitest';
import { checkGameContract } from '$support/game-contract';
import { GAMES } from '.';
import { GAME_MOVES } from '$support/every-game';

it('covers every registered game', () => {
	expect(Object.keys(GAME_MOVES).sort()).toEqual(GAMES.map((game) => game.id).sort());
});

for (const [id, moves] of Object.entries(GAME_MOVES)) checkGameContract(id, moves);
