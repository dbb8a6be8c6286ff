// Wizard: the rounds each player bid exactly what they took.
import type { WizardSnapshot } from '$lib/games/wizard/machine';
import type { GameDetails } from './types';

export function wizardDetails(snapshot: WizardSnapshot): GameDetails {
	const { seats, rounds } = snapshot.context;
	return Object.fromEntries(
		seats.map((playerId, seat) => [
			playerId,
			{ kind: 'wizard', rounds: rounds.length, bidsMade: rounds.filter((r) => r.bids[seat] === r.tricks[seat]).length }
		])
	);
}
