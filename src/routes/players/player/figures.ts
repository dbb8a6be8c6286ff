// Figures as a player page shows them: at most two decimals, rates as percentages, in the app's language.
import { formatNumber, formatPercent } from '$lib/i18n/format';

export const decimal = (n: number | null) => (n === null ? '—' : formatNumber(n));
export const percent = (n: number | null) => (n === null ? '—' : formatPercent(n));
