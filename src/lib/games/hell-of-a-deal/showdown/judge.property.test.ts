// Properties of the judge over random tables: suits carry no order (a permutation of the suits
// changes no verdict), and a card no hand uses does not matter (changing it changes nothing,
// as long as its replacement is not used either).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RANKS, SUITS, type Suit } from '../../shared/cards';
import type { BossId } from '../rules';
import type { SuitedCard } from './evaluate';
import { judgeShowdown, type CardRef, type Judgement, type ShowdownCards } from './judge';
import { propertyRuns } from '$support/property-runs';

const DECK: SuitedCard[] = RANKS.flatMap((rank) => SUITS.map((suit) => ({ rank, suit })));
/** Bosses whose rules do not depend on which cards are where (Eenie Meanie's and Red Jack's do). */
const BOSSES: BossId[] = ['dedly-aloor', 'demona', 'nick-hauss', 'devil', 'the-boatman', 'jack-potts', 'custom'];

type Drawn = { boss: BossId; cards: ShowdownCards };

/** A table dealt from one shuffled deck: so no card is entered twice. */
const tables: fc.Arbitrary<Drawn> = fc
	.record({
		boss: fc.constantFrom(...BOSSES),
		players: fc.integer({ min: 1, max: 4 }),
		extras: fc.integer({ min: 0, max: 3 }),
		tollsPaid: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
		defaultHand: fc.array(fc.constantFrom(...RANKS), { minLength: 1, maxLength: 4 }),
		deck: fc.shuffledSubarray(DECK, { minLength: DECK.length, maxLength: DECK.length })
	})
	.map(({ boss, players, extras, tollsPaid, defaultHand, deck }): Drawn => {
		const rest = [...deck];
		const deal = (count: number) => rest.splice(0, count);
		const bossCards = boss === 'nick-hauss' || boss === 'devil' ? 3 : 2;
		return {
			boss,
			cards: {
				board: deal(5 + (boss === 'jack-potts' ? extras : 0)),
				players: Array.from({ length: players }, (_, seat) => ({ hole: deal(3), tollsPaid: tollsPaid[seat]! })),
				boss: { hole: deal(bossCards), tolls: boss === 'the-boatman' ? deal(1) : [], defaultHand }
			}
		};
	});

function judged(boss: BossId, cards: ShowdownCards): Extract<Judgement, { status: 'judged' }> {
	const judgement = judgeShowdown(boss, cards);
	if (judgement.status !== 'judged') throw new Error('a dealt table is always complete');
	return judgement;
}

/** What the table is told: each verdict with its reason and the scores of the hands. */
function outcome(judgement: Extract<Judgement, { status: 'judged' }>) {
	return {
		boss: judgement.boss.plays === 'default' ? judgement.boss.score : judgement.boss.hand.score,
		players: judgement.players.map((v) => ({ result: v.result, reason: v.reason, score: v.hand?.score }))
	};
}

/** Where a card lies on the table: a list and a place in it. */
type Place = { list: 'board' | 'boss' | number; index: number };

function placesOf(cards: ShowdownCards): Place[] {
	return [
		...cards.board.map((_, index): Place => ({ list: 'board', index })),
		...cards.boss.hole.map((_, index): Place => ({ list: 'boss', index })),
		...cards.players.flatMap((player, seat) => player.hole.map((_, index): Place => ({ list: seat, index })))
	];
}

/** Whether any hand in the judgement uses the card at this place. */
function isUsed(judgement: Extract<Judgement, { status: 'judged' }>, place: Place): boolean {
	const uses = (refs: CardRef[], from: CardRef['from']) =>
		refs.some((ref) => ref.from === from && ref.index === place.index);
	const bossRefs = judgement.boss.plays === 'cards' ? judgement.boss.hand.cards : [];
	const playerRefs = judgement.players.map((v) => v.hand?.cards ?? []);
	if (place.list === 'board') return uses(bossRefs, 'board') || playerRefs.some((refs) => uses(refs, 'board'));
	if (place.list === 'boss') return uses(bossRefs, 'hole');
	return uses(playerRefs[place.list]!, 'hole');
}

function replaced(cards: ShowdownCards, place: Place, card: SuitedCard): ShowdownCards {
	const swap = <T extends SuitedCard>(list: readonly T[]) =>
		list.map((old, index) => (index === place.index ? { ...old, ...card } : old));
	if (place.list === 'board') return { ...cards, board: swap(cards.board) };
	if (place.list === 'boss') return { ...cards, boss: { ...cards.boss, hole: swap(cards.boss.hole) } };
	const seat = place.list;
	return {
		...cards,
		players: cards.players.map((player, at) => (at === seat ? { ...player, hole: swap(player.hole) } : player))
	};
}

function everyCard(cards: ShowdownCards): SuitedCard[] {
	return [...cards.board, ...cards.boss.hole, ...cards.boss.tolls, ...cards.players.flatMap((player) => player.hole)];
}

describe('the judge, over random tables', () => {
	it('gives the same verdicts, reasons and hands when the suits are permuted', () => {
		const permutations = fc.shuffledSubarray([...SUITS], { minLength: 4, maxLength: 4 });
		fc.assert(
			fc.property(tables, permutations, ({ boss, cards }, order) => {
				const to = Object.fromEntries(SUITS.map((suit, i) => [suit, order[i]!])) as Record<Suit, Suit>;
				const permute = <T extends SuitedCard>(card: T): T => ({ ...card, suit: to[card.suit] });
				const permuted: ShowdownCards = {
					board: cards.board.map(permute),
					players: cards.players.map((player) => ({ ...player, hole: player.hole.map(permute) })),
					boss: { ...cards.boss, hole: cards.boss.hole.map(permute), tolls: cards.boss.tolls.map(permute) }
				};
				expect(outcome(judged(boss, permuted))).toEqual(outcome(judged(boss, cards)));
			}),
			{ numRuns: propertyRuns(300) }
		);
	});

	it('gives the same verdicts when a card no hand uses is changed for another that no hand uses', () => {
		const replacementRuns = propertyRuns(300);
		let checked = 0;
		fc.assert(
			fc.property(tables, fc.nat(), fc.nat(), ({ boss, cards }, pick, replacement) => {
				const before = judged(boss, cards);
				const unused = placesOf(cards).filter((place) => !isUsed(before, place));
				if (unused.length === 0) return;
				const place = unused[pick % unused.length]!;
				const out = everyCard(cards);
				const free = DECK.filter((card) => !out.some((other) => other.rank === card.rank && other.suit === card.suit));
				const after = replaced(cards, place, free[replacement % free.length]!);
				const judgedAfter = judged(boss, after);
				// If the new card found a use, the hands may rightly be better: nothing to compare.
				if (isUsed(judgedAfter, place)) return;
				checked++;
				expect(outcome(judgedAfter)).toEqual(outcome(before));
			}),
			{ numRuns: replacementRuns }
		);
		// The property was tested, not skipped: most replacements stay unused. A third of the runs,
		// not a fixed count, since FC_NUM_RUNS may cap them at a few (vitest.mutation.config.ts).
		expect(checked).toBeGreaterThan(replacementRuns / 3);
	});

	it('gives the same verdicts when a player drops a card their hand does not use', () => {
		fc.assert(
			fc.property(tables, fc.nat(), ({ boss, cards }, pick) => {
				const before = judged(boss, cards);
				const seat = pick % cards.players.length;
				const hole = cards.players[seat]!.hole;
				const unusedIndex = hole.findIndex((_, index) => !isUsed(before, { list: seat, index }));
				if (unusedIndex < 0) return;
				const dropped: ShowdownCards = {
					...cards,
					players: cards.players.map((player, at) =>
						at === seat ? { ...player, hole: hole.filter((_, index) => index !== unusedIndex) } : player
					)
				};
				expect(outcome(judged(boss, dropped)).players[seat]).toEqual(outcome(before).players[seat]);
			}),
			{ numRuns: propertyRuns(300) }
		);
	});
});
