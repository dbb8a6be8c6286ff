// A phone writing without pause, for tests that kill a server under it: an entry in its document's
// `entries` every few ms once it is in, each one recorded in `acknowledged` (entry → document) once
// the server acknowledged it. Not before it is in: the provider sets its count of unsynced changes
// to 1 when its socket opens, forgetting updates queued before, which would then count as
// acknowledged.
import { connectClient, newPhone, type Phone, type TestClient } from './clients';

const WRITE_EVERY_MS = 5;

export interface WritingPhone {
	/** What its entries' keys start with. */
	name: string;
	client: TestClient;
	/** Which phone it is, to connect it again elsewhere. */
	phone: Phone;
	/** Stops writing; the connection stays. */
	stop(): void;
	/** Stops writing and closes the connection. */
	drop(): void;
}

export function writingPhone(
	wsUrl: string,
	documentName: string,
	invite: string,
	name: string,
	acknowledged: Map<string, string>
): WritingPhone {
	const phone = newPhone();
	const client = connectClient(wsUrl, documentName, invite, undefined, phone);
	let written: string[] = [];
	let count = 0;
	client.provider.on('unsyncedChanges', ({ number }: { number: number }) => {
		if (number !== 0) return;
		for (const key of written) acknowledged.set(key, documentName);
		written = [];
	});
	let timer: ReturnType<typeof setInterval> | undefined;
	client.provider.on('synced', () => {
		timer ??= setInterval(() => {
			const key = `${name}-${(count += 1)}`;
			written.push(key);
			client.doc.getMap('entries').set(key, count);
		}, WRITE_EVERY_MS);
	});
	const stop = () => clearInterval(timer);
	return {
		name,
		client,
		phone,
		stop,
		drop() {
			stop();
			client.destroy();
		}
	};
}
