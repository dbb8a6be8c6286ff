// One option of a Choice: what it stands for, how it reads, and why it cannot be chosen now.
export type ChoiceOption<T> = {
	value: T;
	/** The option's accessible name, and its text unless the Choice draws options itself. */
	label: string;
	disabled?: boolean;
	/** Why a disabled option cannot be chosen, shown under the group and read with the option. */
	reason?: string;
};

/** The index the arrow keys move to from `from`, skipping disabled options and wrapping round. */
export function nextEnabled<T>(options: readonly ChoiceOption<T>[], from: number, step: 1 | -1): number {
	for (let i = 1; i <= options.length; i++) {
		const index = (from + step * i + options.length * i) % options.length;
		if (!options[index]!.disabled) return index;
	}
	return from;
}
