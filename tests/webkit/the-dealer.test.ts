// The Dealer's 30-second discussion in WebKit, on the page's own clock (WebDriver cannot move it):
// the countdown runs, holds while paused, goes on where it was after a reload, sounds its last
// seconds once the reloaded page may make sound, and says when time is up.
import { expect, test } from 'vitest';
import type { Phone } from './phone';
import { addPlayers, pause, startGame, useTable } from './table';

const table = useTable();
const PLAYERS = ['Ivo', 'Jo', 'Kim'];

async function role(phone: Phone, name: string, card: string): Promise<void> {
	await phone.tap(['radiogroup', 'Whose card'], ['radio', new RegExp(`^${name}:`)]);
	await phone.tap(['radiogroup', `${name}'s role`], ['radio', card]);
}

async function secondsLeft(phone: Phone): Promise<number> {
	return Number(await phone.text('countdown'));
}

test('the countdown runs, pauses, survives a reload, beeps its last seconds and ends the talk', async () => {
	const phone = await table.phone();
	await addPlayers(phone, PLAYERS);
	await startGame(phone, 'The Dealer', PLAYERS, 'Ivo');
	await role(phone, 'Jo', 'Giant');
	await role(phone, 'Kim', 'Witness');
	await phone.tap(['button', 'These are the roles']);
	await phone.tap(['button', /^Cards are dealt/]);
	await phone.find(['button', 'Pause']);
	await expect.poll(() => secondsLeft(phone)).toBeLessThanOrEqual(28);

	await phone.tap(['button', 'Pause']);
	await expect.poll(() => phone.text('countdown-caption')).toBe('Paused');
	const paused = await secondsLeft(phone);
	await pause(2_000);
	expect(await secondsLeft(phone)).toBe(paused);
	await phone.tap(['button', 'Resume']);
	await expect.poll(() => secondsLeft(phone)).toBeLessThan(paused);

	const beforeReload = await secondsLeft(phone);
	await phone.reload();
	await expect.poll(() => phone.text('countdown')).toMatch(/^\d+$/);
	const afterReload = await secondsLeft(phone);
	expect(afterReload).toBeLessThanOrEqual(beforeReload);
	expect(afterReload).toBeGreaterThan(beforeReload - 5);
	// Every tone the page plays, from here on.
	await phone.session.execute(`
		const heard = (window.heard = []);
		const start = OscillatorNode.prototype.start;
		OscillatorNode.prototype.start = function (...args) {
			heard.push(this.frequency.value);
			return start.apply(this, args);
		};`);
	// A reloaded page may not make sound until tapped: it asks.
	await phone.tap(['button', 'Tap so the phone can beep and buzz']);
	await phone.gone(['button', 'Tap so the phone can beep and buzz']);

	await expect.poll(() => phone.text('countdown'), { timeout: 40_000 }).toBe('TIME');
	expect(await phone.session.execute('return document.body.innerText')).toContain('Time is up.');
	expect(await phone.session.execute('return window.heard')).toEqual(expect.arrayContaining([880, 660]));
});
