import { describe, expect, it } from 'vitest';
import { seatLabels, shortNames } from './short-names';

describe('short names', () => {
	it('keeps a name of up to six letters whole', () => {
		expect(shortNames(['Anna', 'Ben', 'Cleo', 'Dominik'])).toEqual(['Anna', 'Ben', 'Cleo', 'Domi.']);
	});

	it('cuts a long name to four letters when those already differ', () => {
		expect(shortNames(['Alexandra', 'Bartholomew', 'Evangeline'])).toEqual(['Alex.', 'Bart.', 'Evan.']);
	});

	it('keeps as many letters as it takes to tell two names apart', () => {
		expect(shortNames(['Evelina', 'Evelyn', 'Evangeline'])).toEqual(['Eveli.', 'Evelyn', 'Evan.']);
	});

	it('tells a long name from a short one it begins with', () => {
		expect(shortNames(['Anna', 'Annabelle'])).toEqual(['Anna', 'Annab.']);
	});

	it('compares without case, and keeps the letters as written', () => {
		expect(shortNames(['Mariella', 'MARIANNE'])).toEqual(['Marie.', 'MARIA.']);
	});

	it('shows the whole name where a cut would save a letter or none', () => {
		expect(shortNames(['Christina', 'Christine'])).toEqual(['Christina', 'Christine']);
		expect(shortNames(['Frederik', 'Frederic'])).toEqual(['Frederik', 'Frederic']);
	});

	it('cuts between words without a space before the stop', () => {
		expect(shortNames(['Anna Maria', 'Anna Lena'])).toEqual(['Anna M.', 'Anna L.']);
		expect(shortNames(['Nick Hauss', 'Nicole'])).toEqual(['Nick.', 'Nicole']);
	});

	it('cuts whole characters, never half of one', () => {
		expect(shortNames(['Šárka Novotná', 'Štěpánka'])).toEqual(['Šárk.', 'Štěp.']);
		expect(shortNames(['👑👑👑👑👑👑👑', 'Bo'])).toEqual(['👑👑👑👑.', 'Bo']);
	});

	it('labels seats by their players, whatever the order', () => {
		const roster = { b: { name: 'Evangeline', color: 'red' }, a: { name: 'Evelina', color: 'blue' } };
		expect(seatLabels(['a', 'b'], roster)).toEqual(['Evel.', 'Evan.']);
	});
});
