// The number pad's slots over a list a step keeps: slot i shows and sets values[i].
import type { Slot } from './ValuePad.svelte';

export function listSlots(
	values: (number | null)[],
	key: string,
	describe: (index: number) => { label: string; group: string }
): Slot[] {
	return values.map((value, index) => ({
		key: `${key}-${index}`,
		...describe(index),
		value,
		set: (next) => (values[index] = next)
	}));
}
