import { expect, test, type Page } from './fixtures';
import { chooseAction, setTricks, tap, type Action } from '../reliability/wizard-driver';
import {
	expectedScreen,
	readScreen,
	readStore,
	replayWizard,
	sameScreen,
	seeded,
	seqTrouble,
	type Screen,
	type Stored
} from '../reliability/wizard-model';
import { addPlayers, open, startGame } from './table';

const PLAYERS = ['Anna', 'Ben', 'Cleo', 'Dan'];
const TAPS = 200;
/** Only one of two tabs is in front: the other gets no animation frames (see TapOptions). */
const TAP = { timeout: 1_000, force: true, space: false };
const SEED = process.env.RACE_SEED ? Number(process.env.RACE_SEED) : Math.floor(Math.random() * 2 ** 31);

/**
 * Taps an action; false when it found nothing to tap, or what it tapped went away mid-tap,
 * because the other tab's action moved the screen on first (a trump picker or a tricks form
 * gone): the race going the other tab's way.
 */
async function tryTap(page: Page, action: Action, names: string[]): Promise<boolean> {
	try {
		await tap(page, action, names, TAP);
		return true;
	} catch (error) {
		if (
			error instanceof Error &&
			(error.name === 'TimeoutError' || /Element is not (visible|attached)|detached/.test(error.message))
		)
			return false;
		throw error;
	}
}

test('two tabs tapping the same Wizard game at once never show a state the log does not hold, and end equal to a fresh tab', async ({
	context,
	page
}) => {
	test.setTimeout(180_000);
	console.log(`race seed ${SEED} (RACE_SEED=${SEED} replays it)`);
	const rng = seeded(SEED);
	await addPlayers(page, PLAYERS);
	await startGame(page, 'Wizard', PLAYERS, 'Anna', ["Bids may not add up to the round's tricks"]);
	const gameId = new URL(page.url()).searchParams.get('game');
	const tabs = [page, await context.newPage()] as const;
	await open(tabs[1], page.url());

	const store = async () => (await page.evaluate(readStore, gameId))!;
	const screenOf = (stored: Stored, upTo = stored.events.length) =>
		expectedScreen(replayWizard(stored.game.setup, stored.events.slice(0, upTo)), stored.names);
	const divergences: string[] = [];
	let taps = 0;
	let missed = 0;
	let step = 0;

	/** Both tabs show the whole log's state, and the log has stopped growing; else a divergence. */
	async function settle(): Promise<Stored> {
		const deadline = Date.now() + 10_000;
		for (;;) {
			const stored = await store();
			const want = screenOf(stored);
			const shown = await Promise.all(tabs.map((tab) => tab.evaluate(readScreen)));
			const again = await store();
			if (shown.every((s) => sameScreen(s, want)) && again.game.lastSeq === stored.game.lastSeq) return stored;
			if (Date.now() > deadline) {
				divergences.push(
					`step ${step}: the tabs settle on ${JSON.stringify(shown)}, the log's state is ${JSON.stringify(want)}`
				);
				return again;
			}
		}
	}

	let stored = await settle();
	while (taps < TAPS) {
		step++;
		const state = replayWizard(stored.game.setup, stored.events);
		const names = stored.names;
		const kind =
			taps === TAPS - 1
				? 'first'
				: rng.pick(['first', 'second', 'same instant', 'same instant', 'one after the other'] as const);
		if (kind === 'first' || kind === 'second') {
			if (!(await tryTap(tabs[kind === 'first' ? 0 : 1], chooseAction(rng, state), names))) missed++;
			taps += 1;
		} else {
			// Both tabs act on the same state: often the very same action (two people entering
			// the same bid), otherwise each its own.
			const first = chooseAction(rng, state);
			const second = rng.chance(0.5) ? first : chooseAction(rng, state);
			if (kind === 'same instant' && first.type === 'tricks' && second.type === 'tricks') {
				await Promise.all([
					setTricks(tabs[0], first.tricks, names, TAP),
					setTricks(tabs[1], second.tricks, names, TAP)
				]);
				const landed = await Promise.all(
					tabs.map((tab) =>
						tab
							.getByRole('button', { name: 'Score the round' })
							.click(TAP)
							.then(
								() => true,
								() => false
							)
					)
				);
				missed += landed.filter((ok) => !ok).length;
			} else if (kind === 'same instant') {
				const landed = await Promise.all([tryTap(tabs[0], first, names), tryTap(tabs[1], second, names)]);
				missed += landed.filter((ok) => !ok).length;
			} else {
				// The second tap comes while the first is still being stored.
				if (!(await tryTap(tabs[0], first, names))) missed++;
				if (!(await tryTap(tabs[1], second, names))) missed++;
			}
			taps += 2;
		}

		// What each tab shows right now, before it settles, must be a state the log went through.
		const shown: (Screen | null)[] = await Promise.all(tabs.map((tab) => tab.evaluate(readScreen)));
		const now = await store();
		const held = new Set(Array.from({ length: now.events.length + 1 }, (_, k) => JSON.stringify(screenOf(now, k))));
		shown.forEach((screen, tab) => {
			if (!held.has(JSON.stringify(screen)))
				divergences.push(
					`step ${step} (${kind}): tab ${tab + 1} shows ${JSON.stringify(screen)}, a state the log never held`
				);
		});
		stored = await settle();
		const seqs = seqTrouble(stored.events, stored.game.lastSeq);
		if (!seqs.ok) divergences.push(`step ${step}: seqs ${JSON.stringify(seqs)}`);
		const refused = replayWizard(stored.game.setup, stored.events).refused;
		if (refused.length)
			divergences.push(`step ${step}: the log holds events the rules refuse: ${JSON.stringify(refused)}`);
		// Enough to see what is wrong; each failed settle costs its full wait.
		if (divergences.length >= 5) break;
	}

	// A third tab, opened fresh, reads the log on its own: both tabs must show what it shows.
	const third = await context.newPage();
	await open(third, page.url());
	const want = screenOf(stored);
	await expect.poll(() => third.evaluate(readScreen)).toEqual(want);
	for (const [i, tab] of tabs.entries()) {
		const shown = await tab.evaluate(readScreen);
		if (!sameScreen(shown, want))
			divergences.push(`end: tab ${i + 1} shows ${JSON.stringify(shown)}, a fresh tab ${JSON.stringify(want)}`);
	}

	console.log(
		`race: ${taps} taps (${missed} found the screen moved on), ${stored.events.length} events stored, ${step} steps; divergences ${divergences.length}`
	);
	expect(divergences, `race seed ${SEED}`).toEqual([]);
});
