// Hocuspocus and its Redis extension print to the console: an error and its stack over several
// lines of stderr, which a log collector reading pino's JSON lines cannot parse or tell apart from
// a crash. In the server's process (main.ts) what they print becomes a record of its own, at the
// console's level, but for what is no trouble or is told already, which is kept at debug level.
import { format } from 'node:util';
import type { Logger } from 'pino';
import { REFUSAL_CLOSE_CODES } from '../src/lib/sync/protocol.js';

/** The `cause` of extension-redis's error for a document's store lock held by another instance. */
const LOCK_HELD_ELSEWHERE = 'Could not acquire lock, another instance locked it already.';

/**
 * With Redis, an instance that finds a document's store lock taken leaves the store to the
 * instance holding it. And Hocuspocus repeats the message of every error a hook throws
 * (`[onAuthenticate] wrong-secret`): a refusal's is its reason, logged already (refusal.ts).
 */
function noTrouble(args: unknown[]): boolean {
	if (args.some((arg) => arg instanceof Error && arg.cause === LOCK_HELD_ELSEWHERE)) return true;
	const [hook, message] = args;
	return (
		args.length === 2 &&
		typeof hook === 'string' &&
		/^\[\w+\]$/.test(hook) &&
		typeof message === 'string' &&
		Object.hasOwn(REFUSAL_CLOSE_CODES, message)
	);
}

/** From now on, what anything in this process prints on the console is a record in `log`. */
export function logConsoleTo(log: Logger): void {
	const recordAt =
		(level: 'debug' | 'info' | 'warn' | 'error') =>
		(...args: unknown[]): void =>
			log[noTrouble(args) ? 'debug' : level]({ printed: format(...args) }, 'printed on the console');
	console.debug = recordAt('debug');
	console.log = recordAt('info');
	console.info = recordAt('info');
	console.warn = recordAt('warn');
	console.error = recordAt('error');
}
