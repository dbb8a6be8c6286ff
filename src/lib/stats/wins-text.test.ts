// A night's table and a player's page read a player's wins by one rule: a team game the table
// won is counted, apart from the wins for places (issue 33: a night showed "0 of 5").
import { expect, it } from 'vitest';
import type { GameRecord, GameSummary } from '$lib/model';
import { resultsOf, tableOf, totalsOf } from '$lib/stats/results';
import { winsLine, winsText } from './wins-text';

const game = (id: string, kind: string, summary: Omit<GameSummary, 'finished' | 'progress'>) =>
	({ id, kind, createdAt: 0, summary: { finished: true, progress: null, ...summary } }) as GameRecord;
const wizard = game('w', 'wizard', {
	standings: [
		{ playerId: 'a', score: 90, place: 1 },
		{ playerId: 'b', score: 40, place: 2 }
	]
});
const hell = game('h', 'hell-of-a-deal', {
	team: 'won',
	standings: [
		{ playerId: 'a', score: 7, place: 1 },
		{ playerId: 'b', score: 7, place: 1 }
	]
});

it('counts the team’s win on a night’s table as on the player’s page', () => {
	const night = tableOf([wizard, hell]);
	const ben = night.find((row) => row.playerId === 'b')!.totals;
	expect(winsLine(ben)).toBe('0 of 1 (0%) · team games won 1 of 1');
	// The player page reads the same totals with the same words.
	expect(winsText(totalsOf([wizard, hell].flatMap(resultsOf).filter((r) => r.playerId === 'b')))).toEqual({
		placed: '0 of 1 (0%)',
		team: 'won 1 of 1'
	});
});

it('reads a night of team games alone by the team’s record', () => {
	const [anna] = tableOf([hell]);
	expect(winsLine(anna!.totals)).toBe('team games won 1 of 1');
});
