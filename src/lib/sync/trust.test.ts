// What a phone takes from a table it cannot trust: a server that refuses its key, and a writer
// holding the right key that puts damaged or made-up records in the documents. Nothing is read
// without the key, and nothing damaged reaches this phone's records: it is counted and shown.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { connectClient, synced, until, type TestClient } from '../../../tests/server/clients';
import { startTestServer, type TestServer } from '../../../tests/server/harness';
import { loadPhone, startWizard, type TestPhone } from '$support/sync-phones';
import { nightDocName, tableDocName } from './protocol';

const TABLE = { tableId: 'table-trust-0001', secret: 'secret-of-table-trust-0001' };
const OTHER = { tableId: 'table-other-0002', secret: 'secret-of-table-other-0002' };

let server: TestServer;
let phones: TestPhone[] = [];
let clients: TestClient[] = [];

beforeEach(async () => {
	server = await startTestServer();
});

afterEach(async () => {
	for (const phone of phones) await phone.leave();
	for (const client of clients) client.destroy();
	phones = [];
	clients = [];
	await server.stop();
});

async function phoneWithPlayers(name: string, players: string[]): Promise<TestPhone> {
	const phone = await loadPhone(name);
	phones.push(phone);
	for (const player of players) await phone.modules.players.addPlayer(player, '#336699');
	return phone;
}

async function refused(phone: TestPhone): Promise<void> {
	await until(() => phone.session!.state.snapshot.phase === 'refused', `${phone.name} is refused`);
	expect(phone.session!.state.snapshot.refusal).toBe('wrong-secret');
}

describe('a phone without the table’s key', () => {
	it('is refused, with a wrong secret or another table’s, and nothing passes either way', async () => {
		const anna = await phoneWithPlayers('anna', ['Anna']);
		await anna.join(TABLE, server.wsUrl);
		await anna.caughtUp();
		const other = await phoneWithPlayers('other', ['Olga']);
		await other.join(OTHER, server.wsUrl);
		await other.caughtUp();

		const guess = await phoneWithPlayers('guess', ['Gus']);
		await guess.join({ ...TABLE, secret: 'a-guessed-secret-0000' }, server.wsUrl);
		await refused(guess);
		// Another table's own secret opens that table only.
		const borrowed = await phoneWithPlayers('borrowed', ['Bo']);
		await borrowed.join({ tableId: TABLE.tableId, secret: OTHER.secret }, server.wsUrl);
		await refused(borrowed);

		await anna.caughtUp();
		const names = async (phone: TestPhone) => (await phone.holdings()).players.map((player) => player.name);
		expect(await names(anna)).toEqual(['Anna']);
		expect(await names(guess)).toEqual(['Gus']);
		expect(await names(borrowed)).toEqual(['Bo']);
		expect(await names(other)).toEqual(['Olga']);
	});
});

describe('a writer with the key and damaged records', () => {
	it('has each damaged entry counted and left out, and this phone’s records kept', async () => {
		const anna = await phoneWithPlayers('anna', []);
		const game = await startWizard(anna, ['Anna', 'Ben', 'Cleo']);
		await anna.join(TABLE, server.wsUrl);
		await anna.caughtUp();
		const before = await anna.holdings();

		const table = connectClient(server.wsUrl, tableDocName(TABLE.tableId), TABLE.secret);
		const night = connectClient(server.wsUrl, nightDocName(TABLE.tableId, game.nightId), TABLE.secret);
		clients.push(table, night);
		await synced(table);
		await synced(night);
		const anyId = before.players[0]!.id;
		table.doc.transact(() => {
			// A colour that is not one, a player stored under another's id, a game of no seats.
			table.doc
				.getMap('players')
				.set('player-bad-colour', { ...before.players[0]!, id: 'player-bad-colour', color: 'red' });
			table.doc.getMap('players').set(anyId, { ...before.players[1]!, name: 'Mallory' });
			table.doc.getMap('games').set('game-no-seats', {
				...tableGame(game),
				id: 'game-no-seats',
				setup: { seats: [], firstDealer: 0, settings: {} }
			});
		});
		const event = {
			gameId: game.id,
			seq: 1,
			type: 'trump',
			payload: { round: 1, card: 'clubs' },
			at: 1,
			deviceId: 'mallory'
		};
		night.doc.transact(() => {
			night.doc.getMap('events').set('no-stamp', { ...event, id: 'no-stamp' });
			night.doc.getMap('events').set('wrong-shape', { ...event, id: 'wrong-shape', payload: 'clubs', hlc: STAMP });
			// Well formed, for a game nobody has: it waits, and is never placed in any game here.
			night.doc.getMap('events').set('no-game', { ...event, id: 'no-game', gameId: 'no-such-game', hlc: STAMP });
		});

		await until(() => anna.session!.state.snapshot.refused.length === 5, 'five entries refused');
		await until(() => anna.session!.state.snapshot.waiting === 1, 'one event waits for its game');
		expect(anna.session!.state.snapshot.refused.map(({ map, key }) => `${map}/${key}`).sort()).toEqual(
			[
				`players/${anyId}`,
				'events/no-stamp',
				'events/wrong-shape',
				'games/game-no-seats',
				'players/player-bad-colour'
			].sort()
		);
		await anna.caughtUp();
		expect(await anna.holdings()).toEqual(before);
		// Still shown after later syncs, until a good record takes the key.
		await anna.modules.players.addPlayer('Dan', '#336699');
		await anna.caughtUp();
		expect(anna.session!.state.snapshot.refused).toHaveLength(5);
		expect(anna.session!.state.snapshot.waiting).toBe(1);
	});
});

const STAMP = '2026-12-02T20:00:00.000Z-0000-mallory';

function tableGame(game: { id: string; kind: string; nightId: string; setup: unknown; createdAt: number }) {
	const { id, kind, nightId, setup, createdAt } = game;
	return { id, kind, nightId, setup, createdAt };
}
