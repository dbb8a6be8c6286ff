// What libraries print in the server's process becomes records of its log (server/console-log.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { logConsoleTo } from '../../server/console-log';
import { recordingLog } from './log-records';

const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 };
const original = { ...console };

afterEach(() => Object.assign(console, original));

/** The records of what is printed, at every level from debug up. */
function printedRecords() {
	const { log, records } = recordingLog();
	log.level = 'debug';
	logConsoleTo(log);
	return () => records.map(({ level, msg, printed }) => ({ level, msg, printed }));
}

describe('logConsoleTo', () => {
	it('keeps an error Hocuspocus prints, its message and stack, as one error record', () => {
		const records = printedRecords();
		console.error('Caught error during storeDocumentHooks', new Error('the store did not answer'));
		expect(records()).toEqual([
			{
				level: LEVEL.error,
				msg: 'printed on the console',
				printed: expect.stringMatching(
					/^Caught error during storeDocumentHooks Error: the store did not answer\n\s+at /
				)
			}
		]);
	});

	it('keeps a store lock held by another instance, and a refusal told already, at debug level', () => {
		const records = printedRecords();
		const heldElsewhere = new Error('', { cause: 'Could not acquire lock, another instance locked it already.' });
		console.error('Caught error during storeDocumentHooks', heldElsewhere);
		console.error('[onAuthenticate]', 'wrong-secret');
		console.error('[beforeHandleMessage]', 'too-large');
		expect(records().map(({ level }) => level)).toEqual([LEVEL.debug, LEVEL.debug, LEVEL.debug]);
		expect(records()[1]!.printed).toBe('[onAuthenticate] wrong-secret');
	});

	it("keeps a hook's error that is no refusal at error level", () => {
		const records = printedRecords();
		console.error('[beforeHandleMessage]', 'connection terminated unexpectedly');
		console.error('Caught error during storeDocumentHooks', new Error('', { cause: 'something else' }));
		expect(records().map(({ level }) => level)).toEqual([LEVEL.error, LEVEL.error]);
	});

	it('keeps each console level at its own', () => {
		const records = printedRecords();
		console.debug('d');
		console.log('l');
		console.info('i');
		console.warn('w', 2);
		expect(records().map(({ level, printed }) => [level, printed])).toEqual([
			[LEVEL.debug, 'd'],
			[LEVEL.info, 'l'],
			[LEVEL.info, 'i'],
			[LEVEL.warn, 'w 2']
		]);
	});
});
