// GET /healthz: 200 while the store and Redis answer; 503 naming Redis while it is down, and 200
// again once it is back (the same Redis started again on its port); 503 naming a store that fails
// or does not answer in time.
import type { ServerResponse } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { healthProbe } from '../../server/health';
import { openLevelStore } from '../../server/level-store';
import { startRedis, startTestServer, type TestRedis, type TestServer } from './harness';
import { recordingLog } from './log-records';

let server: TestServer | undefined;
let redis: TestRedis | undefined;

afterEach(async () => {
	await server?.stop();
	await redis?.stop();
	server = redis = undefined;
});

interface Health {
	status: number;
	parts: Record<string, string>;
}

async function health(url: string): Promise<Health> {
	const response = await fetch(`${url}/healthz`);
	expect(response.headers.get('cache-control')).toBe('no-store');
	return { status: response.status, parts: (await response.json()) as Record<string, string> };
}

async function untilHealth(url: string, status: number): Promise<Health> {
	const deadline = Date.now() + 10_000;
	for (;;) {
		const answer = await health(url);
		if (answer.status === status) return answer;
		if (Date.now() > deadline) throw new Error(`timed out: /healthz still answers ${JSON.stringify(answer)}`);
		await new Promise((resolve) => setTimeout(resolve, 50));
	}
}

/** What a probe wrote, without a server around it. */
async function probed(probe: (response: ServerResponse) => Promise<void>): Promise<Health> {
	let status = 0;
	let body = '';
	const response = {
		writeHead(code: number) {
			status = code;
			return this;
		},
		end(text: string) {
			body = text;
		}
	};
	await probe(response as unknown as ServerResponse);
	return { status, parts: JSON.parse(body) as Record<string, string> };
}

describe('/healthz', () => {
	it('answers 200 with the store alone when the server runs without Redis', async () => {
		server = await startTestServer();
		expect(await health(server.url)).toEqual({ status: 200, parts: { store: 'ok' } });
	});

	it('answers 503 naming Redis while it is down, and 200 once it is back; logs the outage', async () => {
		redis = await startRedis();
		const { log, records } = recordingLog();
		server = await startTestServer({ redisUrl: redis.url, log });
		// Redis' connections become ready a moment after the server listens.
		expect(await untilHealth(server.url, 200)).toEqual({ status: 200, parts: { store: 'ok', redis: 'ok' } });

		await redis.stop();
		const down = await untilHealth(server.url, 503);
		expect(down.parts).toEqual({ store: 'ok', redis: expect.stringMatching(/connection is not ready/) });

		redis = await startRedis(Number(new URL(redis.url).port));
		expect(await untilHealth(server.url, 200)).toEqual({ status: 200, parts: { store: 'ok', redis: 'ok' } });
		const messages = records.map((record) => record.msg);
		expect(messages).toContain('redis connection lost');
		expect(messages).toContain('redis connection back');
	});

	it('answers 503 naming a store that fails, or that does not answer in time', { timeout: 10_000 }, async () => {
		const dataDir = await mkdtemp(join(tmpdir(), 'dealkeeper-health-'));
		try {
			const store = await openLevelStore(dataDir);
			await store.close();
			const closed = await probed(healthProbe(new Map([['store', () => store.ping()]])));
			expect(closed).toEqual({ status: 503, parts: { store: 'LevelDB is closed' } });
			const silent = await probed(healthProbe(new Map([['store', () => new Promise<void>(() => {})]])));
			expect(silent).toEqual({ status: 503, parts: { store: 'no answer within 2000 ms' } });
		} finally {
			await rm(dataDir, { recursive: true, force: true });
		}
	});
});
