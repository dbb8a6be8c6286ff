// Which players have a phone of their own at the table, so a secret choice (The Dealer's
// Frenemy and Sniper) is made on that player's phone instead of one passed around. The sync sets
// this (sync/table.svelte.ts); a phone in no table leaves it empty, and every secret is made on
// the phone passed to its player, as before.
class OwnPhones {
	/** The player this phone belongs to, when its owner said so on the table's page. */
	mine = $state<string | null>(null);
	/** Players whose own phone is connected to the table now, by player id: the phone's name. */
	elsewhere = $state<Record<string, string>>({});
	/**
	 * The player this phone was last handed to for a secret of theirs, until it is back with its
	 * owner: the owner's own secret waits for it (a game's secret step, such as The Dealer's).
	 */
	heldBy = $state<string | null>(null);
}

export const ownPhones = new OwnPhones();
