// A round's points as the forms and the sheet's labels write them: made bids with a plus, missed
// ones with a true minus, as every sheet writes points (ui/sheet/sheet.ts).
// (A round never scores 0: a made bid is worth at least 20, a missed one at most -10.)
export { formatSigned as signed } from '$lib/ui/sheet/sheet';
