// What a High Card table might tap: mostly real cards, now and then one that is not.
import { tableSetups, type GameMoves } from '$support/random-play';
import { highCardGame, type HighCardGame } from './game';

const highCardMoves: GameMoves<HighCardGame> = {
	game: highCardGame,
	setups: tableSetups({ min: 2, max: 6 }),
	taps: (table, draw) => (table.snapshot.status === 'done' ? [] : [{ type: 'card', rank: draw(16) }]),
	maxTaps: 400
};

export default highCardMoves;
