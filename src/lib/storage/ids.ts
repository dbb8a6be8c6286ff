// Ids are random UUIDs, so records made offline on two devices never collide; except where two
// devices must make the same record, whose id is then derived from what both already share.
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
