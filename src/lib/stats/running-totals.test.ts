// Running totals end where the game ended, and move only when a score moved.
import { describe, expect, it } from 'vitest';
import { replay } from '$lib/runtime/replay';
import { FIXTURES, rulesOf } from '$support/test-backups';
import { runningTotals } from './running-totals';

describe.each(FIXTURES.map((f) => [f.kind, f] as const))('the running totals of the recorded %s game', (_, fixture) => {
	it('end at the final standings, and each point differs from the one before', async () => {
		const game = (await rulesOf(fixture.kind))!;
		const series = runningTotals(game, fixture, fixture.events);
		const final = game.summarize(replay(game, fixture.setup, fixture.events).snapshot);
		expect(series.map((s) => s.playerId)).toEqual(fixture.setup.seats);
		for (const { playerId, totals } of series)
			expect(totals.at(-1) ?? 0).toBe(final.standings.find((s) => s.playerId === playerId)!.score);
		const points = series[0]!.totals.map((_, i) => series.map((s) => s.totals[i]).join());
		for (let i = 1; i < points.length; i++) expect(points[i]).not.toBe(points[i - 1]);
	});
});
