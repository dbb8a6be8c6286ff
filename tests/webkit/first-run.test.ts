// The first run in WebKit, as tests/e2e/first-run.spec.ts takes it in Chromium: home says what the
// app does and shows the games it runs; New game with nobody stored opens the form for a new
// player, and each one added takes the next seat.
import { expect, test } from 'vitest';
import { useTable } from './table';

const table = useTable();

test('a new phone explains itself, and New game seats players as they are added', async () => {
	const phone = await table.phone();
	await phone.open('/');
	const intro = await phone.find(['region', 'New here?']);
	expect(await phone.textOf(['region', 'New here?'])).toContain('Dealkeeper deals nothing');
	for (const game of ['Wizard', 'The Dealer', 'Beat the Dealer', 'Hell of a Deal'])
		await phone.find(['region', 'New here?'], ['listitem', new RegExp(game)]);
	expect(await phone.session.execute('return arguments[0].querySelectorAll("li").length', intro)).toBe(5);
	expect(await phone.session.execute('return [innerWidth, innerHeight]')).toEqual([390, 844]);

	await phone.tap(['link', 'New game']);
	await phone.find(['field', 'Name']);
	expect(await phone.session.execute('return document.body.innerText')).toContain(
		'No players yet: add everyone at the table below'
	);
	expect(await phone.attribute('aria-expanded', ['button', 'Someone new at the table?'])).toBe('true');
	for (const name of ['Anna', 'Ben']) {
		await phone.fill('Name', name);
		await phone.tap(['button', 'Add player']);
		await expect.poll(() => phone.attribute('aria-pressed', ['group', 'Roster'], ['button', name])).toBe('true');
	}
	expect(await phone.textOf(['list', 'Seat order'])).toMatch(/^1\.\s*Anna\b[^]*2\.\s*Ben\b/);
});
