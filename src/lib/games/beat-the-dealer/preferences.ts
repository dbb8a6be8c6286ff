// This device's choices for Beat the Dealer, declared for the backup file (GameMeta.preferences).
import type { DevicePreference } from '$lib/runtime/game-module';

/** Whether this device shows the hint of which guess is likelier. */
export const HINT = {
	name: 'beatTheDealerHint',
	key: 'dealkeeper.beat-the-dealer.hint',
	values: ['on', 'off']
} as const satisfies DevicePreference;
