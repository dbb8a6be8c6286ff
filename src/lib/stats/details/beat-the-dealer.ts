import type { BtdSnapshot } from '$lib/games/beat-the-dealer/machine';
import { givenDetails } from './given';
import type { GameDetails } from './types';

export function beatTheDealerDetails({ context }: BtdSnapshot): GameDetails {
	return givenDetails('beat-the-dealer', context.seats, context.turns);
}
