// `npm run serve`: the sync server with its settings from the environment, logging pino's JSON
// lines on stdout. SIGTERM (or Ctrl-C) stores every loaded document and closes every connection
// before the process ends.
import { pino } from 'pino';
import { logConsoleTo } from './console-log.js';
import { startServer } from './start-server.js';

// Past this, stopping has hung (a store or Redis that does not answer): the process ends anyway.
// Whatever was acknowledged is on disk already; only folding it into documents waits for a restart.
const STOP_LIMIT_MS = 15_000;

const log = pino({ level: process.env.LOG_LEVEL || 'info' });
logConsoleTo(log);
const { PORT, HOST, DATA_DIR, DATABASE_URL, REDIS_URL } = process.env;
const server = await startServer({
	port: PORT === undefined ? undefined : Number(PORT),
	host: HOST,
	dataDir: DATA_DIR ?? './data',
	databaseUrl: DATABASE_URL || undefined,
	redisUrl: REDIS_URL || undefined,
	log
});
log.info({ url: server.url, redis: Boolean(REDIS_URL) }, 'listening');

let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
	if (stopping) return;
	stopping = true;
	log.info({ signal }, 'stopping');
	setTimeout(() => {
		log.error({ limitMs: STOP_LIMIT_MS }, 'stopping took too long');
		process.exit(1);
	}, STOP_LIMIT_MS).unref();
	try {
		await server.stop();
	} catch (error) {
		log.error({ err: error }, 'stopping failed');
		process.exit(1);
	}
	log.info('stopped');
	process.exit(0);
}
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
