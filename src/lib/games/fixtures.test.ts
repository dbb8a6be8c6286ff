// Every game recorded once, whole, as a table played it: these logs must replay to the same
// end for as long as the app exists. A change that breaks one breaks the games people kept;
// it ships an upcaster (and a new rules version) instead. RECORD_LOGS=1 records a missing log.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandomGame, seededDraw } from '$support/random-play';
import { replay } from '$lib/runtime/replay';
import { GAME_MOVES, readFixture, wholeGameFile, type Fixture } from '$support/every-game';

/** A whole game from the first seed whose random table plays to the end. */
function record(id: string): Fixture {
	const moves = GAME_MOVES[id]!;
	for (let seed = 1; ; seed++) {
		const [setup] = fc.sample(moves.setups, { seed, numRuns: 1 });
		const { table, finished } = playRandomGame(moves, setup!, seededDraw(seed));
		if (!finished) continue;
		const events = table.log.map((event) => ({ ...event, gameId: `fixture-${id}` }));
		return {
			kind: id,
			rulesVersion: moves.game.rulesVersion,
			setup: setup!,
			events,
			summary: moves.game.summarize(table.snapshot)
		};
	}
}

describe.each(Object.keys(GAME_MOVES))('the recorded %s game', (id) => {
	it('replays whole, to the end it was recorded with', () => {
		const file = wholeGameFile(id);
		if (!existsSync(file) && process.env.RECORD_LOGS) {
			mkdirSync(path.dirname(file), { recursive: true });
			writeFileSync(file, JSON.stringify(record(id), null, '\t') + '\n');
		}
		const fixture = readFixture(file);
		const game = GAME_MOVES[id]!.game;
		const { snapshot, refused, missing, newer } = replay(game, fixture.setup, fixture.events, fixture);
		expect(refused).toEqual([]);
		expect(missing).toEqual([]);
		expect(newer).toBe(false);
		expect(game.summarize(snapshot)).toEqual(fixture.summary);
		expect(fixture.summary.finished).toBe(true);
	});
});
