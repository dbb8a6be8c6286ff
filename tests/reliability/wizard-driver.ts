// Random Wizard play through the screen, as a person taps it: choosing a legal action for the
// state on screen (with the odd slip the rules refuse), tapping it by role and label, and
// waiting for the screen to show a given state. Used by the kill test and the race journey.
import type { Page } from '@playwright/test';
import {
	readScreen,
	sameScreen,
	SUIT_NAMES,
	SUITS,
	type LoggedEvent,
	type Rng,
	type Screen,
	type Suit,
	type WizardState
} from './wizard-model';

export type Action =
	| { type: 'trump'; card: Suit | 'jester' | 'wizard'; suit?: Suit }
	| { type: 'bid'; bid: number; double?: boolean }
	| { type: 'tricks'; tricks: number[] }
	| { type: 'undo' };

/**
 * A random action for this state: mostly legal; now and then an undo or a double-tapped bid.
 * The bid the dealer may not make and tricks that do not add up are not tapped: the pad and the
 * tricks form disable them. A finished game only takes an undo.
 */
export function chooseAction(rng: Rng, state: WizardState): Action {
	if (state.undoable !== null && (state.phase === 'finished' || rng.chance(0.07))) return { type: 'undo' };
	if (state.phase === 'trump') {
		const card = rng.pick([...SUITS, 'jester', 'wizard'] as const);
		return card === 'wizard' ? { type: 'trump', card, suit: rng.pick(SUITS) } : { type: 'trump', card };
	}
	if (state.phase === 'bidding') {
		// Small bids are what tables mostly bid; the same value twice running is common, which
		// is what the double-tap rule has to tell from a double tap.
		const drawn = rng.chance(0.6) ? rng.int(0, Math.min(1, state.round)) : rng.int(0, state.round);
		const bid = drawn !== state.forbiddenBid ? drawn : drawn < state.round ? drawn + 1 : drawn - 1;
		return { type: 'bid', bid, double: rng.chance(0.1) };
	}
	const tricks = new Array<number>(state.players).fill(0);
	for (let t = 0; t < state.round; t++) tricks[rng.int(0, state.players - 1)]! += 1;
	return { type: 'tricks', tricks };
}

/** The event the action stores if the rules take it, with the targets the app stamps on it. */
export function eventFor(state: WizardState, action: Action, seq: number): LoggedEvent {
	switch (action.type) {
		case 'undo':
			return { seq, type: 'undo', payload: { seq: state.undoable } };
		case 'trump':
			return { seq, type: 'trump', payload: { card: action.card, suit: action.suit, round: state.round } };
		case 'bid':
			return { seq, type: 'bid', payload: { bid: action.bid, round: state.round, seat: state.bidder } };
		case 'tricks':
			return { seq, type: 'tricks', payload: { tricks: action.tricks, round: state.round } };
	}
}

/**
 * `force` skips Playwright's wait for the element to be stable, which counts animation frames:
 * a tab in the background gets none, yet a person's tap (or another window) reaches it.
 */
export type TapOptions = {
	timeout?: number;
	force?: boolean;
	/** false: equal taps as fast as they come (the runtime may take the second for a double tap). */
	space?: boolean;
};

const lastTaps = new WeakMap<Page, { key: string; at: number }>();

/**
 * Taps the action on this page. Equal taps (same action and payload) come at a person's pace,
 * more than the runtime's 400 ms double-tap window apart, unless the action is a deliberate
 * double tap. `names` are the seats' names, for the tricks steppers.
 */
export async function tap(
	page: Page,
	action: Action,
	names: readonly string[],
	{ timeout = 0, force = false, space = true }: TapOptions = {}
): Promise<void> {
	const key = JSON.stringify(action.type === 'bid' ? ['bid', action.bid] : action);
	const last = lastTaps.get(page);
	const since = last?.key === key ? Date.now() - last.at : Infinity;
	if (space && since < 450) await page.waitForTimeout(450 - since);
	const click = { timeout, force };
	switch (action.type) {
		case 'undo':
			await page.getByRole('button', { name: /Undo/ }).click(click);
			break;
		case 'trump':
			if (action.card === 'wizard') {
				await page.getByRole('button', { name: /^Wizard \(dealer picks\)/ }).click(click);
				await page.getByRole('button', { name: SUIT_NAMES[action.suit!], exact: true }).click(click);
			} else if (action.card === 'jester') {
				await page.getByRole('button', { name: /^Jester/ }).click(click);
			} else {
				await page.getByRole('button', { name: SUIT_NAMES[action.card], exact: true }).click(click);
			}
			break;
		case 'bid': {
			const button = page
				.getByRole('group', { name: 'Bids' })
				.getByRole('button', { name: String(action.bid), exact: true });
			await (action.double ? button.dblclick(click) : button.click(click));
			break;
		}
		case 'tricks':
			await setTricks(page, action.tricks, names, click);
			await page.getByRole('button', { name: 'Score the round' }).click(click);
			break;
	}
	lastTaps.set(page, { key, at: Date.now() });
}

/** Steps each player's tricks to the wanted number, from whatever the form (or its draft) holds. */
export async function setTricks(
	page: Page,
	tricks: readonly number[],
	names: readonly string[],
	{ timeout = 0, force = false }: TapOptions = {}
): Promise<void> {
	for (const [seat, want] of tricks.entries()) {
		const label = `${names[seat]}'s tricks`;
		const stepper = page.getByRole('group', { name: label, exact: true });
		let value = Number(await stepper.locator('output').textContent({ timeout }));
		for (; value < want; value++)
			await stepper.getByRole('button', { name: `One more: ${label}` }).click({ timeout, force });
		for (; value > want; value--)
			await stepper.getByRole('button', { name: `One less: ${label}` }).click({ timeout, force });
	}
}

/** Polls the screen until it shows `want` or the time is up; returns what it showed last. */
export async function waitForScreen(
	page: Page,
	want: Screen,
	timeout = 15_000
): Promise<{ ok: boolean; shown: Screen | null }> {
	const deadline = Date.now() + timeout;
	for (;;) {
		const shown = await page.evaluate(readScreen);
		if (sameScreen(shown, want)) return { ok: true, shown };
		if (Date.now() > deadline) return { ok: false, shown };
		await new Promise((resolve) => setTimeout(resolve, 20));
	}
}

/** Opens a page of the app at this absolute URL and waits until it is interactive. */
export async function openAt(page: Page, url: string): Promise<void> {
	await page.goto(url);
	await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
}
