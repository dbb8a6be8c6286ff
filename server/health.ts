// GET /healthz, for a load balancer or an orchestrator: 200 when every part this instance needs
// answers (its store; Redis, when it carries updates between instances), 503 otherwise, with each
// part's answer. A part that does not answer within CHECK_TIMEOUT_MS is down.
import type { ServerResponse } from 'node:http';

const CHECK_TIMEOUT_MS = 2000;
const OK = 'ok';

/** Resolves when its part answers; rejects with why otherwise. */
export type HealthCheck = () => Promise<void>;

export function healthProbe(checks: ReadonlyMap<string, HealthCheck>): (response: ServerResponse) => Promise<void> {
	return async (response) => {
		const answers = await Promise.all([...checks].map(async ([part, check]) => [part, await answerOf(check)] as const));
		const healthy = answers.every(([, answer]) => answer === OK);
		response.writeHead(healthy ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
		response.end(JSON.stringify(Object.fromEntries(answers)));
	};
}

async function answerOf(check: HealthCheck): Promise<string> {
	let timer: NodeJS.Timeout | undefined;
	const timeout = new Promise<never>((_, reject) => {
		timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
	});
	try {
		await Promise.race([check(), timeout]);
		return OK;
	} catch (error) {
		return error instanceof Error ? error.message : String(error);
	} finally {
		clearTimeout(timer);
	}
}
