// Phones that write without pause while a test ends the server under them (kill.test.ts,
// sigterm.test.ts, instances.test.ts), and the check that a later server holds every entry it had
// acknowledged.
import { connectClient, newPhone, synced, type Phone, type TestClient } from './clients';

const WRITE_EVERY_MS = 5;

export interface WritingPhone {
	/** What its entries' keys start with. */
	name: string;
	client: TestClient;
	/** Which phone it is, to connect it again elsewhere. */
	phone: Phone;
	/** Stops writing; the connection stays. */
	stop(): void;
	/** Stops writing and disconnects: nothing the server lost can come back from this phone. */
	drop(): void;
}

/**
 * A phone writing an entry every few ms once it is in; each entry joins `acknowledged` (entry →
 * document) once the server acknowledged it. Not before it is in: the provider sets its count of
 * unsynced changes to 1 when its socket opens, forgetting updates queued before, which would then
 * count as acknowledged.
 */
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

/** The acknowledged entries a fresh phone on each document does not find on the server. */
export async function missing(wsUrl: string, invite: string, acknowledged: Map<string, string>): Promise<Set<string>> {
	const documents = new Set(acknowledged.values());
	const readers = new Map([...documents].map((name) => [name, connectClient(wsUrl, name, invite)]));
	await Promise.all([...readers.values()].map(synced));
	const lost = new Set<string>();
	for (const [key, documentName] of acknowledged) {
		if (!readers.get(documentName)!.doc.getMap('entries').has(key)) lost.add(key);
	}
	readers.forEach((reader) => reader.destroy());
	return lost;
}
