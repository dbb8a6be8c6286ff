// DATABASE_URL and REDIS_URL carry passwords: an error about one names it without them, in its
// message and in every property Node or pino prints with it (Node's own URL error keeps `input`).
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { openStore } from '../../server/open-store';
import { redisExtension } from '../../server/redis';
import { silentLog } from './log-records';

const USER = 'dealer-user';
const PASSWORD = 'hunter2-of-the-store';

/** Everything printed of what `start` throws or rejects with, as an uncaught error shows it. */
async function printedError(start: () => unknown): Promise<string> {
	try {
		await start();
	} catch (error) {
		return inspect(error);
	}
	throw new Error('nothing was thrown');
}

describe('a service URL the server refuses', () => {
	it('is named without its credentials when REDIS_URL has the wrong protocol', async () => {
		const printed = await printedError(() => redisExtension(`rediss://${USER}:${PASSWORD}@cache.example:6380/0`));
		expect(printed).toContain('REDIS_URL must be redis://host:port, not rediss://cache.example:6380/0');
		expect(printed).not.toContain(PASSWORD);
		expect(printed).not.toContain(USER);
	});

	it('is not printed when REDIS_URL does not parse', async () => {
		const printed = await printedError(() => redisExtension(`redis://${USER}:${PASSWORD}@[cache`));
		expect(printed).toContain('REDIS_URL is not a URL');
		expect(printed).not.toContain(PASSWORD);
	});

	it('is not printed when DATABASE_URL does not parse', async () => {
		const settings = { databaseUrl: `postgres://${USER}:${PASSWORD}@[db/dealkeeper`, dataDir: 'unused' };
		const printed = await printedError(() => openStore(settings, silentLog));
		expect(printed).toContain('DATABASE_URL is not a URL');
		expect(printed).not.toContain(PASSWORD);
	});

	it('leaves the password out of DATABASE_URL with the wrong protocol', async () => {
		const settings = { databaseUrl: `mysql://${USER}:${PASSWORD}@db/dealkeeper`, dataDir: 'unused' };
		const printed = await printedError(() => openStore(settings, silentLog));
		expect(printed).toContain('DATABASE_URL must be postgres://…, not a mysql: URL');
		expect(printed).not.toContain(PASSWORD);
	});
});
