// Hocuspocus and its Redis extension print to the console: an error and its stack over several
// lines of stderr, which a log collector reading pino's JSON lines cannot parse or tell apart from
// a crash. In the server's process (main.ts) what they print becomes a record of its own, at the
// console's level, but for what is no trouble or is told already, which is kept at debug level.
import { format } from 'node:util';
import type { Logger } from 'pino';
import { REFUSAL_CLOSE_CODES } from '../src/lib/sync/protocol.js';
import { Refused } from './refusal.js';

/**
 * The `cause` of extension-redis's error when it cannot take a document's store lock: most often
 * held by the instance storing that document (or Redis is out of reach, which redis-health.ts tells).
 */
export const LOCK_NOT_TAKEN = 'Could not acquire lock, another instance locked it already.';

/**
 * What Hocuspocus prints of a refusal, logged already (refusal.ts): the refused error itself, as
 * it closes the connection, and its message after the hook that threw it (`[onAuthenticate]
 * wrong-secret`). And a store left to the instance holding the document's lock.
 */
function toldOrNoTrouble(args: unknown[]): boolean {
	if (args.some((arg) => arg instanceof Refused || (arg instanceof Error && arg.cause === LOCK_NOT_TAKEN))) return true;
	const [hook, message] = args;
	return (
		args.length === 2 &&
		typeof hook === 'string' &&
		/^\[\w+\]$/.test(hook) &&
		typeof message === 'string' &&
		Object.hasOwn(REFUSAL_CLOSE_CODES, message)
	);
}

// Node prints its own process warnings (a deprecation, too many listeners) through console.error.
const nodeWarning = (args: unknown[]) => typeof args[0] === 'string' && args[0].startsWith('(node:');

/** From now on, what anything in this process prints on the console is a record in `log`. */
export function logConsoleTo(log: Logger): void {
	const recordAt =
		(level: 'debug' | 'info' | 'warn' | 'error') =>
		(...args: unknown[]): void => {
			const at = toldOrNoTrouble(args) ? 'debug' : level === 'error' && nodeWarning(args) ? 'warn' : level;
			log[at]({ printed: format(...args) }, 'printed on the console');
		};
	console.debug = recordAt('debug');
	console.log = recordAt('info');
	console.info = recordAt('info');
	console.warn = recordAt('warn');
	console.error = recordAt('error');
}
