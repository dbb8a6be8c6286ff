import { describe, expect, it } from 'vitest';
import { checkPlayerName } from './player-name';

const roster = [
	{ id: '1', name: 'Anna', color: 'red', archived: false, createdAt: 0 },
	{ id: '2', name: 'Ben', color: 'blue', archived: true, createdAt: 0 }
];

describe('checkPlayerName', () => {
	it('refuses empty, too long and taken names', () => {
		expect(checkPlayerName('  ', roster)).toBe('empty');
		expect(checkPlayerName('x'.repeat(25), roster)).toBe('too_long');
		expect(checkPlayerName(' anna ', roster)).toBe('taken');
	});
	it('lets a player keep their own name, and reuse an archived one', () => {
		expect(checkPlayerName('Anna', roster, '1')).toBeNull();
		expect(checkPlayerName('Ben', roster)).toBeNull();
	});
});
