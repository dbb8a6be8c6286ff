// Who may enter: the first invite seen for a table registers it, and each phone that brings it
// registers its own key; every document of that table then needs one or the other, nothing reaches
// a refused phone, and the table's document decides which phones are forgotten and which invite
// lets new ones in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ACCESS, nightDocName, tableDocName } from '../../src/lib/sync/protocol';
import { connectClient, newPhone, settle, synced, until, type Phone, type TestClient } from './clients';
import { startTestServer, type TestServer } from './harness';
import { recordingLog, refusal, type LogRecord } from './log-records';

const TABLE = 'table-auth-0001';
const OTHER_TABLE = 'table-auth-0002';
const SECRET = 'the-secret-of-table-one';
const OTHER_SECRET = 'the-secret-of-table-two';

let server: TestServer;
let clients: TestClient[];
let records: LogRecord[];

beforeEach(async () => {
	const recording = recordingLog();
	records = recording.records;
	clients = [];
	server = await startTestServer({ log: recording.log });
});

afterEach(async () => {
	clients.forEach((client) => client.destroy());
	await server.stop();
});

function phone(documentName: string, secret: string | null, who?: Phone): TestClient {
	const client = connectClient(server.wsUrl, documentName, secret, undefined, who);
	clients.push(client);
	return client;
}

async function refused(client: TestClient, reason: string): Promise<void> {
	await until(() => client.refusals.length > 0, `a refusal for ${reason}`);
	expect(client.refusals).toContain(reason);
}

describe('table secrets', () => {
	beforeEach(async () => {
		// The phone that creates the table registers its secret, and writes in two documents.
		const creator = phone(tableDocName(TABLE), SECRET);
		const night = phone(nightDocName(TABLE, 'night-0001'), SECRET);
		await Promise.all([synced(creator), synced(night)]);
		creator.doc.getMap('players').set('p1', 'Ada');
		night.doc.getMap('events').set('e1', 'bid');
		await until(() => !creator.provider.hasUnsyncedChanges, 'the table is written');
		await until(() => !night.provider.hasUnsyncedChanges, 'the night is written');
		// Another table, with its own secret.
		const other = phone(tableDocName(OTHER_TABLE), OTHER_SECRET);
		await synced(other);
	});

	it('opens every document of the table with the right secret', async () => {
		const table = phone(tableDocName(TABLE), SECRET);
		const night = phone(nightDocName(TABLE, 'night-0001'), SECRET);
		await until(() => table.doc.getMap('players').get('p1') === 'Ada', 'the table arrives');
		await until(() => night.doc.getMap('events').get('e1') === 'bid', 'the night arrives');
		expect(table.refusals).toEqual([]);
		expect(night.refusals).toEqual([]);
	});

	it.each([
		['a wrong secret', 'not-the-secret-at-all'],
		['no secret', null],
		['an empty secret', ''],
		["another table's secret", OTHER_SECRET]
	])('refuses %s, for the table and its nights, and sends nothing', async (_name, secret) => {
		const table = phone(tableDocName(TABLE), secret);
		const night = phone(nightDocName(TABLE, 'night-0001'), secret);
		await refused(table, 'wrong-secret');
		await refused(night, 'wrong-secret');
		// Closed at once: a refused socket left open would keep every message it sends.
		await until(() => table.closeCodes.includes(4401) && night.closeCodes.includes(4401), 'the sockets are closed');
		await settle();
		expect(table.doc.getMap('players').size).toBe(0);
		expect(night.doc.getMap('events').size).toBe(0);
		expect(table.provider.isSynced).toBe(false);
	});

	it('keeps what a refused phone writes out of the document', async () => {
		const intruder = phone(tableDocName(TABLE), 'not-the-secret-at-all');
		intruder.doc.getMap('players').set('p9', 'Mallory');
		await refused(intruder, 'wrong-secret');
		const member = phone(tableDocName(TABLE), SECRET);
		await until(() => member.doc.getMap('players').get('p1') === 'Ada', 'the table arrives');
		await settle();
		expect(member.doc.getMap('players').toJSON()).toEqual({ p1: 'Ada' });
	});

	it('refuses a document name no phone would ask for', async () => {
		for (const name of [
			'table/' + 'x'.repeat(101),
			'table/a b',
			'tables/table-auth-0001',
			`night/${TABLE}`,
			'../etc/passwd'
		]) {
			const client = phone(name, SECRET);
			await refused(client, 'bad-document');
			await until(() => client.closeCodes.includes(4404), 'the socket is closed');
		}
	});

	it('logs each refusal with its reason and table, never the secret', async () => {
		const wrong = phone(tableDocName(TABLE), 'a-secret-that-must-not-be-logged');
		await refused(wrong, 'wrong-secret');
		expect(records).toContainEqual(refusal('wrong-secret', TABLE));
		expect(JSON.stringify(records)).not.toContain('a-secret-that-must-not-be-logged');
		expect(JSON.stringify(records)).not.toContain(SECRET);
	});
});

describe("each phone's own key", () => {
	const NEW_INVITE = 'the-new-invite-of-table-one';
	let anna: Phone;
	let ben: Phone;
	let annaTable: TestClient;
	let benTable: TestClient;

	beforeEach(async () => {
		[anna, ben] = [newPhone(), newPhone()];
		annaTable = phone(tableDocName(TABLE), SECRET, anna);
		await synced(annaTable);
		annaTable.doc.getMap('players').set('p1', 'Ada');
		await until(() => !annaTable.provider.hasUnsyncedChanges, 'the table is written');
		benTable = phone(tableDocName(TABLE), SECRET, ben);
		await synced(benTable);
	});

	async function replaceInvite(): Promise<void> {
		annaTable.doc.getMap(ACCESS.about).set(ACCESS.invite, NEW_INVITE);
		await until(() => !annaTable.provider.hasUnsyncedChanges, 'the new invite is written');
		await settle(100);
	}

	it('lets a phone in by its key after the invite it joined with was replaced', async () => {
		await replaceInvite();
		const night = phone(nightDocName(TABLE, 'night-0001'), SECRET, ben);
		await synced(night);
		expect(night.refusals).toEqual([]);
	});

	it('lets no new phone in with a replaced invite, and lets one in with the new invite', async () => {
		await replaceInvite();
		const late = phone(tableDocName(TABLE), SECRET);
		await refused(late, 'wrong-secret');
		const invited = phone(tableDocName(TABLE), NEW_INVITE);
		await until(() => invited.doc.getMap('players').get('p1') === 'Ada', 'the table arrives');
	});

	it("refuses a key shown by another phone's id", async () => {
		const thief = phone(tableDocName(TABLE), SECRET, { phone: 'a-phone-that-stole', key: ben.key });
		await refused(thief, 'wrong-secret');
	});

	it('refuses a token that is not credentials', async () => {
		for (const token of ['the-secret-of-table-one', '{"phone":"x"}', '[]', 'null']) {
			const client = connectClient(server.wsUrl, tableDocName(TABLE), null);
			clients.push(client);
			client.provider.configuration.token = token;
			await refused(client, 'wrong-secret');
		}
	});

	it('shuts a forgotten phone out at once, and at every connection after, while the others carry on', async () => {
		const benNight = phone(nightDocName(TABLE, 'night-0001'), SECRET, ben);
		await synced(benNight);
		annaTable.doc.getMap(ACCESS.forgotten).set(ben.phone, Date.now());
		await refused(benNight, 'forgotten');
		await until(() => benNight.closeCodes.includes(4410), 'its socket is closed');
		expect(records).toContainEqual(refusal('forgotten', TABLE));

		const again = phone(tableDocName(TABLE), SECRET, ben);
		again.doc.getMap('players').set('p9', 'Mallory');
		await refused(again, 'forgotten');
		const withNewKey = phone(tableDocName(TABLE), SECRET, { phone: ben.phone, key: 'a-fresh-key-for-the-same-phone' });
		await refused(withNewKey, 'forgotten');

		const cleo = phone(tableDocName(TABLE), SECRET);
		await until(() => cleo.doc.getMap('players').get('p1') === 'Ada', 'another phone still joins');
		annaTable.doc.getMap('players').set('p2', 'Bo');
		await until(() => cleo.doc.getMap('players').get('p2') === 'Bo', 'the others carry on');
		expect(cleo.doc.getMap('players').has('p9')).toBe(false);
	});

	it('remembers a forgotten phone after a restart, before the table document is loaded', async () => {
		annaTable.doc.getMap(ACCESS.forgotten).set(ben.phone, Date.now());
		await until(() => !annaTable.provider.hasUnsyncedChanges, 'the forgetting is written');
		await settle(100);
		// Nobody opens the table's document after the restart: the store alone must remember.
		annaTable.destroy();
		benTable.destroy();
		await server.restart();
		const night = phone(nightDocName(TABLE, 'night-0002'), SECRET, ben);
		await refused(night, 'forgotten');
	});
});
