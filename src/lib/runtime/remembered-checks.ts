// Each step asks a game's check twice about the same event: the refusal asks it first, then the
// machine's guard asks it again, in the same state, before taking the event. A check is a pure
// function of a context (never changed in place: every step makes a new one) and an event, so
// the second answer is the first: each check keeps its last verdict, by identity of the two.
// That was a sixth of replaying an import's 600,000 actions.

type Check = (context: never, event: never) => unknown;

/** The checks, each answering again from its last verdict when asked about the same context and event. */
export function rememberingLastVerdict<C extends Record<string, Check>>(checks: C): C {
	return Object.fromEntries(Object.entries(checks).map(([type, check]) => [type, remembering(check)])) as C;
}

function remembering<F extends Check>(check: F): F {
	let last: { context: unknown; event: unknown; verdict: unknown } | null = null;
	return ((context: never, event: never) => {
		if (last === null || last.context !== context || last.event !== event)
			last = { context, event, verdict: check(context, event) };
		return last.verdict;
	}) as F;
}
