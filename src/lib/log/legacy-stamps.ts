// Clock stamps for events stored before logs could merge (schema 4 and older, old backups).
// Made from the event alone, so every phone that upgrades the same game gives its events the same
// stamps and a later merge sees one event, not two. A game's stamps keep its seq order: time never
// runs back within it (a later seq never sorts before an earlier one), and events of the same ms
// count up. Their undos, which named a seq, name the action's id (undo.ts), which a merge keeps.
import type { EventRecord } from '$lib/model';
import { formatHlc } from './hlc';
import { undosById } from './undo';

/** The device named by stamps made here: not a phone, the time before phones were told apart. */
export const LEGACY_DEVICE = 'legacy';

/** The years a stamp can write (0000 to 9999): a damaged time outside them stands at an end. */
const LATEST = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const inStampRange = (at: number) => Math.min(Math.max(at, 0), LATEST);

/** The events of one game's log, oldest first, each with a stamp and the legacy device. */
export function stampLegacyLog<E extends EventRecord>(log: readonly E[]): E[] {
	let millis = -Infinity;
	let counter = 0;
	return undosById([...log].sort((a, b) => a.seq - b.seq)).map((event) => {
		const at = inStampRange(event.at);
		if (at > millis) [millis, counter] = [at, 0];
		else counter++;
		return { ...event, hlc: formatHlc({ millis, counter, device: LEGACY_DEVICE }), deviceId: LEGACY_DEVICE };
	});
}
