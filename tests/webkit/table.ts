// What every WebKit journey stands on, and the steps a player takes that several share: the built
// app served by the repository's server on a free loopback port (tests/server/harness.ts), WebKit
// beside it, and phones opened in it; the roster and a game's set-up, as tests/e2e/table.ts
// takes them in Chromium.
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestServer, type TestServer } from '../server/harness';
import { Phone } from './phone';
import { startWebKit, type WebKit } from './webkit';

export interface Table {
	/** The app's server: `url` is the origin every phone opens. */
	readonly server: TestServer;
	/** A new phone: a new WebKit window with an empty profile. One at a time. */
	phone(): Promise<Phone>;
}

/** Starts the server and WebKit before the file's journeys and stops both after them. */
export function useTable(): Table {
	let server: TestServer | undefined;
	let webkit: WebKit | undefined;
	const phones = new Set<Phone>();
	beforeAll(async () => {
		server = await startTestServer();
		webkit = await startWebKit();
	});
	afterAll(async () => {
		for (const phone of phones) await phone.close().catch(() => {});
		await webkit?.stop();
		await server?.stop();
	});
	return {
		get server() {
			return server!;
		},
		async phone() {
			for (const phone of phones) await phone.close();
			phones.clear();
			const phone = new Phone(await webkit!.open(), server!.url);
			phones.add(phone);
			return phone;
		}
	};
}

export async function addPlayers(phone: Phone, names: readonly string[]): Promise<void> {
	await phone.open('/players');
	for (const name of names) {
		await phone.fill('Name', name);
		await phone.tap(['button', 'Add player']);
		await phone.find(['listitem', new RegExp(name)]);
	}
}

/** Sets up a game with these players in seat order and `dealer` dealing first. */
export async function startGame(phone: Phone, game: string, seats: readonly string[], dealer: string): Promise<void> {
	await phone.open('/new');
	await phone.tap(['radio', new RegExp(game)]);
	// The page opens on the last game's seating, read in after it opens: waited for, then cleared.
	const roster = await phone.find(['group', 'Roster']);
	await expect.poll(() => phone.session.execute('return arguments[0].ariaBusy', roster)).toBe('false');
	await phone.session.execute(
		'for (const seated of arguments[0].querySelectorAll(\'[aria-pressed="true"]\')) seated.click()',
		roster
	);
	for (const name of seats) await phone.tap(['group', 'Roster'], ['button', name]);
	await phone.tap(['radiogroup', 'First dealer'], ['radio', dealer]);
	await phone.tap(['button', 'Start game']);
	await expect.poll(() => phone.path()).toMatch(/^\/play\?game=/);
}

/** Wizard's bid pad: taps a bid for whoever is asked, then waits until the next one is asked. */
export async function bid(phone: Phone, value: number): Promise<void> {
	// Whose bid it is now; nobody's once the last bid is in and the tricks are asked.
	const asked = () =>
		phone.session.execute<string>(
			"return [...document.querySelectorAll('h1, h2, h3')].map((h) => h.innerText).find((t) => t.startsWith('Bid:')) ?? ''"
		);
	const before = await asked();
	await phone.tap(['group', 'Bids'], ['button', String(value)]);
	await expect.poll(asked).not.toBe(before);
}

/** Longer than the app's double-tap window (DOUBLE_TAP_MS): a person reads before tapping again. */
export const PAST_DOUBLE_TAP_MS = 600;

export function pause(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}
