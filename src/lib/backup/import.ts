// Importing a backup in two steps: prepare (read and check the whole file, replay its new games
// strictly, preview what would change) and, once the player confirms, apply (one transaction).
import type { AnyGame } from '$lib/runtime/game-module';
import { replay } from '$lib/runtime/replay';
import { detailsOf } from '$lib/runtime/details';
import { rulesFor, type RulesOf } from '$lib/runtime/merge-games';
import type { Derive, MergeReport } from '$lib/storage/merge-logs';
import { EventIdTakenError, readPresentFor, writeImport, type ImportWrites } from '$lib/storage/backup';
import { logsByGame, oldestFirst } from '$lib/storage/pack-by-game';
import type { Backup } from './format';
import {
	ImportOutdatedError,
	mergeWrites,
	previewImport,
	type Preview,
	type ReplayedGame,
	type Resolution
} from './merge';
import { timed, timedAsync } from './phases';
import type { BackupProblem } from './problems';
import { readBackup } from './read';
import { applyStoredSettings } from './device-settings';

export type { RulesOf };

export type ImportPlan = {
	backup: Backup;
	/** The format version the file was upgraded from, or null when written by this format. */
	upgradedFrom: number | null;
	preview: Preview;
	replayed: ReadonlyMap<string, ReplayedGame>;
	/** New games whose logs the rules do not fully accept: imported, and marked. */
	flagged: { id: string; kind: string }[];
	/** The rules of the games held here already, which the file's copies merge into. */
	derive: Derive;
};

export type Prepared = { ok: true; plan: ImportPlan } | { ok: false; problem: BackupProblem };

/** How far the strict replay of a file's new games is: `done` of `total`. */
export type OnReplayed = (done: number, total: number) => void;

/** The longest the replay holds the page before letting it paint and answer taps. */
const REPLAY_SLICE_MS = 50;

export async function prepareImport(
	text: string,
	kinds: ReadonlySet<string>,
	rulesOf: RulesOf,
	onReplayed: OnReplayed = () => {}
): Promise<Prepared> {
	const read = readBackup(text, kinds);
	if (!read.ok) return read;
	const { backup } = read;
	const present = await timedAsync('read the device', () => readPresentFor(backup.nights.map((n) => n.id)));
	const replayed = await timedAsync('replay', () => replayNewGames(backup, present.gameIds, rulesOf, onReplayed));
	if (!(replayed instanceof Map)) return { ok: false, problem: replayed };
	const flagged = backup.games.filter((g) => replayed.get(g.id)?.trouble).map(({ id, kind }) => ({ id, kind }));
	const preview = timed('preview', () => previewImport(backup, present));
	const derive = await rulesFor(
		backup.games.filter((g) => present.gameIds.has(g.id)).map((g) => g.kind),
		rulesOf
	);
	return { ok: true, plan: { backup, upgradedFrom: read.upgradedFrom, preview, replayed, flagged, derive } };
}

/**
 * Each new game's log through the strict replay, as the history will show it: the summary it
 * leads to, and what the rules refuse or the log lacks. A log that the game's code cannot even
 * run (it throws) refuses the file: such a game could not be shown at all.
 */
async function replayNewGames(
	backup: Backup,
	here: ReadonlySet<string>,
	rulesOf: RulesOf,
	onReplayed: OnReplayed
): Promise<Map<string, ReplayedGame> | BackupProblem> {
	const logs = logsByGame(backup.events);
	const rules = new Map<string, AnyGame | undefined>();
	const replayed = new Map<string, ReplayedGame>();
	const total = backup.games.filter((g) => !here.has(g.id)).length;
	let slice = performance.now();
	for (const game of backup.games) {
		if (here.has(game.id)) continue;
		// Thousands of games take seconds: the page keeps painting, and says how far it is.
		if (performance.now() - slice > REPLAY_SLICE_MS) {
			onReplayed(replayed.size, total);
			await yieldToPage();
			slice = performance.now();
		}
		if (!rules.has(game.kind)) rules.set(game.kind, await rulesOf(game.kind));
		const rulesOfGame = rules.get(game.kind);
		if (!rulesOfGame) return { code: 'unknown_game', kind: game.kind };
		const log = oldestFirst(logs.get(game.id) ?? []);
		try {
			// Read whole: what the file says this or another phone read is no reading here.
			const { snapshot, refused, missing, newer, readUnder } = replay(rulesOfGame, game.setup, log, {
				rulesVersion: game.rulesVersion,
				lastSeq: game.lastSeq
			});
			const troubled = refused.length > 0 || missing.length > 0 || newer;
			// A newer version's log may mean what this one cannot tell: its own summary stands.
			const summary = newer ? game.summary : rulesOfGame.summarize(snapshot);
			replayed.set(game.id, {
				summary,
				trouble: troubled ? { refused: refused.length, missing: missing.length, newer } : null,
				details: summary.finished && !newer ? detailsOf(game, rulesOfGame, snapshot) : null,
				readUnder
			});
		} catch {
			return { code: 'unreadable_game', id: game.id };
		}
	}
	return replayed;
}

/**
 * Lets the page paint and answer taps, then goes on. scheduler.yield where the browser has it:
 * a chain of setTimeouts is held at least 4 ms each after the fifth, which over the hundred
 * and more slices of a large import was half a second of waiting.
 */
function yieldToPage(): Promise<void> {
	return typeof scheduler !== 'undefined' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
}

export type Applied = { ok: true; writes: ImportWrites; merged: MergeReport } | { ok: false; problem: BackupProblem };

/**
 * Writes the plan, merged with what is on the device at that moment, in one transaction. The
 * resolutions answer each name clash of the preview by the imported player's id.
 */
export async function applyImport(plan: ImportPlan, resolutions: ReadonlyMap<string, Resolution>): Promise<Applied> {
	try {
		const { nights, exportedAt, settings } = plan.backup;
		const { writes, merged } = await timedAsync('write (merge included)', () =>
			writeImport(
				nights.map((n) => n.id),
				{ madeAt: exportedAt ?? Date.now(), reminderPutOffGamesAgo: settings.reminderPutOffGamesAgo ?? null },
				(present) => timed('merge', () => mergeWrites(plan.backup, present, resolutions, plan.replayed)),
				plan.derive
			)
		);
		applyStoredSettings(settings);
		return { ok: true, writes, merged };
	} catch (error) {
		if (error instanceof ImportOutdatedError || error instanceof EventIdTakenError || isConstraintError(error))
			return { ok: false, problem: { code: 'clashes_with_device' } };
		throw error;
	}
}

function isConstraintError(error: unknown): boolean {
	const named = error as { name?: string; failures?: { name?: string }[] } | null;
	return (
		named?.name === 'ConstraintError' ||
		(named?.name === 'BulkError' && (named.failures ?? []).some((f) => f?.name === 'ConstraintError'))
	);
}
