// What each Boss changes about the cards at the showdown, from the rulebook's Boss texts.
// Bosses not named here (and Bosses added by name) play by the plain rules: players hold 3
// cards, the Boss 2, and either uses one or two of its own.
import type { BossId } from '../rules';

export type BossHands = {
	/** Cards each player is dealt: 3, or 2 face up against Red Jack. */
	playerCards: number;
	/** Cards the Boss is dealt: 2, or 3 for Nick Hauss and the Devil. */
	bossCards: number;
	/** The most of its own cards the Boss may use: 2, 3 for Nick and the Devil, all for Red Jack. */
	bossMostUsed: number;
	/** Eenie Meanie: players cannot use the board's high value. */
	boardHighBanned: boolean;
	/** The Boatman: Toll values cost a Soul per card; the Boss may use his Tolls as his own cards. */
	tolls: boolean;
	/** Jack Potts: extra cards stacked on the board, legal Community cards. */
	stackedExtras: boolean;
	/** Red Jack: blackjack totals for players, and he draws to over 16. */
	blackjack: boolean;
};

const PLAIN: BossHands = {
	playerCards: 3,
	bossCards: 2,
	bossMostUsed: 2,
	boardHighBanned: false,
	tolls: false,
	stackedExtras: false,
	blackjack: false
};

/** A Boss may use as many of its cards as a hand holds. */
const ALL_OWN_CARDS = 5;

export function bossHands(boss: BossId): BossHands {
	switch (boss) {
		case 'nick-hauss':
		case 'devil':
			return { ...PLAIN, bossCards: 3, bossMostUsed: 3 };
		case 'eenie-meanie':
			return { ...PLAIN, boardHighBanned: true };
		case 'the-boatman':
			return { ...PLAIN, tolls: true };
		case 'jack-potts':
			return { ...PLAIN, stackedExtras: true };
		case 'red-jack':
			return { ...PLAIN, playerCards: 2, bossMostUsed: ALL_OWN_CARDS, blackjack: true };
		default:
			return PLAIN;
	}
}
