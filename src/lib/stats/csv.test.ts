// The CSV read back by an RFC 4180 parser written here: names with commas, quotes and line
// breaks come back whole, one row per player per game.
import { describe, expect, it } from 'vitest';
import type { GameRecord, PlayerRecord } from '$lib/model';
import { csvCell, resultsCsv } from './csv';

/** RFC 4180, character by character: quoted fields may hold commas, doubled quotes and CRLF. */
function parseCsv(text: string): string[][] {
	const rows: string[][] = [];
	let row: string[] = [];
	let field = '';
	let quoted = false;
	for (let i = 0; i < text.length; i++) {
		const c = text[i]!;
		if (quoted) {
			if (c === '"' && text[i + 1] === '"') {
				field += '"';
				i++;
			} else if (c === '"') quoted = false;
			else field += c;
		} else if (c === '"') quoted = true;
		else if (c === ',') {
			row.push(field);
			field = '';
		} else if (c === '\r' && text[i + 1] === '\n') {
			row.push(field);
			rows.push(row);
			row = [];
			field = '';
			i++;
		} else field += c;
	}
	return rows;
}

const player = (id: string, name: string): PlayerRecord => ({
	id,
	name,
	color: '#e6194b',
	archived: false,
	createdAt: 0
});
const game = (
	id: string,
	standings: GameRecord['summary']['standings'],
	extra: Partial<GameRecord['summary']> = {}
): GameRecord => ({
	id,
	kind: 'wizard',
	nightId: '2026-12-01',
	setup: { seats: standings.map((s) => s.playerId), firstDealer: 0, settings: {} },
	summary: { finished: true, standings, progress: null, ...extra },
	lastSeq: 1,
	createdAt: Date.UTC(2026, 11, 1, 20),
	updatedAt: 0
});

describe('results as CSV', () => {
	it('keep every name whole, whatever it holds, one row per player per game', () => {
		const players = [
			player('a', 'Smith, Anna'),
			player('b', 'Ben "the Bank"'),
			player('c', 'Cleo\nsecond line'),
			player('d', '=SUM(A1:A9)')
		];
		const games = [
			game('g1', [
				{ playerId: 'a', score: 120, place: 1 },
				{ playerId: 'b', score: 120, place: 1 },
				{ playerId: 'c', score: -30, place: 3 }
			]),
			game('g2', [{ playerId: 'd', score: 4, place: 1 }], { finished: false })
		];
		const text = resultsCsv(games, [{ id: '2026-12-01', startedAt: 0, name: 'At Anna’s, again' }], players);
		expect(text.startsWith('\uFEFF')).toBe(true);
		const rows = parseCsv(text.slice(1));
		expect(rows).toEqual([
			['night', 'night_name', 'game', 'started', 'finished', 'player', 'place', 'score', 'win', 'team_result'],
			[
				'2026-12-01',
				'At Anna’s, again',
				'Wizard',
				'2026-12-01T20:00:00.000Z',
				'yes',
				'Smith, Anna',
				'1',
				'120',
				'0.5',
				''
			],
			[
				'2026-12-01',
				'At Anna’s, again',
				'Wizard',
				'2026-12-01T20:00:00.000Z',
				'yes',
				'Ben "the Bank"',
				'1',
				'120',
				'0.5',
				''
			],
			[
				'2026-12-01',
				'At Anna’s, again',
				'Wizard',
				'2026-12-01T20:00:00.000Z',
				'yes',
				'Cleo\nsecond line',
				'3',
				'-30',
				'0',
				''
			],
			['2026-12-01', 'At Anna’s, again', 'Wizard', '2026-12-01T20:00:00.000Z', 'no', "'=SUM(A1:A9)", '', '4', '', '']
		]);
	});

	it('gives a team game the table’s result, and no win to each player', () => {
		const standings = [
			{ playerId: 'a', score: 7, place: 1 },
			{ playerId: 'b', score: 7, place: 1 }
		];
		const won = { ...game('h', standings, { team: 'won' }), kind: 'hell-of-a-deal' };
		const rows = parseCsv(resultsCsv([won], [], [player('a', 'Anna'), player('b', 'Ben')]).slice(1));
		expect(rows.slice(1).map((row) => row.slice(5))).toEqual([
			['Anna', '', '7', '', 'won'],
			['Ben', '', '7', '', 'won']
		]);
	});

	it('quotes only what needs it', () => {
		expect(csvCell('Anna')).toBe('Anna');
		expect(csvCell('a,b')).toBe('"a,b"');
		expect(csvCell('say "hi"')).toBe('"say ""hi"""');
		expect(csvCell('+1 more')).toBe("'+1 more");
		expect(csvCell(-10)).toBe('-10');
		expect(csvCell(null)).toBe('');
	});
});
