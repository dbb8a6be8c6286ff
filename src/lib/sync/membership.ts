// Which table this phone is in, kept in localStorage so the layout can tell at first paint,
// without loading the sync code, whether there is anything to sync. The invite's secret and the
// phone's own key never leave the phone except to the sync server (in the connection's token);
// the secret also goes in the invite it shows.
// Checked by hand rather than with valibot: the layout reads this on every page's first load.
export type Membership = {
	tableId: string;
	/** The invite's secret: lets a phone register its key, and goes in the invite it shows. */
	secret: string;
	/** This phone's own key to the table: what lets it in once registered, until it is forgotten. */
	key: string;
	/** What this phone is called at the table ("Anna's phone"). */
	deviceName: string;
	/** Tells this phone apart from the others in the table's list of devices. */
	deviceId: string;
	/** What the table is called, as this phone last heard: shown before it reconnects. */
	tableName?: string;
	/** The player who holds this phone: their secret choices are made here. */
	playerId?: string;
};

const KEY = 'dealkeeper.table';
const TOKEN = /^[A-Za-z0-9_-]{8,64}$/;

/** A membership kept before phones had keys lacks one: it gets its own on first read. */
type KeptMembership = Omit<Membership, 'key'> & { key?: string };

function isMembership(value: unknown): value is KeptMembership {
	if (typeof value !== 'object' || value === null) return false;
	const { tableId, secret, key, deviceName, deviceId, tableName, playerId } = value as Record<string, unknown>;
	return (
		typeof tableId === 'string' &&
		(key === undefined || (typeof key === 'string' && TOKEN.test(key))) &&
		TOKEN.test(tableId) &&
		typeof secret === 'string' &&
		secret.length >= 16 &&
		secret.length <= 200 &&
		typeof deviceName === 'string' &&
		deviceName.length <= 40 &&
		typeof deviceId === 'string' &&
		TOKEN.test(deviceId) &&
		(tableName === undefined || (typeof tableName === 'string' && tableName.length <= 60)) &&
		(playerId === undefined || (typeof playerId === 'string' && playerId.length <= 100))
	);
}

export function readMembership(storage: Pick<Storage, 'getItem' | 'setItem'> = localStorage): Membership | null {
	let value: unknown;
	try {
		value = JSON.parse(storage.getItem(KEY) ?? 'null');
	} catch {
		return null;
	}
	if (!isMembership(value)) return null;
	if (value.key !== undefined) return value as Membership;
	const keyed = { ...value, key: randomToken(32) };
	storage.setItem(KEY, JSON.stringify(keyed));
	return keyed;
}

/** Told on the window when this phone joins a table, so the layout loads the sync's mark. */
export const TABLE_CHANGED = 'dealkeeper:table-changed';

export function keepMembership(membership: Membership, storage: Pick<Storage, 'setItem'> = localStorage): void {
	storage.setItem(KEY, JSON.stringify(membership));
	if (typeof window !== 'undefined') window.dispatchEvent(new Event(TABLE_CHANGED));
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

/** A new table: its id, the invite's secret that lets a phone in, and this phone's own key. */
export function newTable(deviceName: string): Membership {
	return { tableId: randomToken(16), secret: randomToken(32), ...newPhone(deviceName) };
}

/** This phone, as it enters a table: its id in the table's list and its own key. */
export function newPhone(deviceName: string): Pick<Membership, 'deviceName' | 'deviceId' | 'key'> {
	return { deviceName, deviceId: randomToken(12), key: randomToken(32) };
}
