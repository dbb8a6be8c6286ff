// Each event is stamped by this install's clock in the transaction that stores it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseHlc } from '$lib/log/hlc';
import { DealkeeperDatabase, useDatabase } from './database';
import { seeStamp, stampNext, writerId } from './device';

let db: DealkeeperDatabase;
const T = Date.UTC(2026, 11, 2, 21, 0, 0);

beforeEach(() => {
	db = new DealkeeperDatabase(`device-${crypto.randomUUID()}`);
	useDatabase(db);
});
afterEach(() => db.delete());

const stamp = (now: number, seen?: string) => db.transaction('rw', db.meta, () => stampNext(now, seen));

describe('this device’s stamps', () => {
	it('name one device id, made once and kept in the database', async () => {
		const first = await stamp(T);
		const second = await stamp(T + 1);
		expect(first.deviceId).toMatch(/^[\w-]{8,}$/);
		expect(second.deviceId).toBe(first.deviceId);
		expect(parseHlc(first.hlc)).toEqual({ millis: T, counter: 0, device: first.deviceId });
		const meta = await db.meta.get('device');
		expect(meta).toEqual({ key: 'device', id: first.deviceId, clock: second.hlc });
	});

	it('name the same id the phone is known by, whether it has stamped yet or not', async () => {
		const [early, alsoEarly] = await Promise.all([writerId(), writerId()]);
		expect(alsoEarly).toBe(early);
		expect((await stamp(T)).deviceId).toBe(early);
		expect(await writerId()).toBe(early);
	});

	it('go forward when the wall clock goes back, and past the newest stamp of the log written to', async () => {
		const first = await stamp(T);
		const back = await stamp(T - 60_000);
		expect(parseHlc(back.hlc)).toEqual({ millis: T, counter: 1, device: first.deviceId });
		// Another phone's event an hour ahead is the newest in the log: the next stamp sorts after it.
		const ahead = `${new Date(T + 3_600_000).toISOString()}-0003-other`;
		const after = await stamp(T + 1000, ahead);
		expect(after.hlc > ahead).toBe(true);
		expect(parseHlc(after.hlc)).toMatchObject({ millis: T + 3_600_000, counter: 5 });
	});

	it('go past a stamp seen in a merge, before this device writes again', async () => {
		const ahead = `${new Date(T + 60_000).toISOString()}-0007-other`;
		await db.transaction('rw', db.meta, () => seeStamp(ahead, T));
		const next = await stamp(T + 1);
		expect(parseHlc(next.hlc)).toMatchObject({ millis: T + 60_000, counter: 9 });
	});
});
