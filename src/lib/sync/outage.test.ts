// The server goes away and comes back, or is two servers sharing Redis: phones keep entering
// through it all, and end holding the same, with nothing lost.
import { afterEach, describe, expect, it } from 'vitest';
import { startRedis, startTestServer, type TestServer } from '../../../tests/server/harness';
import { loadPhone, startWizard, tap, type TestPhone } from '$support/sync-phones';

const TABLE = { tableId: 'table-outage-0001', secret: 'secret-of-table-outage-0001' };

let phones: TestPhone[] = [];
let stops: (() => Promise<void>)[] = [];

afterEach(async () => {
	for (const phone of phones) await phone.leave();
	for (const stop of stops.reverse()) await stop();
	phones = [];
	stops = [];
});

async function phone(name: string, url: string): Promise<TestPhone> {
	const made = await loadPhone(name);
	phones.push(made);
	await made.join(TABLE, url);
	return made;
}

/** A game started on the phone and its trump turned: two records and an event to carry. */
async function playSome(phone: TestPhone, label: string): Promise<void> {
	const game = await startWizard(phone, [`${label} A`, `${label} B`, `${label} C`]);
	await tap(phone, game.id, 'trump', { round: 1, card: 'spades' });
	await tap(phone, game.id, 'bid', { round: 1, seat: 1, bid: 1 });
}

describe('a server restarted while phones enter', () => {
	it('loses nothing: what was sent before is stored, what was entered during arrives after', async () => {
		const server: TestServer = await startTestServer();
		stops.push(() => server.stop());
		const anna = await phone('anna', server.wsUrl);
		const ben = await phone('ben', server.wsUrl);
		await playSome(anna, 'first');
		await anna.caughtUp();
		// Mid-sync: Ben's entries are on their way when the server stops.
		await playSome(ben, 'second');
		await server.restart();
		await playSome(anna, 'third');
		await playSome(ben, 'fourth');
		await anna.caughtUp(30_000);
		await ben.caughtUp(30_000);
		await anna.caughtUp(30_000);

		const held = await anna.holdings();
		expect(held.games).toHaveLength(4);
		expect(held.players).toHaveLength(12);
		expect(held.logs.map((log) => log.length)).toEqual([2, 2, 2, 2]);
		expect(await ben.holdings()).toEqual(held);

		// And the server kept it: a phone that was never here gets it all from the restarted server.
		const cleo = await phone('cleo', server.wsUrl);
		await cleo.caughtUp(30_000);
		expect(await cleo.holdings()).toEqual(held);
	}, 90_000);
});

describe('a phone of many nights', () => {
	it('comes back after a restart without being cut off for what its nights say before it is let in', async () => {
		const server: TestServer = await startTestServer();
		stops.push(() => server.stop());
		const anna = await loadPhone('anna');
		phones.push(anna);
		const game = await startWizard(anna, ['Anna', 'Ben', 'Cleo']);
		// A year and more of evenings: opening a night says about 150 bytes, the server takes 64 KiB
		// from a connection before one of its documents is let in.
		const DAY = 24 * 3600_000;
		for (let night = 1; night <= 600; night++)
			await anna.modules.games.createGame(
				{ kind: 'wizard', setup: game.setup, summary: game.summary, rulesVersion: game.rulesVersion },
				game.createdAt - night * DAY
			);
		await anna.join(TABLE, server.wsUrl);
		await anna.caughtUp(60_000);
		const refusals: string[] = [];
		anna.session!.state.subscribe(({ refusal }) => void (refusal && refusals.push(refusal)));
		await server.restart();
		await anna.caughtUp(60_000);
		expect(anna.session!.state.snapshot.nights).toEqual({ ready: 601, total: 601 });
		expect(refusals).toEqual([]);
	}, 120_000);
});

describe('two servers sharing Redis', () => {
	it('carry a table between phones connected to different servers', async () => {
		const redis = await startRedis();
		stops.push(() => redis.stop());
		const one = await startTestServer({ redisUrl: redis.url });
		stops.push(() => one.stop());
		const two = await startTestServer({ redisUrl: redis.url });
		stops.push(() => two.stop());
		const anna = await phone('anna', one.wsUrl);
		const ben = await phone('ben', two.wsUrl);
		await playSome(anna, 'anna');
		await playSome(ben, 'ben');
		for (const each of [anna, ben, anna]) await each.caughtUp(20_000);
		const held = await anna.holdings();
		expect(held.games).toHaveLength(2);
		expect(await ben.holdings()).toEqual(held);
	}, 60_000);
});
