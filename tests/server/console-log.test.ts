// What libraries print in the server's process becomes records of its log (server/console-log.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { tableDocName } from '../../src/lib/sync/protocol';
import { LOCK_NOT_TAKEN, logConsoleTo } from '../../server/console-log';
import { connectClient, synced, until, type TestClient } from './clients';
import { startTestServer, type TestServer } from './harness';
import { recordingLog, refusal } from './log-records';

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };
const original = { ...console };
let server: TestServer | undefined;
let client: TestClient | undefined;

afterEach(async () => {
	client?.destroy();
	await server?.stop();
	[server, client] = [undefined, undefined];
	Object.assign(console, original);
});

/** A log recording every level from debug up, that the console now writes to. */
function consoleRecorded() {
	const recording = recordingLog();
	recording.log.level = 'debug';
	logConsoleTo(recording.log);
	return recording;
}

const printed = (records: { level: number; msg: string; printed?: unknown }[]) =>
	records.filter(({ msg }) => msg === 'printed on the console').map(({ level, printed }) => ({ level, printed }));

describe('logConsoleTo', () => {
	it('keeps an error Hocuspocus prints, its message and stack, as one error record', () => {
		const { records } = consoleRecorded();
		console.error('Caught error during storeDocumentHooks', new Error('the store did not answer'));
		expect(printed(records)).toEqual([
			{
				level: LEVEL.error,
				printed: expect.stringMatching(
					/^Caught error during storeDocumentHooks Error: the store did not answer\n\s+at /
				)
			}
		]);
	});

	it('keeps what Hocuspocus prints of a refusal, which the server logs itself, at debug level', async () => {
		const { log, records } = consoleRecorded();
		server = await startTestServer({ log, limits: { documentBytes: 64 * 1024 } });
		client = connectClient(server.wsUrl, tableDocName('table-console-01'), 'secret-of-the-console-table');
		await synced(client);
		for (let index = 0; index < 10; index += 1) client.doc.getMap('events').set(`e${index}`, 'z'.repeat(10 * 1024));
		await until(() => client!.refusals.includes('too-large'), 'the document is refused as too large');
		client.destroy();
		await until(() => printed(records).length >= 2, 'Hocuspocus has printed the refusal');
		expect(records).toContainEqual(refusal('too-large', 'table-console-01'));
		expect(printed(records)).toEqual(printed(records).map(({ printed }) => ({ level: LEVEL.debug, printed })));
		expect(printed(records).map(({ printed }) => printed)).toEqual(
			expect.arrayContaining(['[beforeHandleMessage] too-large', expect.stringMatching(/because of exception Refused/)])
		);
	});

	it('keeps a store left to the instance holding the lock at debug level, as extension-redis words it', async () => {
		const { records } = consoleRecorded();
		console.error('Caught error during storeDocumentHooks', new Error('', { cause: LOCK_NOT_TAKEN }));
		expect(printed(records).map(({ level }) => level)).toEqual([LEVEL.debug]);
		const redis = createRequire(import.meta.url).resolve('@hocuspocus/extension-redis');
		expect(await readFile(redis, 'utf8')).toContain(`cause: "${LOCK_NOT_TAKEN}"`);
	});

	it("keeps a hook's error that is no refusal at error level, and Node's own warnings at warn", () => {
		const { records } = consoleRecorded();
		console.error('[beforeHandleMessage]', 'connection terminated unexpectedly');
		console.error('Caught error during storeDocumentHooks', new Error('', { cause: 'something else' }));
		console.error('(node:123) MaxListenersExceededWarning: Possible EventEmitter memory leak detected.');
		expect(printed(records).map(({ level }) => level)).toEqual([LEVEL.error, LEVEL.error, LEVEL.warn]);
	});

	it('keeps each console level at its own', () => {
		const { records } = consoleRecorded();
		console.debug('d');
		console.log('l');
		console.info('i');
		console.warn('w', 2);
		expect(printed(records).map(({ level, printed }) => [level, printed])).toEqual([
			[LEVEL.debug, 'd'],
			[LEVEL.info, 'l'],
			[LEVEL.info, 'i'],
			[LEVEL.warn, 'w 2']
		]);
	});
});
