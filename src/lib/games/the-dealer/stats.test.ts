// The Dealer's figures on the recorded whole game.
import { expect, it } from 'vitest';
import { FIXTURES, rulesOf } from '$support/test-backups';
import { replay } from '$lib/runtime/replay';
import { theDealerStats } from './stats';

it('counts every round once per player, under the role they held', async () => {
	const fixture = FIXTURES.find((f) => f.kind === 'the-dealer')!;
	const { snapshot } = replay((await rulesOf('the-dealer'))!, fixture.setup, fixture.events);
	const figures = theDealerStats.figures!(snapshot);
	const rounds = snapshot.context.rounds.length;
	expect(rounds).toBeGreaterThan(0);
	for (const playerId of fixture.setup.seats) {
		const own = figures[playerId]!;
		expect(Object.values(own.roles).reduce((sum, r) => sum + r.held, 0)).toBe(rounds);
		expect(own.busts).toBeLessThanOrEqual(rounds - (own.roles.dealer?.held ?? 0));
		// The Dealer holds no cards: it cannot bust, and scores only from the others' busts.
		expect(own.roles.dealer?.held).toBeGreaterThan(0);
	}
});

it('reads busts, and each role in name order with the rounds it scored', () => {
	const view = { played: 1, scoreSum: 0, progress: 0, bossesBeaten: 0 };
	const figures = { rounds: 5, busts: 2, roles: { sniper: { held: 2, scored: 1 }, giant: { held: 3, scored: 0 } } };
	expect(theDealerStats.lines({ ...view, figures })).toEqual([
		{ label: 'Busts', value: '2' },
		{ label: 'Giant scored', value: '0 of 3 rounds' },
		{ label: 'Sniper scored', value: '1 of 2 rounds' }
	]);
});

it('charts a point per round played, ending on the totals the standings show', async () => {
	const fixture = FIXTURES.find((f) => f.kind === 'the-dealer')!;
	const game = (await rulesOf('the-dealer'))!;
	const { snapshot } = replay(game, fixture.setup, fixture.events);
	const { step, totals } = theDealerStats.totalsByRound!(snapshot);
	expect(step).toBe('round');
	expect(totals).toHaveLength(snapshot.context.rounds.length);
	const scores = game.summarize(snapshot).standings;
	expect(totals.at(-1)).toEqual(fixture.setup.seats.map((id) => scores.find((s) => s.playerId === id)!.score));
});
