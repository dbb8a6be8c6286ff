// Phones that were apart: each enters while offline (its own games, and taps on a game they all
// hold), then they come back in a random order. Every phone ends with the same players, games,
// logs and summaries, whoever came back first.
import fc from 'fast-check';
import { startTestServer, type TestServer } from '../../../tests/server/harness';
import { afterEach, describe, expect, it } from 'vitest';
import { propertyRuns } from '$support/property-runs';
import { loadPhone, startWizard, tap, type TestPhone } from '$support/sync-phones';

const TABLE = { tableId: 'table-apart-0001', secret: 'secret-of-table-apart-0001' };

let server: TestServer | undefined;
let phones: TestPhone[] = [];

afterEach(async () => {
	for (const phone of phones) await phone.leave();
	phones = [];
	await server?.stop();
});

async function start(): Promise<string> {
	server = await startTestServer();
	return server.wsUrl;
}

// Bids on round 1 of a three-player Wizard game, by seat: each phone may enter any of them, and
// two phones may enter the same one (the later by the log's order is refused, on every phone).
const bid = (seat: number, value: number) => ({ round: 1, seat, bid: value });

describe('phones apart, coming back in any order', () => {
	it('end holding the same players, games, logs and summaries', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 2, max: 3 }),
				fc.array(fc.record({ phone: fc.nat(2), seat: fc.nat(2), bid: fc.nat(1), ownGame: fc.boolean() }), {
					minLength: 1,
					maxLength: 6
				}),
				fc.nat(5),
				async (count, taps, order) => {
					const url = await start();
					phones = [];
					for (let i = 0; i < count; i++) phones.push(await loadPhone(`p${i}`));
					// The first phone starts a game; everyone syncs once, then goes apart.
					const shared = await startWizard(phones[0]!, ['Anna', 'Ben', 'Cleo']);
					await tap(phones[0]!, shared.id, 'trump', { round: 1, card: 'hearts' });
					for (const phone of phones) await phone.join(TABLE, url);
					for (const phone of phones) await phone.caughtUp();
					for (const phone of phones) await phone.leave();

					for (const step of taps) {
						const phone = phones[step.phone % count]!;
						if (step.ownGame) {
							const own = await startWizard(phone, [`${phone.name} A`, `${phone.name} B`, `${phone.name} C`]);
							await tap(phone, own.id, 'trump', { round: 1, card: 'clubs' });
						} else {
							// A bid this phone's log refuses (its seat already bid) is not entered, as the screen would not offer it.
							await tap(phone, shared.id, 'bid', bid(step.seat, step.bid)).catch(() => {});
						}
					}

					// Back in a rotated order, each catching up before the next arrives.
					const back = phones.map((_, i) => phones[(i + order) % count]!);
					for (const phone of back) {
						await phone.join(TABLE, url);
						await phone.caughtUp();
					}
					for (const phone of back) await phone.caughtUp();

					const first = await phones[0]!.holdings();
					for (const phone of phones.slice(1)) expect(await phone.holdings()).toEqual(first);
					// Nothing any phone entered was lost.
					const ownGames = taps.filter((step) => step.ownGame).length;
					expect(first.games).toHaveLength(1 + ownGames);
					for (const phone of phones) await phone.leave();
					await server!.stop();
					server = undefined;
				}
			),
			{ numRuns: propertyRuns(4) }
		);
	}, 120_000);
});
