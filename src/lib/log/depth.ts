// How deep a value nests, found without recursion: a value from another phone or the server may
// nest thousands deep, and a recursive walk over it (JSON, a comparison, a schema) runs out of
// stack before it can refuse it. Checked before anything recurses over a value from elsewhere.

/** The deepest a record may nest: objects and arrays in objects and arrays (the server's LIMITS.valueDepth too). */
export const MAX_DEPTH = 64;

/** Whether objects and arrays in `value` nest more than `limit` deep (a plain value is 0 deep, `{}` 1). */
export function nestsDeeperThan(value: unknown, limit = MAX_DEPTH): boolean {
	const stack: [unknown, number][] = [[value, 0]];
	while (stack.length) {
		const [item, depth] = stack.pop()!;
		if (!isContainer(item)) continue;
		if (depth + 1 > limit) return true;
		for (const child of Object.values(item)) stack.push([child, depth + 1]);
	}
	return false;
}

/** Arrays and plain objects: anything else (a class instance) is a leaf, and never a record's part. */
function isContainer(value: unknown): value is object {
	if (value === null || typeof value !== 'object') return false;
	if (Array.isArray(value)) return true;
	const prototype: unknown = Object.getPrototypeOf(value);
	return prototype === Object.prototype || prototype === null;
}
