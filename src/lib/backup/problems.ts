// Why a backup file is refused, as values: a closed set of codes, each with words a player
// understands, so a missing message fails to compile.
import { formatNumber } from '$lib/i18n/format';
import { m } from '$lib/paraglide/messages.js';
import { MAX_EVENTS_PER_GAME, MAX_NAME_LENGTH, MAX_NIGHT_NAME, MAX_NIGHT_NOTE } from '$lib/model';
import { MAX_FILE_BYTES } from './format';

export type BackupProblem =
	| { code: 'too_large'; bytes: number }
	| { code: 'not_json' }
	| { code: 'not_a_backup' }
	| { code: 'newer_format'; version: number }
	| { code: 'forbidden_key'; key: string }
	| { code: 'damaged'; where: string }
	| { code: 'name_too_long'; length: number }
	| { code: 'name_empty' }
	| { code: 'night_name_too_long' }
	| { code: 'night_note_too_long' }
	| { code: 'too_many_events'; count: number }
	| { code: 'unknown_game'; kind: string }
	| { code: 'duplicate_id'; id: string }
	| { code: 'missing_record'; id: string }
	| { code: 'unreadable_game'; id: string }
	| { code: 'clashes_with_device' }
	| { code: 'write_failed' };

export type ProblemCode = BackupProblem['code'];

type Describe = { [C in ProblemCode]: (problem: Extract<BackupProblem, { code: C }>) => string };

const megabytes = (bytes: number) => Math.ceil(bytes / (1024 * 1024));

const messages: Describe = {
	too_large: ({ bytes }) => m.backup_problem_too_large({ size: megabytes(bytes), max: megabytes(MAX_FILE_BYTES) }),
	not_json: () => m.backup_problem_not_json(),
	not_a_backup: () => m.backup_problem_not_a_backup(),
	newer_format: () => m.backup_problem_newer_format(),
	forbidden_key: ({ key }) => m.backup_problem_forbidden_key({ key }),
	damaged: ({ where }) => m.backup_problem_damaged({ where }),
	name_too_long: ({ length }) => m.backup_problem_name_too_long({ length: formatNumber(length), max: MAX_NAME_LENGTH }),
	name_empty: () => m.backup_problem_name_empty(),
	night_name_too_long: () => m.backup_problem_night_name_too_long({ max: MAX_NIGHT_NAME }),
	night_note_too_long: () => m.backup_problem_night_note_too_long({ max: formatNumber(MAX_NIGHT_NOTE) }),
	too_many_events: ({ count }) =>
		m.backup_problem_too_many_events({ count: formatNumber(count), max: formatNumber(MAX_EVENTS_PER_GAME) }),
	unknown_game: ({ kind }) => m.backup_problem_unknown_game({ kind: kind.slice(0, 40) }),
	duplicate_id: ({ id }) => m.backup_problem_duplicate_id({ id }),
	missing_record: ({ id }) => m.backup_problem_missing_record({ id }),
	unreadable_game: () => m.backup_problem_unreadable_game(),
	clashes_with_device: () => m.backup_problem_clashes_with_device(),
	write_failed: () => m.backup_problem_write_failed()
};

export function describeProblem(problem: BackupProblem): string {
	return (messages[problem.code] as (p: BackupProblem) => string)(problem);
}
