// The Store contract (server/store.ts), the same on both stores. "Two instances" are two opened
// stores on one database for PostgreSQL (two pools, as two server processes have); LevelDB allows
// one process per directory, so there both are the one store.
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { openStore } from '../../server/open-store';
import type { Store } from '../../server/store';
import { silentLog } from './log-records';
import { STORE_KINDS, type StoreKind } from './store-kinds';

const DOCUMENT = 'night/table-store-01/night-0001';
const OTHER_DOCUMENT = 'night/table-store-01/night-0002';
const bytes = (...values: number[]) => new Uint8Array(values);

/** A Yjs update from a document of its own that sets `entries[key]`. */
function entryUpdate(key: string): Uint8Array {
	const doc = new Y.Doc();
	doc.getMap('entries').set(key, true);
	return Y.encodeStateAsUpdate(doc);
}

function entriesOf(state: Uint8Array | undefined): string[] {
	const doc = new Y.Doc();
	if (state !== undefined) Y.applyUpdate(doc, state);
	return [...doc.getMap('entries').keys()].sort();
}

afterAll(() => Promise.all(STORE_KINDS.map((kind) => kind.stop())));

describe.each(STORE_KINDS)('the store on $name', (kind: StoreKind) => {
	let one: Store;
	let two: Store;
	let remove: () => Promise<void>;

	beforeEach(async () => {
		const settings = await kind.create();
		remove = settings.remove;
		one = await openStore(settings, silentLog);
		two = kind.shared ? await openStore(settings, silentLog) : one;
	}, 60_000);

	afterEach(async () => {
		await one.close();
		if (two !== one) await two.close();
		await remove();
	});

	it('reads back the updates appended, each under the key it was given', async () => {
		const given = [bytes(1), bytes(2, 2), bytes(3, 3, 3), bytes(4)];
		const keys = await one.appendUpdates([
			{ documentName: DOCUMENT, update: given[0]! },
			{ documentName: 'table/table-store-01', update: given[1]! },
			{ documentName: DOCUMENT, update: given[2]! },
			{ documentName: DOCUMENT, update: given[3]! }
		]);
		expect(new Set(keys).size).toBe(4);
		const logged = await two.readUpdates(DOCUMENT);
		const byKey = new Map(logged.keys.map((key, index) => [key, [...logged.updates[index]!]]));
		expect(byKey).toEqual(
			new Map([
				[keys[0], [1]],
				[keys[2], [3, 3, 3]],
				[keys[3], [4]]
			])
		);

		// The key removes that update and no other.
		await one.removeUpdate(keys[2]!);
		expect((await two.readUpdates(DOCUMENT)).updates.map((update) => [...update])).toEqual([[1], [4]]);
		expect((await two.readUpdates('table/table-store-01')).updates.map((update) => [...update])).toEqual([[2, 2]]);
	});

	it('writes a state and removes the updates folded into it, at once', async () => {
		const [folded, kept] = await one.appendUpdates([
			{ documentName: DOCUMENT, update: entryUpdate('folded') },
			{ documentName: DOCUMENT, update: entryUpdate('kept') }
		]);
		expect(await one.readState(DOCUMENT)).toBeUndefined();
		await one.writeState(DOCUMENT, entryUpdate('folded'), [folded!]);
		expect(entriesOf(await two.readState(DOCUMENT))).toEqual(['folded']);
		expect((await two.readUpdates(DOCUMENT)).keys).toEqual([kept]);
	});

	it.runIf(kind.shared)("keeps both instances' states when each stores the document", async () => {
		// Each instance folds what it holds; neither has seen the other's entries.
		await one.writeState(DOCUMENT, entryUpdate('first-one'), []);
		await two.writeState(DOCUMENT, entryUpdate('first-two'), []);
		expect(entriesOf(await one.readState(DOCUMENT))).toEqual(['first-one', 'first-two']);

		// And all at once, from the document's first store on: stores that wait for one another, not
		// ones that overwrite.
		const keys = Array.from({ length: 20 }, (_, index) => `at-once-${String(index).padStart(2, '0')}`);
		await Promise.all(
			keys.map((key, index) => (index % 2 === 0 ? one : two).writeState(OTHER_DOCUMENT, entryUpdate(key), []))
		);
		expect(entriesOf(await two.readState(OTHER_DOCUMENT))).toEqual(keys);
	});

	it('registers the first invite of a table, whichever instance asks at the same time', async () => {
		for (let table = 0; table < 20; table += 1) {
			const tableId = `table-invite-${table}`;
			const [fromOne, fromTwo] = await Promise.all([
				one.inviteHash(tableId, bytes(1, table)),
				two.inviteHash(tableId, bytes(2, table))
			]);
			expect([...fromOne]).toEqual([...fromTwo]);
			expect([
				[1, table],
				[2, table]
			]).toContainEqual([...fromOne]);
			expect([...(await one.inviteHash(tableId, bytes(3, table)))]).toEqual([...fromOne]);
		}
		await two.replaceInvite('table-invite-0', bytes(9));
		expect([...(await one.inviteHash('table-invite-0', bytes(3)))]).toEqual([9]);
		await one.replaceInvite('table-never-seen', bytes(8));
		expect([...(await two.inviteHash('table-never-seen', bytes(3)))]).toEqual([8]);
	});

	it('gives a Yjs client id of a document to the first phone that claims it, whichever instance asks', async () => {
		for (let client = 1; client <= 20; client += 1) {
			const clientId = 4_000_000_000 + client;
			const [fromOne, fromTwo] = await Promise.all([
				one.claimClient(DOCUMENT, clientId, 'phone-anna'),
				two.claimClient(DOCUMENT, clientId, 'phone-ben')
			]);
			expect(fromOne).toBe(fromTwo);
			expect(['phone-anna', 'phone-ben']).toContain(fromOne);
			expect(await one.claimClient(DOCUMENT, clientId, 'phone-cleo')).toBe(fromOne);
		}
		expect(await two.claimClient(OTHER_DOCUMENT, 4_000_000_001, 'phone-cleo')).toBe('phone-cleo');
	});

	it("keeps each key's first phone, and the phones taken off each table", async () => {
		expect(await one.phoneOfKey('table-a', bytes(1))).toBeUndefined();
		await one.addKey('table-a', 'phone-anna', bytes(1));
		await two.addKey('table-a', 'phone-mallory', bytes(1));
		await two.addKey('table-b', 'phone-ben', bytes(1));
		expect(await two.phoneOfKey('table-a', bytes(1))).toBe('phone-anna');
		expect(await one.phoneOfKey('table-b', bytes(1))).toBe('phone-ben');
		expect(await one.phoneOfKey('table-a', bytes(2))).toBeUndefined();

		expect(await two.isForgotten('table-a', 'phone-anna')).toBe(false);
		await one.forgetPhone('table-a', 'phone-anna');
		await two.forgetPhone('table-a', 'phone-anna');
		expect(await two.isForgotten('table-a', 'phone-anna')).toBe(true);
		expect(await two.isForgotten('table-b', 'phone-anna')).toBe(false);
		expect(await one.isForgotten('table-a', 'phone-ben')).toBe(false);
	});

	it('answers a ping, and tells how many bytes it holds', async () => {
		await expect(one.ping()).resolves.toBeUndefined();
		// Random, so that PostgreSQL cannot compress them.
		await one.appendUpdates([{ documentName: DOCUMENT, update: randomBytes(64 * 1024) }]);
		await one.writeState(DOCUMENT, randomBytes(64 * 1024), []);
		expect(Number.isInteger(await one.size())).toBe(true);
		// LevelDB's count leaves out its write-ahead log, where writes this fresh still are.
		if (kind.shared) expect(await one.size()).toBeGreaterThan(128 * 1024);
	});
});
