// For tests of imports that bring only new games: nothing held here is merged, so no rules are needed.
import type { Derive } from '$lib/storage/merge-logs';

export const nothingHeldToMerge: Derive = () => {
	throw new Error('This import merges into no game held here');
};
