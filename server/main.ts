// `npm run serve`: the sync server with its settings from the environment.
import { startServer } from './start-server.js';

const { PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL } = process.env;
const server = await startServer({
	port: PORT === undefined ? undefined : Number(PORT),
	host: HOST,
	dataDir: DATA_DIR ?? './data',
	databaseUrl: DATABASE_URL || undefined,
	redisUrl: REDIS_URL || undefined
});
console.log(`Dealkeeper is listening on ${server.url}${REDIS_URL ? ' (with Redis)' : ''}`);

let stopping = false;
async function stop(): Promise<void> {
	if (stopping) return;
	stopping = true;
	await server.stop();
	process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
