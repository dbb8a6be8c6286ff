// Results as CSV for a spreadsheet: one row per player per game. RFC 4180 quoting (names may
// hold commas, quotes and line breaks), CRLF rows, and a byte order mark so spreadsheets read
// UTF-8. Text that a spreadsheet would run as a formula is kept as text.
import { findGame } from '$lib/games';
import type { GameRecord, NightRecord, PlayerRecord } from '$lib/model';
import { dateStamp } from '$lib/ui/download';

const HEADER = ['night', 'night_name', 'game', 'started', 'finished', 'player', 'place', 'score', 'win', 'team_result'];

export function csvCell(value: string | number | null): string {
	if (value === null) return '';
	if (typeof value === 'number') return String(value);
	// =, +, -, @ (and tab or CR) at the start make a spreadsheet evaluate the cell.
	const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
	return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function resultsCsv(
	games: readonly GameRecord[],
	nights: readonly NightRecord[],
	players: readonly PlayerRecord[]
): string {
	const nightById = new Map(nights.map((n) => [n.id, n]));
	const nameById = new Map(players.map((p) => [p.id, p.name]));
	const rows: (string | number | null)[][] = [HEADER];
	const sorted = [...games].sort((a, b) => a.createdAt - b.createdAt);
	for (const game of sorted) {
		const { summary } = game;
		const winners = summary.standings.filter((s) => s.place === 1).length;
		for (const s of summary.standings) {
			// A team game is the table's win or loss (team_result), no one's own: no win to add up.
			const win =
				!summary.finished || summary.team ? null : s.place === 1 ? Math.round((1 / winners) * 1000) / 1000 : 0;
			rows.push([
				game.nightId,
				nightById.get(game.nightId)?.name ?? null,
				findGame(game.kind)?.name() ?? game.kind,
				new Date(game.createdAt).toISOString(),
				summary.finished ? 'yes' : 'no',
				nameById.get(s.playerId) ?? s.playerId,
				summary.finished && !summary.team ? s.place : null,
				s.score,
				win,
				summary.team ?? null
			]);
		}
	}
	return '\uFEFF' + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

export function csvFileName(now: number): string {
	return `dealkeeper-results-${dateStamp(now)}.csv`;
}
