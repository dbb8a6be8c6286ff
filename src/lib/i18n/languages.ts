// The languages the app offers, each named in itself ("Čeština", "Norsk bokmål"), so a player
// finds their own whatever language is showing. The names come from Intl: a new language needs
// only its catalogs and its entry in the locales of project.inlang/settings.json.
import { locales, type Locale } from '$lib/paraglide/runtime';

function ownName(locale: Locale): string {
	const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
	return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

export const LANGUAGES: readonly { locale: Locale; name: string }[] = locales.map((locale) => ({
	locale,
	name: ownName(locale)
}));
