// Who deals the next game, after each recorded whole game (each game's fixtures/): the seat left
// of whoever dealt last, by each game's own rotation. Worked out by hand from the logs.
import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '$lib/runtime/game-module';
import { lastDealerOf, nextSetup } from '$lib/runtime/play-again';
import { replay } from '$lib/runtime/replay';
import { readFixture, wholeGameFile } from '$support/every-game';
import { findGame } from '.';

async function nextDealerAfter(id: string): Promise<number> {
	const fixture = readFixture(wholeGameFile(id));
	const module: AnyGameModule = await findGame(id)!.load();
	const { snapshot } = replay(module, fixture.setup, fixture.events, fixture);
	return nextSetup(fixture.setup, lastDealerOf(module, snapshot, fixture.setup)).firstDealer;
}

describe('play again: the next first dealer', () => {
	it('Wizard: 5 players from seat 4, 12 rounds; round 12 is dealt by seat 0, so seat 1 deals next', async () => {
		expect(await nextDealerAfter('wizard')).toBe(1);
	});

	it('The Dealer: 5 players from seat 4, the card passing left; round 5 is seat 3, so seat 4 again', async () => {
		expect(await nextDealerAfter('the-dealer')).toBe(4);
	});

	it('Hell of a Deal: 3 players from seat 0, six rounds dealt; round 6 is seat 2, so seat 0', async () => {
		expect(await nextDealerAfter('hell-of-a-deal')).toBe(0);
	});
});
