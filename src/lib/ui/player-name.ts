// What makes a player's name acceptable on the roster.
import { MAX_NAME_LENGTH, type PlayerRecord } from '$lib/model';

export type NameProblem = 'empty' | 'too_long' | 'taken';

export function checkPlayerName(name: string, roster: readonly PlayerRecord[], ownId?: string): NameProblem | null {
	const trimmed = name.trim();
	if (!trimmed) return 'empty';
	if (trimmed.length > MAX_NAME_LENGTH) return 'too_long';
	const taken = roster.some(
		(p) => !p.archived && p.id !== ownId && p.name.toLocaleLowerCase() === trimmed.toLocaleLowerCase()
	);
	return taken ? 'taken' : null;
}
