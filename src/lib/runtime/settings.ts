// A game's settings: defaults from its definitions, and checks on what the table chose.
import type { RuleError, SettingDef } from './game-module';

export type SettingValues = Record<string, boolean | number | string>;

export function defaultSettings(defs: readonly SettingDef[]): SettingValues {
	return Object.fromEntries(defs.map((def) => [def.key, def.default]));
}

/** The first setting that is not acceptable, or null. Unknown keys are ignored. */
export function checkSettings(defs: readonly SettingDef[], values: SettingValues): RuleError | null {
	for (const def of defs) {
		const value = values[def.key];
		if (def.kind === 'boolean' && typeof value !== 'boolean')
			return { code: 'setting_invalid', params: { setting: def.key } };
		if (
			def.kind === 'number' &&
			(typeof value !== 'number' || !Number.isInteger(value) || value < def.min || value > def.max)
		) {
			return { code: 'setting_out_of_range', params: { setting: def.key, min: def.min, max: def.max } };
		}
		if (def.kind === 'choice' && !def.options.some((option) => option.value === value)) {
			return { code: 'setting_invalid', params: { setting: def.key } };
		}
	}
	return null;
}

/** Seat order and dealer for a new game, checked against the game's player range. */
export function checkSeating(
	seats: readonly string[],
	firstDealer: number,
	range: { min: number; max: number }
): RuleError | null {
	if (seats.length < range.min || seats.length > range.max) return { code: 'player_count', params: range };
	if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= seats.length) return { code: 'pick_dealer' };
	return null;
}
