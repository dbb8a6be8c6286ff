// The device's own choices a backup carries: the theme, the language, each game's own choices
// (GameMeta.preferences, such as a hint shown or not; each kept in localStorage) and how long ago the backup reminder was put off (kept with the
// games, see storage/meta.ts). On import, like a night's name, each fills in only what this
// device has not chosen itself: a restored phone gets its settings back, and a friend's file
// merged into a phone in use leaves that phone's own choices alone.
import * as v from 'valibot';
import { GAMES } from '$lib/games';
import { isLocale, localStorageKey } from '$lib/paraglide/runtime.js';
import { THEME_KEY, theme, type Theme } from '$lib/ui/theme.svelte';
import { settingsSchema, type DeviceSettings } from './format';

/** Each setting kept in localStorage, by its name in the file. */
const STORED: Record<string, string> = {
	...Object.fromEntries(GAMES.flatMap((game) => game.preferences ?? []).map(({ name, key }) => [name, key])),
	theme: THEME_KEY,
	locale: localStorageKey
};

function storage(): Storage | null {
	try {
		return typeof localStorage === 'undefined' ? null : localStorage;
	} catch {
		// Private mode can refuse even to hand out localStorage.
		return null;
	}
}

/** What this device has chosen, each value checked as an import would check it. */
export function readStoredSettings(): Omit<DeviceSettings, 'reminderPutOffGamesAgo'> {
	const settings: Record<string, string> = {};
	for (const [name, key] of Object.entries(STORED)) {
		const value = storage()?.getItem(key);
		const schema: v.GenericSchema | undefined = (settingsSchema.entries as Record<string, v.GenericSchema>)[name];
		if (value != null && schema && v.is(schema, value)) settings[name] = value;
	}
	return settings;
}

/** Fills in the settings this device has not chosen; called once the import is written. */
export function applyStoredSettings(settings: DeviceSettings): void {
	const here = storage();
	if (!here) return;
	for (const [name, key] of Object.entries(STORED)) {
		const value = settings[name];
		// A language this version has no words for is left for a version that has them.
		if (typeof value !== 'string' || (name === 'locale' && !isLocale(value))) continue;
		try {
			if (here.getItem(key) !== null) continue;
			here.setItem(key, value);
		} catch {
			// Storage full or refused: the games are in; the settings are only a convenience.
			continue;
		}
		// The theme shows at once; the language from the next start (the picker switches it live).
		if (name === 'theme' && typeof document !== 'undefined') theme.choose(value as Theme);
	}
}
