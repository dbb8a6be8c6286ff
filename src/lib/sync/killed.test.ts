// Phones killed in the middle of a sync: each phone's session is dropped at random moments, as a
// killed tab is (nothing flushed, nothing awaited), some of them the instant a record from another
// phone lands, with its database and the document it keeps left as they were. After every phone
// has started again and settled, every phone holds the same players, nights, games and logs, and
// none lacks anything any phone entered.
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../tests/server/harness';
import { propertyRuns } from '$support/property-runs';
import { loadPhone, startWizard, tap, type TestPhone } from '$support/sync-phones';
import { HERE } from './table-doc';

const TABLE = { tableId: 'table-killed-0001', secret: 'secret-of-table-killed-0001' };

let server: TestServer | undefined;
let phones: TestPhone[] = [];

afterEach(async () => {
	for (const phone of phones) await phone.leave();
	phones = [];
	await server?.stop();
	server = undefined;
});

const step = fc.oneof(
	fc.record({ kind: fc.constant('player' as const), phone: fc.nat(2) }),
	fc.record({ kind: fc.constant('rename' as const), phone: fc.nat(2) }),
	fc.record({ kind: fc.constant('game' as const), phone: fc.nat(2) }),
	fc.record({ kind: fc.constant('bid' as const), phone: fc.nat(2), seat: fc.nat(2), bid: fc.nat(1) }),
	// Killed the moment the next change from another phone reaches its table's document.
	fc.record({ kind: fc.constant('kill-on-arrival' as const), phone: fc.nat(2) }),
	fc.record({ kind: fc.constant('kill-after' as const), phone: fc.nat(2), ms: fc.nat(40) }),
	fc.record({ kind: fc.constant('restart' as const), phone: fc.nat(2) }),
	fc.record({ kind: fc.constant('wait' as const), ms: fc.nat(60) })
);
type Step = typeof step extends fc.Arbitrary<infer T> ? T : never;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Arms a kill for the moment a change made elsewhere reaches this phone's table document; returns its disarming. */
function killOnArrival(phone: TestPhone): () => void {
	const doc = phone.session?.table.doc;
	if (!doc) return () => {};
	const arrived = (_update: Uint8Array, origin: unknown) => {
		if (origin === HERE) return;
		doc.off('update', arrived);
		if (phone.session?.table.doc === doc) phone.kill();
	};
	doc.on('update', arrived);
	return () => doc.off('update', arrived);
}

async function play(phone: TestPhone, action: Step, names: Map<TestPhone, number>): Promise<void> {
	const { players, games } = phone.modules;
	const count = () => names.set(phone, (names.get(phone) ?? 0) + 1).get(phone)!;
	switch (action.kind) {
		case 'player':
			await players.addPlayer(`${phone.name} ${count()}`, '#336699');
			return;
		case 'rename': {
			const [player] = await players.listPlayers();
			if (player) await players.updatePlayer(player.id, { name: `${player.name}'` });
			return;
		}
		case 'game': {
			const game = await startWizard(
				phone,
				[1, 2, 3].map(() => `${phone.name} ${count()}`)
			);
			await tap(phone, game.id, 'trump', { round: 1, card: 'hearts' });
			return;
		}
		case 'bid': {
			const [game] = await games.listUnfinishedGames();
			// A bid the log refuses (its seat already bid, or trump not turned here yet) is not entered.
			if (game) await tap(phone, game.id, 'bid', { round: 1, seat: action.seat, bid: action.bid }).catch(() => {});
			return;
		}
	}
}

describe('phones killed mid-sync', () => {
	it('end holding the same records and logs once all are back, none missing anything entered', async () => {
		await fc.assert(
			fc.asyncProperty(
				fc.integer({ min: 2, max: 3 }),
				fc.array(step, { minLength: 4, maxLength: 14 }),
				async (count, steps) => {
					server = await startTestServer();
					phones = [];
					for (let i = 0; i < count; i++) phones.push(await loadPhone(`k${i}`));
					for (const phone of phones) await phone.join(TABLE, server.wsUrl);
					const names = new Map<TestPhone, number>();
					const entered = { players: 0, games: 0 };
					const disarms: (() => void)[] = [];

					for (const action of steps) {
						if (action.kind === 'wait') {
							await pause(action.ms);
							continue;
						}
						const phone = phones[action.phone % count]!;
						if (action.kind === 'kill-on-arrival') disarms.push(killOnArrival(phone));
						else if (action.kind === 'kill-after') {
							const timer = setTimeout(() => phone.kill(), action.ms);
							disarms.push(() => clearTimeout(timer));
						} else if (action.kind === 'restart') await phone.restart();
						else {
							await play(phone, action, names);
							if (action.kind === 'player') entered.players++;
							if (action.kind === 'game') {
								entered.players += 3;
								entered.games++;
							}
						}
					}

					disarms.forEach((disarm) => disarm());
					for (const phone of phones) await phone.restart();
					for (let round = 0; round < 2; round++) for (const phone of phones) await phone.caughtUp(20_000);

					const first = await phones[0]!.holdings();
					expect(first.players).toHaveLength(entered.players);
					expect(first.games).toHaveLength(entered.games);
					for (const phone of phones.slice(1)) expect(await phone.holdings()).toEqual(first);
					for (const phone of phones) await phone.leave();
					await server.stop();
					server = undefined;
				}
			),
			{ numRuns: propertyRuns(12) }
		);
	}, 240_000);

	it('refill a phone that opens on an empty database, still in its table, with everything the table holds', async () => {
		server = await startTestServer();
		const [anna, ben] = [await loadPhone('anna'), await loadPhone('ben')];
		phones = [anna, ben];
		const game = await startWizard(anna, ['Anna', 'Ben', 'Cleo']);
		await tap(anna, game.id, 'trump', { round: 1, card: 'hearts' });
		await anna.join(TABLE, server.wsUrl);
		await ben.join(TABLE, server.wsUrl);
		for (const phone of [anna, ben]) await phone.caughtUp();
		await tap(ben, game.id, 'bid', { round: 1, seat: 1, bid: 0 });
		for (const phone of [ben, anna, ben]) await phone.caughtUp();
		const held = await anna.holdings();

		anna.kill();
		anna.loseDatabase();
		expect((await anna.holdings()).games).toEqual([]);
		await anna.restart();
		await anna.caughtUp();
		expect(await anna.holdings()).toEqual(held);
	});
});
