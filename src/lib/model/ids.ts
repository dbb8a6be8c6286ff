// One rule for every id the app stores, backs up or syncs: letters, digits, '-' and '_', at most
// 100 of them. The app makes random UUIDs, so records made offline on two phones never collide;
// where two phones must make the same record, its id is derived from what both already share.
// The sync's document names are built from ids too (sync/protocol.ts), so the server shares this.

export const ID_SOURCE = '[A-Za-z0-9_-]{1,100}';
const ID = new RegExp(`^${ID_SOURCE}$`);

export function isId(value: unknown): value is string {
	return typeof value === 'string' && ID.test(value);
}

export function newId(): string {
	return crypto.randomUUID();
}

/**
 * The id of the game played again after `gameId`: the same on every phone of the table, so Play
 * again tapped on two phones at once makes one game, which the sync merges into one record.
 * A SHA-256 of the finished game's id, written as a UUID (letters, digits and '-').
 */
export async function nextGameId(gameId: string): Promise<string> {
	const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`again/${gameId}`)));
	const hex = Array.from(digest.subarray(0, 16), (byte) => byte.toString(16).padStart(2, '0')).join('');
	return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}
