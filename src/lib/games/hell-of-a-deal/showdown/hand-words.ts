// The judge's findings in the player's words: a hand ("Two pair, jacks and nines, ace kicker"),
// the reason for a verdict, what the judge still needs. Each sentence is one message; values
// and classes are words passed into it.
import { m } from '$lib/paraglide/messages.js';
import { ACE_VALUE, classOf, keyOf, NO_HAND, type HandClass } from './evaluate';
import type { Needed, Reason } from './judge';

type Word = () => string;

/** Values 2 to 14, one word each: "nine", and "nines" for a set of them. */
const RANK_WORDS: Record<number, [one: Word, many: Word]> = {
	2: [m.hell_judge_rank_two, m.hell_judge_ranks_two],
	3: [m.hell_judge_rank_three, m.hell_judge_ranks_three],
	4: [m.hell_judge_rank_four, m.hell_judge_ranks_four],
	5: [m.hell_judge_rank_five, m.hell_judge_ranks_five],
	6: [m.hell_judge_rank_six, m.hell_judge_ranks_six],
	7: [m.hell_judge_rank_seven, m.hell_judge_ranks_seven],
	8: [m.hell_judge_rank_eight, m.hell_judge_ranks_eight],
	9: [m.hell_judge_rank_nine, m.hell_judge_ranks_nine],
	10: [m.hell_judge_rank_ten, m.hell_judge_ranks_ten],
	11: [m.hell_judge_rank_jack, m.hell_judge_ranks_jack],
	12: [m.hell_judge_rank_queen, m.hell_judge_ranks_queen],
	13: [m.hell_judge_rank_king, m.hell_judge_ranks_king],
	14: [m.hell_judge_rank_ace, m.hell_judge_ranks_ace]
};

function rankWord(value: number): string {
	return RANK_WORDS[value]![0]();
}

export function ranksWord(value: number): string {
	return RANK_WORDS[value]![1]();
}

const CLASS_WORDS: Record<HandClass, Word> = {
	'high-card': m.hell_judge_class_high_card,
	pair: m.hell_judge_class_pair,
	'two-pair': m.hell_judge_class_two_pair,
	'three-of-a-kind': m.hell_judge_class_three_of_a_kind,
	straight: m.hell_judge_class_straight,
	flush: m.hell_judge_class_flush,
	'full-house': m.hell_judge_class_full_house,
	'four-of-a-kind': m.hell_judge_class_four_of_a_kind,
	'straight-flush': m.hell_judge_class_straight_flush,
	'five-of-a-kind': m.hell_judge_class_five_of_a_kind
};

/** A class as a sentence uses it: "a flush", "two pair". */
function classWords(handClass: HandClass): string {
	return CLASS_WORDS[handClass]();
}

/**
 * A hand named as players say it, with its first kicker where it has one: "Pair of jacks,
 * ace kicker", "Full house, kings over nines", "Straight, five high".
 */
export function handName(score: number): string {
	if (score === NO_HAND) return m.hell_judge_hand_none();
	const [first = 0, second = 0, third = 0] = keyOf(score);
	const withKicker = (kicker: number, plain: () => string, kicked: (word: string) => string) =>
		kicker ? kicked(rankWord(kicker)) : plain();
	switch (classOf(score)) {
		case 'five-of-a-kind':
			return m.hell_judge_hand_five_of_a_kind({ set: ranksWord(first) });
		case 'straight-flush':
			return first === ACE_VALUE
				? m.hell_judge_hand_royal_flush()
				: m.hell_judge_hand_straight_flush({ high: rankWord(first) });
		case 'four-of-a-kind':
			return withKicker(
				second,
				() => m.hell_judge_hand_four_of_a_kind({ set: ranksWord(first) }),
				(kicker) => m.hell_judge_hand_four_of_a_kind_kicker({ set: ranksWord(first), kicker })
			);
		case 'full-house':
			return m.hell_judge_hand_full_house({ set: ranksWord(first), pair: ranksWord(second) });
		case 'flush':
			return m.hell_judge_hand_flush({ high: rankWord(first) });
		case 'straight':
			return m.hell_judge_hand_straight({ high: rankWord(first) });
		case 'three-of-a-kind':
			return withKicker(
				second,
				() => m.hell_judge_hand_three_of_a_kind({ set: ranksWord(first) }),
				(kicker) => m.hell_judge_hand_three_of_a_kind_kicker({ set: ranksWord(first), kicker })
			);
		case 'two-pair': {
			const pairs = { high: ranksWord(first), low: ranksWord(second) };
			return withKicker(
				third,
				() => m.hell_judge_hand_two_pair(pairs),
				(kicker) => m.hell_judge_hand_two_pair_kicker({ ...pairs, kicker })
			);
		}
		case 'pair':
			return withKicker(
				second,
				() => m.hell_judge_hand_pair({ set: ranksWord(first) }),
				(kicker) => m.hell_judge_hand_pair_kicker({ set: ranksWord(first), kicker })
			);
		case 'high-card':
			return withKicker(
				second,
				() => m.hell_judge_hand_high_card({ high: rankWord(first) }),
				(kicker) => m.hell_judge_hand_high_card_kicker({ high: rankWord(first), kicker })
			);
	}
}

/** Why the verdict is what it is, in one sentence. */
export function reasonText(reason: Reason): string {
	switch (reason.code) {
		case 'class':
			return m.hell_judge_reason_class({ mine: classWords(reason.mine), theirs: classWords(reason.theirs) });
		case 'set':
			return m.hell_judge_reason_rank({
				hand: classWords(reason.hand),
				mine: ranksWord(reason.mine),
				theirs: ranksWord(reason.theirs)
			});
		case 'card':
			return m.hell_judge_reason_rank({
				hand: classWords(reason.hand),
				mine: rankWord(reason.mine),
				theirs: rankWord(reason.theirs)
			});
		case 'kicker':
			return m.hell_judge_reason_kicker({
				hand: classWords(reason.hand),
				mine: rankWord(reason.mine),
				theirs: rankWord(reason.theirs)
			});
		case 'short':
			return m.hell_judge_reason_short({ hand: classWords(reason.hand), theirs: rankWord(reason.theirs) });
		case 'tie':
			return m.hell_judge_reason_tie({ hand: classWords(reason.hand) });
		case 'default-tie':
			return m.hell_judge_reason_default_tie();
		case 'no-hand':
			return m.hell_judge_reason_no_hand();
	}
}

/** What the judge still needs, for the table to enter. */
export function neededText(needed: Needed, nameOf: (player: number) => string): string {
	switch (needed.code) {
		case 'board':
			return m.hell_judge_needs_board({ have: needed.have });
		case 'hole':
			return m.hell_judge_needs_hole({ name: nameOf(needed.player) });
		case 'boss-hole':
			return m.hell_judge_needs_boss_hole();
		case 'toll':
			return m.hell_judge_needs_toll();
		case 'default-hand':
			return m.hell_judge_needs_default_hand();
		case 'red-jack-draws':
			return m.hell_judge_needs_red_jack({ total: needed.total });
	}
}
