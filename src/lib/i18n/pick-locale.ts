// Which of the app's languages to speak: the player's saved choice, else the first of the
// browser's languages the app has, else English.
import { baseLocale, isLocale, type Locale } from '$lib/paraglide/runtime';

// Nynorsk and the bare "no" tag: Norwegian readers read Bokmål, which the app has.
const SAME_AS: Record<string, Locale> = { no: 'nb' as Locale, nn: 'nb' as Locale };

function fromTag(tag: string): Locale | null {
	const lower = tag.toLowerCase();
	if (isLocale(lower)) return lower;
	const base = lower.split('-')[0]!;
	if (isLocale(base)) return base;
	return SAME_AS[base] && isLocale(SAME_AS[base]) ? SAME_AS[base] : null;
}

export function pickLocale(saved: string | null, browserLanguages: readonly string[]): Locale {
	if (saved && isLocale(saved)) return saved;
	for (const tag of browserLanguages) {
		const locale = fromTag(tag);
		if (locale) return locale;
	}
	return baseLocale;
}
