// Two phones in a table, in Node (fake-indexeddb) through the repository's server on loopback:
// how long a tap on A takes to be in B's log, over 200 taps; and how long two phones that made
// 1,000 actions each while apart take to hold the same after they reconnect.
import { afterAll, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { arrival, loadPhone, startWizard, tap, type TestPhone } from '$support/sync-phones';
import { percentile, report } from './figures';

const TABLE = { tableId: 'table-bench-taps', secret: 'secret-of-table-bench-taps' };
let server: TestServer;
const phones: TestPhone[] = [];

afterAll(async () => {
	for (const phone of phones) await phone.leave();
	await server?.stop();
});

/** The taps of a whole 3-player Wizard game: every round's trump, bids and tricks, each made. */
function* wizardTaps(): Generator<[string, Record<string, unknown>]> {
	for (let round = 1; round <= 20; round++) {
		if (round < 20) yield ['trump', { round, card: 'hearts' }];
		for (let i = 1; i <= 3; i++) yield ['bid', { round, seat: (round - 1 + i) % 3, bid: 0 }];
		yield ['tricks', { round, tricks: [0, 1, 2].map((seat) => (seat === (round - 1 + 3) % 3 ? round : 0)) }];
	}
}

it('a tap on phone A shown on phone B, 200 taps', async () => {
	server = await startTestServer();
	const [a, b] = [await loadPhone('a'), await loadPhone('b')];
	phones.push(a, b);
	await a.join(TABLE, server.wsUrl);
	await b.join(TABLE, server.wsUrl);
	const delays: number[] = [];
	while (delays.length < 200) {
		const game = await startWizard(a, ['Anna', 'Ben', 'Cleo']);
		await a.caughtUp();
		await b.caughtUp();
		let seq = 0;
		for (const [type, payload] of wizardTaps()) {
			if (delays.length === 200) break;
			const arrived = arrival(b, game.id, ++seq);
			const start = performance.now();
			await tap(a, game.id, type, payload);
			delays.push((await arrived) - start);
		}
	}
	report('A tap on A in B’s log (Node, fake-indexeddb, loopback), 200 taps', {
		p50: `${percentile(delays, 50).toFixed(1)} ms`,
		p95: `${percentile(delays, 95).toFixed(1)} ms`,
		max: `${Math.max(...delays).toFixed(1)} ms`
	});
	expect(delays).toHaveLength(200);
});

it('two phones, 1,000 actions each made apart, converged after reconnecting', async () => {
	for (const phone of phones.splice(0)) await phone.leave();
	const table = { ...TABLE, tableId: 'table-bench-apart' };
	const [a, b] = [await loadPhone('a2'), await loadPhone('b2')];
	phones.push(a, b);
	for (const phone of [a, b]) {
		let actions = 0;
		while (actions < 1000) {
			const game = await startWizard(phone, [`${phone.name} A`, `${phone.name} B`, `${phone.name} C`]);
			for (const [type, payload] of wizardTaps()) {
				if (actions === 1000) break;
				await tap(phone, game.id, type, payload);
				actions++;
			}
		}
	}
	const start = performance.now();
	await a.join(table, server.wsUrl);
	await b.join(table, server.wsUrl);
	for (const phone of [a, b, a]) await phone.caughtUp(120_000);
	const converged = performance.now() - start;
	const [heldA, heldB] = [await a.holdings(), await b.holdings()];
	expect(heldB).toEqual(heldA);
	const events = heldA.logs.reduce((sum, log) => sum + log.length, 0);
	report('Two phones, 1,000 actions each made apart, then both connect', {
		converged: `${(converged / 1000).toFixed(2)} s`,
		'events held by each': String(events)
	});
});
