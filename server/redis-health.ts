// The Redis extension's two connections (one publishes, one subscribes), as /healthz and the logs
// see them. Found among the Hocuspocus instance's extensions rather than handed over by redis.ts,
// which stays about carrying updates.
import { Redis } from '@hocuspocus/extension-redis';
import type { Hocuspocus } from '@hocuspocus/server';
import type { Logger } from 'pino';
import type { HealthCheck } from './health.js';

/** Redis' check for /healthz (null without Redis); logs each outage of a connection once, and its end. */
export function watchRedis(sync: Hocuspocus, log: Logger): HealthCheck | null {
	const redis = sync.configuration.extensions.find((extension) => extension instanceof Redis);
	if (redis === undefined) return null;
	const connections = Object.entries({ publisher: redis.pub, subscriber: redis.sub });
	for (const [connection, client] of connections) {
		let down = false;
		const lost = (error?: Error) => {
			if (!down) log.error({ connection, err: error }, 'redis connection lost');
			down = true;
		};
		client.on('reconnecting', () => lost());
		// Also when Redis cannot be reached at all; without a listener, ioredis would print every
		// failed attempt to stderr, unstructured.
		client.on('error', lost);
		client.on('ready', () => {
			if (down) log.info({ connection }, 'redis connection back');
			down = false;
		});
	}
	return async () => {
		// ioredis holds commands while it reconnects: a PING then would wait, not fail.
		for (const [connection, client] of connections) {
			if (client.status !== 'ready') throw new Error(`the ${connection} connection is not ready (${client.status})`);
		}
		await redis.pub.ping();
	};
}
