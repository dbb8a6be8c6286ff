// A round's points as the forms and the sheet's labels write them: made bids with a plus.
// (A round never scores 0: a made bid is worth at least 20, a missed one at most -10.)
export function signed(points: number): string {
	return points > 0 ? `+${points}` : String(points);
}
