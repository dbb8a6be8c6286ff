// The outbox's rows (keep-outbox.ts writes them): read by the sync, cleared once the table has them.
import { Dexie } from 'dexie';
import { database } from './database';
import type { OutboxRecord } from './records';

/** The rows waiting, oldest first. */
export async function readOutbox(): Promise<OutboxRecord[]> {
	return database().outbox.toArray();
}

/** Clears rows the table has acknowledged (by their `n`); rows written since stay. */
export async function clearOutbox(ns: readonly number[]): Promise<void> {
	await database().outbox.bulkDelete([...ns]);
}

/** Calls back after every write here that adds a row, from this tab or another. */
export function watchOutbox(changed: () => void): () => void {
	const prefix = `idb://${database().name}/outbox/`;
	const listener = (parts: Record<string, unknown>) => {
		if (Object.keys(parts).some((part) => part.startsWith(prefix))) changed();
	};
	Dexie.on('storagemutated', listener);
	return () => Dexie.on('storagemutated').unsubscribe(listener);
}

/** Drops every row: a phone in no table has nobody to send them to. */
export async function emptyOutbox(): Promise<void> {
	await database().outbox.clear();
}
