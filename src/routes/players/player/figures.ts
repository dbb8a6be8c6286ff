// Figures as a player page shows them: at most two decimals, rates as percentages.
export const decimal = (n: number | null) => (n === null ? '—' : n.toLocaleString([], { maximumFractionDigits: 2 }));
export const percent = (n: number | null) => (n === null ? '—' : n.toLocaleString([], { style: 'percent', maximumFractionDigits: 0 }));
