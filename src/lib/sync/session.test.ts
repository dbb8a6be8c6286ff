// Phones of one table, each with its own database, syncing through a real Hocuspocus server on
// loopback: what one enters, the others hold, with the same logs and what follows from them.
import { startTestServer, type TestServer } from '../../../tests/server/harness';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPhone, startWizard, tap, type TestPhone } from '$support/sync-phones';

const TABLE = { tableId: 'table-one-0001', secret: 'secret-of-table-one-0001' };

let server: TestServer;
let url: string;
let phones: TestPhone[] = [];

beforeEach(async () => {
	server = await startTestServer();
	url = server.wsUrl;
});

afterEach(async () => {
	for (const phone of phones) await phone.leave();
	phones = [];
	await server.stop();
});

async function phone(name: string): Promise<TestPhone> {
	const made = await loadPhone(name);
	phones.push(made);
	return made;
}

describe('two phones in a table', () => {
	it('hold the same players, game and log after one starts a game and both tap', async () => {
		const anna = await phone('anna');
		const game = await startWizard(anna, ['Anna', 'Ben', 'Cleo']);
		await tap(anna, game.id, 'trump', { round: 1, card: 'hearts' });
		const ben = await phone('ben');
		await anna.join(TABLE, url);
		await ben.join(TABLE, url);
		await anna.caughtUp();
		await ben.caughtUp();

		// Ben's phone holds Anna's game now, and enters the next bid on it.
		await tap(ben, game.id, 'bid', { round: 1, seat: 1, bid: 0 });
		await ben.caughtUp();
		await anna.caughtUp();

		const held = await anna.holdings();
		expect(held.players.map((player) => player.name).sort()).toEqual(['Anna', 'Ben', 'Cleo']);
		expect(held.logs[0]!.map((event) => event.type)).toEqual(['trump', 'bid']);
		expect(await ben.holdings()).toEqual(held);
	});

	it('take in a game started after both joined, with its first taps, in order', async () => {
		const anna = await phone('anna');
		const ben = await phone('ben');
		await anna.join(TABLE, url);
		await ben.join(TABLE, url);
		const game = await startWizard(anna, ['Anna', 'Ben', 'Cleo']);
		await tap(anna, game.id, 'trump', { round: 1, card: 'hearts' });
		await tap(anna, game.id, 'bid', { round: 1, seat: 1, bid: 0 });
		await anna.caughtUp();
		await ben.caughtUp();
		const held = await ben.holdings();
		expect(held.logs[0]!.map((event) => event.type)).toEqual(['trump', 'bid']);
		expect(held).toEqual(await anna.holdings());
	});

	it('carry a deletion, a restoration and a game stored with an old time (as an import stores it)', async () => {
		const anna = await phone('anna');
		const ben = await phone('ben');
		const game = await startWizard(anna, ['Anna', 'Ben', 'Cleo']);
		await anna.join(TABLE, url);
		await ben.join(TABLE, url);
		await anna.caughtUp();
		await ben.caughtUp();
		const deletedOnBen = async () => (await ben.holdings()).games.find(({ id }) => id === game.id)?.deletedAt;

		// As Recently deleted marks a game, and a restore takes the mark away.
		await anna.modules.database.database().games.update(game.id, { deletedAt: 1_000 });
		await anna.caughtUp();
		await ben.caughtUp();
		expect(await deletedOnBen()).toBe(1_000);
		await anna.modules.database.database().games.update(game.id, { deletedAt: undefined });
		await anna.caughtUp();
		await ben.caughtUp();
		expect(await deletedOnBen()).toBeUndefined();

		// Stored a year ago by its own clock: no newer than anything the sync read before.
		const old = await anna.modules.games.createGame(
			{ kind: 'wizard', setup: game.setup, summary: game.summary, rulesVersion: game.rulesVersion },
			Date.UTC(2025, 0, 1)
		);
		await anna.caughtUp();
		await ben.caughtUp();
		expect((await ben.holdings()).games.map(({ id }) => id)).toContain(old.id);
		expect(await ben.holdings()).toEqual(await anna.holdings());
	});
});
