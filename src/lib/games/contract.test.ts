// The game contract (tests/support/game-contract.ts) over every registered game.
import { expect, it } from 'vitest';
import { checkGameContract } from '$support/game-contract';
import { GAMES } from '.';
import { CONTRACT_MOVES } from './contract-moves';

it('covers every registered game', () => {
	expect(Object.keys(CONTRACT_MOVES).sort()).toEqual(GAMES.map((game) => game.id).sort());
});

for (const [id, moves] of Object.entries(CONTRACT_MOVES)) checkGameContract(id, moves);
