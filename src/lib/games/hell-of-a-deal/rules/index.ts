// Hell of a Deal's counts as pure functions; the readings taken are in docs/rules.md.
// The players play real poker hands; these rules keep what the team tracks: Temptation with
// its flame barriers, Curses, Favors, the Souls pot, and when the team has lost.
// Seats are indices into the seat order, clockwise.
// The rules live in rules/, by topic; every importer reads them from here.
export * from './vocabulary';
export * from './board';
export * from './bosses';
export * from './bets';
export * from './favors';
export * from './adjust';
