// Which table this phone is in, kept in localStorage so the layout can tell at first paint,
// without loading the sync code, whether there is anything to sync. The secret never leaves the
// phone except to the sync server (as the connection's token) and in the invite it shows.
import * as v from 'valibot';

const KEY = 'dealkeeper.table';

const membershipSchema = v.strictObject({
	tableId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/)),
	secret: v.pipe(v.string(), v.minLength(16), v.maxLength(200)),
	/** What this phone is called at the table ("Anna's phone"). */
	deviceName: v.pipe(v.string(), v.maxLength(40)),
	/** Tells this phone apart from the others in the table's list of devices. */
	deviceId: v.pipe(v.string(), v.minLength(8), v.maxLength(64))
});

export type Membership = v.InferOutput<typeof membershipSchema>;

export function readMembership(storage: Pick<Storage, 'getItem'> = localStorage): Membership | null {
	try {
		const result = v.safeParse(membershipSchema, JSON.parse(storage.getItem(KEY) ?? 'null'));
		return result.success ? result.output : null;
	} catch {
		return null;
	}
}

export function keepMembership(membership: Membership, storage: Pick<Storage, 'setItem'> = localStorage): void {
	storage.setItem(KEY, JSON.stringify(membership));
}

export function forgetMembership(storage: Pick<Storage, 'removeItem'> = localStorage): void {
	storage.removeItem(KEY);
}

/** A random id or secret of `bytes` bytes, in letters, digits, '-' and '_'. */
export function randomToken(bytes: number): string {
	const values = crypto.getRandomValues(new Uint8Array(bytes));
	return btoa(String.fromCharCode(...values))
		.replaceAll('+', '-')
		.replaceAll('/', '_')
		.replaceAll('=', '');
}

/** A new table: its id, and the secret that lets a phone in. */
export function newTable(deviceName: string): Membership {
	return { tableId: randomToken(16), secret: randomToken(32), deviceName, deviceId: randomToken(12) };
}
