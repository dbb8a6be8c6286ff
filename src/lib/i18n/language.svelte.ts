// The language the app speaks, chosen on this device. Paraglide's messages ask getLocale() each
// time they render; pointing it at this $state makes every message on screen re-render when the
// player switches, without a reload, so a game in progress is never disturbed.
import {
	baseLocale,
	localStorageKey,
	overwriteGetLocale,
	overwriteSetLocale,
	type Locale
} from '$lib/paraglide/runtime';
import { pickLocale } from './pick-locale';

let current = $state<Locale>(baseLocale);

function readSaved(): string | null {
	try {
		return localStorage.getItem(localStorageKey);
	} catch {
		return null; // Storage blocked (some private modes): the browser's languages decide.
	}
}

function apply(locale: Locale): void {
	current = locale;
	document.documentElement.lang = locale;
}

export const language = {
	get current(): Locale {
		return current;
	},
	/** Switches every message on screen and remembers the choice on this device. */
	choose(locale: Locale): void {
		apply(locale);
		try {
			localStorage.setItem(localStorageKey, locale);
		} catch {
			// Without storage the choice lasts this visit only.
		}
	}
};

overwriteGetLocale(() => current);
overwriteSetLocale((locale) => language.choose(locale));
// In the browser, before the first component renders: hydration then draws the chosen language
// over the prerendered (English) shell. The prerender itself stays in English.
if (typeof window !== 'undefined') apply(pickLocale(readSaved(), navigator.languages ?? [navigator.language]));
