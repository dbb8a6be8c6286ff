// Conflicts the table has seen and hidden on this phone, by game: kept beside the game, not in
// its log, since hiding a notice changes nothing in the game. The game's record still lists them.
const KEY = 'dealkeeper.seenConflicts';

export function seenConflicts(gameId: string): Set<string> {
	try {
		const kept: unknown = JSON.parse(localStorage.getItem(`${KEY}.${gameId}`) ?? '[]');
		return new Set(Array.isArray(kept) ? kept.filter((id): id is string => typeof id === 'string') : []);
	} catch {
		return new Set();
	}
}

export function seeConflict(gameId: string, leftOutId: string): void {
	const seen = seenConflicts(gameId).add(leftOutId);
	localStorage.setItem(`${KEY}.${gameId}`, JSON.stringify([...seen]));
}
