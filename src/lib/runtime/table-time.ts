// The time the phones of a table agree on. Each phone's clock is a little off; a phone in a table
// measures its offset to the sync server's clock (sync/clock-offset.ts) and from then on stamps
// events and reads countdowns in the server's time, so The Dealer's countdown shows the same
// second on every phone. A phone in no table keeps its own clock (offset 0).
let offsetMs = 0;

export function tableNow(): number {
	return Date.now() + offsetMs;
}

export function useTableOffset(offset: number): void {
	offsetMs = offset;
}
