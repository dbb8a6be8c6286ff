// The records every part of the app shares (storage, backup, sync, runtime, stats), declared once
// as valibot schemas with their types inferred. Imports nothing of the app, so any layer may use it.
export * from './data';
export * from './event';
export * from './figures';
export * from './game';
export * from './ids';
export * from './night';
export * from './player';
export * from './stamps';
