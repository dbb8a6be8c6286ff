// The languages the app offers, each named in itself ("Čeština", "Norsk bokmål"), so a player
// finds their own whatever language is showing. Each catalog names its own language: Intl could
// say the same (languages.test.ts holds them to it), but its DisplayNames loads every language's
// locale data as the app starts, 35 ms before home answers a tap on a phone four times slower.
import { m } from '$lib/paraglide/messages.js';
import { locales, type Locale } from '$lib/paraglide/runtime';

export const LANGUAGES: readonly { locale: Locale; name: string }[] = locales.map((locale) => ({
	locale,
	name: m.language_own_name({}, { locale })
}));
