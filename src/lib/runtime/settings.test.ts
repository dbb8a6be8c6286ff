import { describe, expect, it } from 'vitest';
import type { SettingDef } from './game-module';
import { checkSeating, checkSettings, defaultSettings } from './settings';

const defs: SettingDef[] = [
	{ key: 'strict', kind: 'boolean', default: false, label: () => 'Strict' },
	{ key: 'seconds', kind: 'number', default: 30, min: 5, max: 120, label: () => 'Seconds' },
	{
		key: 'unit',
		kind: 'choice',
		default: 'points',
		options: [
			{ value: 'points', label: () => 'Points' },
			{ value: 'sips', label: () => 'Sips' }
		],
		label: () => 'Unit'
	}
];

describe('settings', () => {
	it('starts from the defaults, which pass their own checks', () => {
		expect(defaultSettings(defs)).toEqual({ strict: false, seconds: 30, unit: 'points' });
		expect(checkSettings(defs, defaultSettings(defs))).toBeNull();
	});
	it('refuses a number outside its range, saying the range', () => {
		expect(checkSettings(defs, { strict: true, seconds: 3, unit: 'points' })).toEqual({
			code: 'setting_out_of_range',
			params: { setting: 'seconds', min: 5, max: 120 }
		});
	});
	it('refuses a choice that is not among the options', () => {
		expect(checkSettings(defs, { strict: true, seconds: 30, unit: 'shots' })).toEqual({
			code: 'setting_invalid',
			params: { setting: 'unit' }
		});
	});
	it('refuses seatings outside the game’s player range or without a dealer', () => {
		expect(checkSeating(['a', 'b'], 0, { min: 3, max: 6 })).toEqual({
			code: 'player_count',
			params: { min: 3, max: 6 }
		});
		expect(checkSeating(['a', 'b', 'c'], 3, { min: 3, max: 6 })).toEqual({ code: 'pick_dealer' });
		expect(checkSeating(['a', 'b', 'c'], 2, { min: 3, max: 6 })).toBeNull();
	});
});
