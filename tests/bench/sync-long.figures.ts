// Two phones in a table, in Node (fake-indexeddb) through the repository's server on loopback: a
// tap on A until B holds it, near the start of a game's log (its 10th event) and deep in it (its
// 2,000th). Sending reads only what the tap wrote (the outbox), so the two should be alike; what
// still grows with the log is B's merge, which replays the game.
import { afterAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { arrival, loadPhone, startWizard, tap, type TestPhone } from '$support/sync-phones';
import { percentile, report } from './figures';

const TABLE = { tableId: 'table-bench-long', secret: 'secret-of-table-bench-long' };
const SAMPLES = 40;
let server: TestServer;
const phones: TestPhone[] = [];

afterAll(async () => {
	for (const phone of phones) await phone.leave();
	await server?.stop();
});

/**
 * A bid and its undo, over and over: two events a pair, the game never moving on, so a log can
 * be as long as wanted. Each pair is timed from A's write to B holding it, when `delays` is given.
 */
async function bidAndUndo(a: TestPhone, b: TestPhone, gameId: string, pairs: number, delays?: number[]) {
	for (let pair = 0; pair < pairs; pair++) {
		const { lastSeq } = (await a.modules.games.getGame(gameId))!;
		const bid = await tap(a, gameId, 'bid', { round: 1, seat: 1, bid: 0 });
		const arrived = arrival(b, gameId, lastSeq + 1);
		const start = performance.now();
		delays?.push((await arrived) - start);
		await tap(a, gameId, 'undo', { id: bid.id });
		await arrival(b, gameId, lastSeq + 2);
	}
}

it('a tap on A held by B, at the 10th and at the 2,000th event of one game', async () => {
	server = await startTestServer();
	const [a, b] = [await loadPhone('a'), await loadPhone('b')];
	phones.push(a, b);
	await a.join(TABLE, server.wsUrl);
	await b.join(TABLE, server.wsUrl);
	const game = await startWizard(a, ['Anna', 'Ben', 'Cleo']);
	await tap(a, game.id, 'trump', { round: 1, card: 'hearts' });
	await a.caughtUp();
	await b.caughtUp();

	const early: number[] = [];
	await bidAndUndo(a, b, game.id, 4);
	await bidAndUndo(a, b, game.id, SAMPLES, early);
	await bidAndUndo(a, b, game.id, 1000 - SAMPLES - 4);
	const late: number[] = [];
	await bidAndUndo(a, b, game.id, SAMPLES, late);
	const figures = (delays: number[]) =>
		`p50 ${percentile(delays, 50).toFixed(1)} ms, p95 ${percentile(delays, 95).toFixed(1)} ms`;
	report(`A tap on A held by B (Node, fake-indexeddb, loopback), ${SAMPLES} taps each`, {
		'near the 10th event': figures(early),
		'near the 2,000th event': figures(late),
		'p95 deep / early': (percentile(late, 95) / percentile(early, 95)).toFixed(2)
	});
	expect((await b.modules.games.getGame(game.id))!.lastSeq).toBeGreaterThanOrEqual(2000);
});
