// What a phone and the sync server agree on: where the server listens, how documents are named,
// and the limits the server enforces. Plain constants and functions, importing only the id rule:
// the server (server/) reads both files as they are.
import { ID_SOURCE } from '../model/ids.js';

/** The WebSocket endpoint, on the app's own origin. */
export const SYNC_PATH = '/sync';
/** Answers `{ now }`, the server's clock in epoch ms: a phone measures its offset with it. */
export const TIME_PATH = '/sync/time';

/** The limits the server holds every connection to, and why a phone stopped syncing. */
export const LIMITS = {
	/**
	 * One document's whole state (a night's events, or the table). One WebSocket message may be as
	 * large, so a phone can send a whole document in one sync step.
	 */
	documentBytes: 32 * 1024 * 1024,
	/**
	 * What a connection may send before any of its documents is let in: each document's
	 * authentication, state vector and presence (about 150 bytes apiece). Open the table's document
	 * first: the rest may follow once it is in.
	 */
	unauthenticatedBytes: 64 * 1024,
	/** Messages a connection may send per second, once its burst is spent. */
	messagesPerSecond: 200,
	/**
	 * Messages a connection may send at once: a phone joining a table of a thousand nights opens
	 * a document for each (about three messages apiece) as fast as the server answers.
	 */
	burstMessages: 5000,
	/** Messages all of a table's connections together may send per second: a few phones' worth. */
	tableMessagesPerSecond: 1000,
	/** Messages all of a table's connections together may send at once: a few phones reconnecting. */
	tableBurstMessages: 25_000,
	/** How deep a value in a document may nest (objects and arrays in objects and arrays). */
	valueDepth: 64
} as const;

/**
 * Why the server closed a connection, sent as the close reason so the phone can say it. Hocuspocus
 * passes authentication failures on as `authenticationFailed` with this reason.
 */
export const REFUSALS = [
	'wrong-secret',
	'too-large',
	'too-fast',
	'bad-document',
	'unauthenticated',
	'too-deep',
	'bad-update',
	'forgotten',
	'foreign-client'
] as const;
export type Refusal = (typeof REFUSALS)[number];

/**
 * What a phone shows the server for every document: which phone it is, its own key, and the
 * invite it joined with. The invite lets a phone register its key once; after that the key alone
 * lets it in, until another phone takes it off the table (or a new invite replaces the old one,
 * which then lets no new phone in).
 */
export type Credentials = { phone: string; key: string; invite: string };

const CREDENTIAL = /^[A-Za-z0-9_-]{8,200}$/;

export function credentialsToken(credentials: Credentials): string {
	return JSON.stringify(credentials);
}

/** The credentials a token carries, or null for a token no phone of this app would send. */
export function readCredentials(token: unknown): Credentials | null {
	if (typeof token !== 'string' || token.length > 1000) return null;
	try {
		const { phone, key, invite } = JSON.parse(token) as Record<string, unknown>;
		const ok = [phone, key, invite].every((part) => typeof part === 'string' && CREDENTIAL.test(part));
		return ok ? ({ phone, key, invite } as Credentials) : null;
	} catch {
		return null;
	}
}

/**
 * Where the table's document says who may enter, so the server can follow it: the phones taken off
 * the table (`forgotten`, phone id → when), and the invite that lets new phones in (`about.invite`).
 */
export const ACCESS = { forgotten: 'forgotten', about: 'about', invite: 'invite' } as const;

// A table's documents all start with its id (the app's one id rule, model/ids.ts), so the server
// can check a connection's secret against the table it names.
const TABLE_DOC = new RegExp(`^table/(${ID_SOURCE})$`);
const NIGHT_DOC = new RegExp(`^night/(${ID_SOURCE})/(${ID_SOURCE})$`);

export function tableDocName(tableId: string): string {
	return `table/${tableId}`;
}

export function nightDocName(tableId: string, nightId: string): string {
	return `night/${tableId}/${nightId}`;
}

/** The table a document belongs to, or null for a name no phone would ask for. */
export function tableOfDocument(name: string): string | null {
	return TABLE_DOC.exec(name)?.[1] ?? NIGHT_DOC.exec(name)?.[1] ?? null;
}

/**
 * The close code a refusal closes a WebSocket with. A message larger than `LIMITS.documentBytes` is
 * cut off by the WebSocket layer itself, with the standard 1009 ("message too big") and no reason.
 */
export const REFUSAL_CLOSE_CODES = {
	'wrong-secret': 4401,
	'bad-document': 4404,
	'too-large': 4413,
	'too-fast': 4429,
	/** Sent more than an authentication before any document of the connection was let in. */
	unauthenticated: 4403,
	/** An update whose values nest deeper than LIMITS.valueDepth, or that nests shared types. */
	'too-deep': 4422,
	/** An update the server could not read or apply: never answered as if applied. */
	'bad-update': 4400,
	/** Another phone of the table took this one off it: its key opens nothing any more. */
	forgotten: 4410,
	/** New content under a Yjs client id another phone writes under: it would hide that phone's writes. */
	'foreign-client': 4409
} as const satisfies Record<Refusal, number>;
const MESSAGE_TOO_BIG = 1009;

/** The refusal a close (or an `authenticationFailed`) means, or null for an ordinary disconnect. */
export function refusalOf(reason: string, code?: number): Refusal | null {
	const named = REFUSALS.find((refusal) => refusal === reason);
	if (named) return named;
	return code === MESSAGE_TOO_BIG ? 'too-large' : null;
}
