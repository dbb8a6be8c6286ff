// Where storage and stats/ meet. Storage keeps each player's totals; stats/ knows how a game
// counts toward them. Storage may not import stats/ (issue 22: no import cycle), so the rules are
// handed to it here: by the app as it starts (src/hooks.client.ts) and by the tests' setup
// (tests/support/tally-rules.setup.ts), before either creates a database.
import { resultsOf } from '$lib/stats/results';
import { addTallies, isEmpty, tallyGame, tallyGames } from '$lib/stats/tally';
import { countTalliesWith } from '$lib/storage/tally-rules';

export function countTalliesByStats(): void {
	countTalliesWith({
		countsForNobody: (game) => resultsOf(game).length === 0,
		tallyGame,
		tallyGames,
		addTallies,
		isEmpty
	});
}
