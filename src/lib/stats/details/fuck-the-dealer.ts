import type { FtdSnapshot } from '$lib/games/fuck-the-dealer/machine';
import { givenDetails } from './given';
import type { GameDetails } from './types';

export function fuckTheDealerDetails({ context }: FtdSnapshot): GameDetails {
	return givenDetails(
		'fuck-the-dealer',
		context.seats,
		context.steps.map((step) => ({ ...step, charges: [step.charge] }))
	);
}
