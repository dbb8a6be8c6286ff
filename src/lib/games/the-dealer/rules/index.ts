// The Dealer's rules as pure functions; the readings taken are in docs/rules.md. Seats are
// indices into the seat order, clockwise; card values are whole numbers from 0 up, entered
// by the table (the app never assumes which cards exist).
// The rules live in rules/, by topic; every importer reads them from here.
export * from './vocabulary';
export * from './table';
export * from './hands';
export * from './secrets';
export * from './scoring';
export * from './corrections';
