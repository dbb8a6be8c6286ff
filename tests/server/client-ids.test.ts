// A Yjs client id writes new content for one phone only: a member writing ahead under another
// phone's client id is refused (else Yjs would take that phone's own later writes as known and
// drop them everywhere), while content the server already holds may come from any phone.
import * as Y from 'yjs';
import { afterEach, describe, expect, it } from 'vitest';
import { nightDocName } from '../../src/lib/sync/protocol';
import { connectClient, newPhone, sendUpdate, settle, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer } from './harness';

const NIGHT = nightDocName('table-client-ids-1', 'night-0001');
const SECRET = 'secret-of-the-client-ids-table';
const ANNA_CLIENT = 424242;

let servers: TestServer[] = [];
let clients: TestClient[] = [];

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	await Promise.all(servers.map((server) => server.stop()));
	[servers, clients] = [[], []];
});

async function server(dataDir?: string): Promise<TestServer> {
	const started = await startTestServer({ dataDir });
	servers.push(started);
	return started;
}

function phone(at: TestServer, doc = new Y.Doc()): TestClient {
	const client = connectClient(at.wsUrl, NIGHT, SECRET, doc, newPhone());
	clients.push(client);
	return client;
}

/** Anna's phone, writing under its own client id, and an entry of hers the server acknowledged. */
async function annaWrites(at: TestServer): Promise<TestClient> {
	const doc = new Y.Doc();
	doc.clientID = ANNA_CLIENT;
	const anna = phone(at, doc);
	await synced(anna);
	doc.getMap('events').set('e1', 'Anna bids 1');
	await until(() => !anna.provider.hasUnsyncedChanges, "Anna's entry is acknowledged");
	return anna;
}

/** A member's document holding what the server has, then writing ahead under Anna's client id. */
function forgedAhead(anna: Y.Doc): Y.Doc {
	const doc = new Y.Doc();
	Y.applyUpdate(doc, Y.encodeStateAsUpdate(anna));
	// Set after the update: Yjs moves a document off a client id that arrives from elsewhere.
	doc.clientID = ANNA_CLIENT;
	doc.getMap('events').set('e2', 'forged');
	return doc;
}

describe("another phone's client id", () => {
	it("is refused for new content, and the owner's next write still reaches everyone", async () => {
		const at = await server();
		const anna = await annaWrites(at);
		const mallory = phone(at, forgedAhead(anna.doc));
		await until(() => mallory.refusals.includes('foreign-client'), 'the forged write is refused');
		await until(() => mallory.closeCodes.includes(4409), 'its connection is closed');

		anna.doc.getMap('events').set('e2', 'Anna bids 2');
		await until(() => !anna.provider.hasUnsyncedChanges, "Anna's next entry is acknowledged");
		const reader = phone(at);
		await until(() => reader.doc.getMap('events').get('e2') === 'Anna bids 2', "Anna's entry arrives");
		await settle();
		expect(reader.doc.getMap('events').toJSON()).toEqual({ e1: 'Anna bids 1', e2: 'Anna bids 2' });
	});

	it('stays refused after a restart: the owner is kept with the document', async () => {
		const at = await server();
		const anna = await annaWrites(at);
		anna.destroy();
		await at.restart();
		const mallory = phone(at, forgedAhead(anna.doc));
		await until(() => mallory.refusals.length > 0, 'the forged write is refused');
		expect(mallory.refusals).toContain('foreign-client');
	});

	it("is taken for content the server holds, sent again beside the sender's own", async () => {
		const at = await server();
		const anna = await annaWrites(at);
		const ben = phone(at);
		await synced(ben);
		const own = new Y.Doc();
		own.clientID = ben.doc.clientID;
		own.getMap('events').set('b1', 'Ben bids 0');
		sendUpdate(ben, Y.mergeUpdates([Y.encodeStateAsUpdate(anna.doc), Y.encodeStateAsUpdate(own)]));
		await until(() => !ben.provider.hasUnsyncedChanges, "Ben's update is acknowledged");
		await until(() => anna.doc.getMap('events').get('b1') === 'Ben bids 0', "Ben's entry reaches Anna");
		expect(ben.refusals).toEqual([]);
	});

	it("is taken for content the server lost, sent back by another phone with that phone's own", async () => {
		const first = await server();
		const anna = await annaWrites(first);
		const ben = phone(first);
		await until(() => ben.doc.getMap('events').has('e1'), "Ben's phone holds Anna's entry");
		ben.doc.getMap('events').set('b1', 'Ben bids 0');
		await until(() => !ben.provider.hasUnsyncedChanges, "Ben's entry is acknowledged");
		[anna, ben].forEach((client) => client.destroy());

		// A server that lost everything: Ben's phone brings back Anna's entry with its own.
		const empty = await server();
		const back = phone(empty, ben.doc);
		await synced(back);
		await until(() => !back.provider.hasUnsyncedChanges, 'the server took it all');
		const reader = phone(empty);
		await until(() => reader.doc.getMap('events').size === 2, 'both entries are back');
		expect(back.refusals).toEqual([]);
	});
});
