// Numbers, dates and times in the app's language, never the browser's default: a Czech table on
// an English phone reads "1. prosince 2026" and "1 000". Formatters are costly to build, and a
// history list formats hundreds of times, so each kind is built once per language.
import { getLocale } from '$lib/paraglide/runtime';

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;
const cache = new Map<string, Formatter>();

function cached<T extends Formatter>(kind: string, build: (locale: string) => T): T {
	const locale = getLocale();
	const key = `${locale} ${kind}`;
	let formatter = cache.get(key) as T | undefined;
	if (!formatter) cache.set(key, (formatter = build(locale)));
	return formatter;
}

const numberFormat = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
const percentFormat = (locale: string) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
const clockFormat = (locale: string) => new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
const secondsFormat = (locale: string) =>
	new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
const dateFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
const dateTimeFormat = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
const longDateFormat = (locale: string) =>
	new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

/** A count or figure with the language's grouping and decimal mark, at most 2 decimals. */
export const formatNumber = (n: number): string => cached('number', numberFormat).format(n);
/** A share from 0 to 1 as a whole percentage. */
export const formatPercent = (share: number): string => cached('percent', percentFormat).format(share);
/** A figure that may not exist yet (an average over no games): a dash then. */
export const formatFigure = (n: number | null): string => (n === null ? '—' : formatNumber(n));
/** A share that may not exist yet, as formatPercent; a dash then. */
export const formatShare = (share: number | null): string => (share === null ? '—' : formatPercent(share));
/** A time of day, hours and minutes. */
export const formatClock = (at: number | Date): string => cached('clock', clockFormat).format(at);
/** A time of day to the second, for an action in a game's record. */
export const formatClockSeconds = (at: number | Date): string => cached('seconds', secondsFormat).format(at);
/** A date, for when a player last played. */
export const formatDate = (at: number | Date): string => cached('date', dateFormat).format(at);
/** A date and time, for a game's start. */
export const formatDateTime = (at: number | Date): string => cached('datetime', dateTimeFormat).format(at);
/** A night's date in full: weekday, day, month and year. */
export const formatLongDate = (at: number | Date): string => cached('longdate', longDateFormat).format(at);

const listFormat = (locale: string) => new Intl.ListFormat(locale, { type: 'conjunction' });
/** Names in a sentence: "Anna, Bo and Cy", "Anna, Bo a Cy", "Anna, Bo og Cy". */
export const formatList = (items: readonly string[]): string => cached('list', listFormat).format(items);
