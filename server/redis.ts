// Past one machine: the Redis extension carries every document's updates between instances.
import { Redis } from '@hocuspocus/extension-redis';
import type { Extension } from '@hocuspocus/server';

export function redisExtension(redisUrl: string): Extension {
	const url = new URL(redisUrl);
	if (url.protocol !== 'redis:') throw new Error(`REDIS_URL must be redis://host:port, not ${redisUrl}`);
	return new Redis({
		host: url.hostname,
		port: url.port === '' ? 6379 : Number(url.port),
		options: {
			...(url.password === '' ? {} : { password: decodeURIComponent(url.password) }),
			...(url.username === '' ? {} : { username: decodeURIComponent(url.username) })
		}
	});
}
