// `npm run serve`: the sync server with its settings from the environment, logging pino's JSON
// lines on stdout.
import { pino } from 'pino';
import { startServer } from './start-server.js';

const log = pino();
const { PORT, HOST, DATA_DIR, REDIS_URL } = process.env;
const server = await startServer({
	port: PORT === undefined ? undefined : Number(PORT),
	host: HOST,
	dataDir: DATA_DIR ?? './data',
	redisUrl: REDIS_URL || undefined,
	log
});
log.info({ url: server.url, redis: Boolean(REDIS_URL) }, 'listening');

let stopping = false;
async function stop(): Promise<void> {
	if (stopping) return;
	stopping = true;
	await server.stop();
	process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
