import { m } from '$lib/paraglide/messages.js';
import { MAX_NAME_LENGTH } from '$lib/model';
import { type NameProblem } from './player-name';

export function describeNameProblem(problem: NameProblem): string {
	if (problem === 'empty') return m.name_empty();
	if (problem === 'too_long') return m.name_too_long({ max: MAX_NAME_LENGTH });
	return m.name_taken();
}
