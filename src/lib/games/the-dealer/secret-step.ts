// Which step a secret choice shows on this phone. A phone passed to another player for their
// secret is still in that player's hand when its owner's own secret comes: it goes back to the
// owner first, or the one holding it would see the owner choose.

export type SecretStep =
	/** The chooser holds this phone: the choice is on screen. */
	| 'choose'
	/** The chooser has a phone of their own at the table and chooses there. */
	| 'await-own-phone'
	/** This phone goes to the chooser, who alone opens the choice. */
	| 'pass'
	/** This phone is the chooser's own, still in the hand of the player it was passed to. */
	| 'hand-back';

export type SecretAt = {
	/** Who makes this choice. */
	chooser: string;
	/** Whose phone this is, when its owner said so; null for a phone of no one's. */
	owner: string | null;
	/** Who was last handed this phone for a secret of theirs; null when no one was. */
	heldBy: string | null;
	/** The chooser's own phone is at the table (and the table has not chosen to pass this one). */
	chooserPhoneHere: boolean;
};

export function secretStep({ chooser, owner, heldBy, chooserPhoneHere }: SecretAt): SecretStep {
	if (owner === chooser) return heldBy !== null && heldBy !== owner ? 'hand-back' : 'choose';
	return chooserPhoneHere ? 'await-own-phone' : 'pass';
}
