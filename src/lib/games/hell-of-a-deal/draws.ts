// The game's chance, drawn by the screen: the result goes into the event's payload, so replay
// never draws again and always comes back to the same table.
import { BONES, DEVIL_CARDS, MINIONS, MINIONS_PER_GAME, type Bones, type Minion } from './rules';

function pick<T>(list: readonly T[], random: () => number): T {
	return list[Math.floor(random() * list.length)]!;
}

/** Four different Minions, in the order drawn. */
export function drawMinions(random: () => number = Math.random): Minion[] {
	const left = [...MINIONS];
	return Array.from({ length: MINIONS_PER_GAME }, () => left.splice(Math.floor(random() * left.length), 1)[0]!);
}

/** One of the three Devil cards, 1 to 3. */
export function drawDevil(random: () => number = Math.random): number {
	return 1 + Math.floor(random() * DEVIL_CARDS);
}

/** The Bones die: its three faces equally likely. */
export function rollBones(random: () => number = Math.random): Bones {
	return pick(BONES, random);
}
