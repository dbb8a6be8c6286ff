// The Boss deck and the Bosses' own rules: the deck checked and built at the start, each
// Boss's Soul penalty, Red Jack's count and the Boatman's toll.
import { earnSouls, gainCurses, suffer } from './board';
import {
	DEVIL_CARDS,
	isCount,
	MAX_TEMPTATION,
	MINIONS_PER_GAME,
	type Board,
	type Boss,
	type BossCard,
	type HellRefusal
} from './vocabulary';

export function isBig(boss: Boss): boolean {
	return boss.id === 'nick-hauss' || boss.id === 'devil';
}

export function bossPenalty(boss: Boss, penalties: { minion: number; bigTable: number }): number {
	if (boss.id === 'custom') return boss.penalty;
	return isBig(boss) ? penalties.bigTable : penalties.minion;
}

/** The deck: the four Minions in order, then Nick Hauss, then the Devil drawn at random. */
export function bossDeck(minions: readonly BossCard[], devilCard: number): Boss[] {
	return [...minions, { id: 'nick-hauss' }, { id: 'devil', card: devilCard }];
}

/** A Boss added by hand needs a name and a penalty of at most 20 Souls; a known Minion needs nothing. */
export function checkBossCard(card: BossCard): HellRefusal | null {
	if (card.id !== 'custom') return null;
	if (card.name.trim() === '') return { code: 'boss_needs_name' };
	return isCount(card.penalty, 20) ? null : { code: 'boss_penalty_range' };
}

/** What makes two Boss cards the same card: a known one by its id, one added by hand by its name. */
function cardKey(card: BossCard): string {
	return card.id === 'custom' ? `custom:${card.name.trim().toLowerCase()}` : card.id;
}

export function checkBegin(
	minions: readonly BossCard[],
	devilCard: number,
	temptation: readonly number[],
	players: number
): HellRefusal | null {
	if (minions.length !== MINIONS_PER_GAME) return { code: 'boss_count', params: { count: MINIONS_PER_GAME } };
	const seen = new Set<string>();
	for (const [index, card] of minions.entries()) {
		const problem = checkBossCard(card);
		if (problem) return problem;
		// The box holds one card of each Boss: a deck never meets the same one twice.
		const key = cardKey(card);
		if (seen.has(key)) return { code: 'boss_repeated', params: { place: index + 1 } };
		seen.add(key);
	}
	if (devilCard < 1 || devilCard > DEVIL_CARDS) return { code: 'devil_unknown' };
	if (temptation.length !== players || !temptation.every((t) => isCount(t, MAX_TEMPTATION - 1))) {
		return { code: 'handicap_range', params: { max: MAX_TEMPTATION - 1 } };
	}
	return null;
}

export const RED_JACK_HANDS = ['bust', 'twenty-one'] as const;
export type RedJackHand = (typeof RED_JACK_HANDS)[number];

/** Red Jack: over 21 is a Temptation and a Curse; exactly 21 earns a Soul. */
export function redJack(board: Board, seat: number, hand: RedJackHand): Board {
	return hand === 'bust' ? gainCurses(suffer(board, seat, 1), seat, 1) : earnSouls(board, 1);
}

/** The Boatman: a Soul for each Toll value used; with too few Souls his Tolls cannot be used. */
export function checkToll(board: Board, souls: number): HellRefusal | null {
	if (!isCount(souls, 20) || souls === 0) return { code: 'toll_count' };
	return board.pot >= souls ? null : { code: 'toll_pot_short', params: { pot: board.pot } };
}
