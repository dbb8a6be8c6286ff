// The number pad's slots: what a slot shows, and the slots over a list a step keeps.

/** One value the pad enters: its label, the group it is shown under, and how it is set. */
export type Slot = {
	key: string;
	label: string;
	group: string;
	value: number | null;
	set: (value: number | null) => void;
};

/** Slot i shows and sets values[i]. */
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
