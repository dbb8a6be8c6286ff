// A game night runs from 06:00 one day to 06:00 the next (local time), so games after
// midnight still belong to the evening they started in.
const NIGHT_STARTS_AT_HOUR = 6;

export function nightIdFor(at: number): string {
	const shifted = new Date(at - NIGHT_STARTS_AT_HOUR * 3600_000);
	const month = String(shifted.getMonth() + 1).padStart(2, '0');
	const day = String(shifted.getDate()).padStart(2, '0');
	return `${shifted.getFullYear()}-${month}-${day}`;
}
