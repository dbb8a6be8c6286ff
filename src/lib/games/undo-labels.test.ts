// Undo says what it takes back, and at a table of several players "Tricks entered" or "Card: 9"
// is not enough: every game's newest action, as the Undo bar names it, says whose it was or
// which round it belongs to (issue 33). Checked over random games of every registered game.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeLogged } from '$lib/runtime/game-record';
import { replay } from '$lib/runtime/replay';
import { UNDO } from '$lib/log/undo';
import { playRandomGame, seededDraw } from '$support/random-play';
import { GAME_MOVES } from '$support/every-game';

/** Actions that set the whole game up, before any round: the roles' cards, the Boss deck. */
const SETUP_ACTIONS = new Set(['roles', 'begin']);
const nameOf = (seat: unknown) => (typeof seat === 'number' ? `«seat ${seat}»` : '?');
const NAMES_WHOSE_OR_WHICH = /«seat \d+»|\bround \d+/i;

describe.each(Object.entries(GAME_MOVES))('%s: Undo', (_, moves) => {
	it('names whose action or which round, for every action a game can end with', () => {
		const unnamed = new Set<string>();
		for (const seed of [1, 2, 3]) {
			const [setup] = fc.sample(moves.setups, { seed, numRuns: 1 });
			const { table } = playRandomGame(moves, setup!, seededDraw(seed));
			table.log.forEach((event, i) => {
				if (event.type === UNDO || SETUP_ACTIONS.has(event.type)) return;
				const { snapshot } = replay(moves.game, setup!, table.log.slice(0, i + 1));
				const label = describeLogged(moves.game, event, nameOf, snapshot);
				if (!NAMES_WHOSE_OR_WHICH.test(label)) unnamed.add(`${event.type}: ${label}`);
			});
		}
		expect([...unnamed]).toEqual([]);
	});
});
