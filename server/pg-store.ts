// The shared store: PostgreSQL (DATABASE_URL), the same tables for every server instance, so any
// instance serves any table with the same documents and the same secrets. Each write resolves once
// PostgreSQL has committed it (synchronous_commit left on: a commit is on the database's disk).
// Several instances write the same document's row, so storing merges with what is there.
import pg from 'pg';
import * as Y from 'yjs';
import type { Logger } from 'pino';
import type { Logged, LoggedUpdate, Store } from './store.js';

// Appends go one batch at a time (update-log.ts), so most connections serve loads, stores and
// admissions; ten per instance is pg's default and leaves PostgreSQL's default of 100 connections
// room for several instances.
const POOL_SIZE = 10;
// Past this, what waits for a connection fails (a store is logged and tried again, a phone is
// refused and reconnects) rather than waiting for a database that does not answer.
const CONNECT_TIMEOUT_MS = 10_000;

// Two instances starting together would both create the tables: one at a time, under this lock.
const SCHEMA_LOCK = 0x6465616c; // 'deal'
const TABLES = ['documents', 'updates', 'clients', 'invites', 'keys', 'forgotten'];
const SCHEMA = `
	BEGIN;
	SELECT pg_advisory_xact_lock(${SCHEMA_LOCK});
	CREATE TABLE IF NOT EXISTS documents (name text PRIMARY KEY, state bytea NOT NULL);
	CREATE TABLE IF NOT EXISTS updates (id bigserial PRIMARY KEY, name text NOT NULL, "update" bytea NOT NULL);
	CREATE INDEX IF NOT EXISTS updates_by_name ON updates (name);
	CREATE TABLE IF NOT EXISTS clients (
		name text, client_id bigint, phone_id text NOT NULL, PRIMARY KEY (name, client_id)
	);
	CREATE TABLE IF NOT EXISTS invites (table_id text PRIMARY KEY, hash bytea NOT NULL);
	CREATE TABLE IF NOT EXISTS keys (
		table_id text, key_hash bytea, phone_id text NOT NULL, PRIMARY KEY (table_id, key_hash)
	);
	CREATE TABLE IF NOT EXISTS forgotten (table_id text, phone_id text, PRIMARY KEY (table_id, phone_id));
	COMMIT;`;

// One statement: the ids are drawn first so they come back in the order the updates were given
// (the order of an INSERT's RETURNING rows is not promised), and a failed apply removes its own.
const APPEND = `
	WITH given AS (
		SELECT nextval('updates_id_seq') AS id, name, body, position
		FROM unnest($1::text[], $2::bytea[]) WITH ORDINALITY AS u(name, body, position)
	), inserted AS (
		INSERT INTO updates (id, name, "update") SELECT id, name, body FROM given
	)
	SELECT id FROM given ORDER BY position`;

/** Connects, creates the tables if missing, and answers for every instance on the same database. */
export async function openPgStore(databaseUrl: string, log: Logger): Promise<Store> {
	const pool = new pg.Pool({
		connectionString: databaseUrl,
		max: POOL_SIZE,
		connectionTimeoutMillis: CONNECT_TIMEOUT_MS
	});
	// An idle connection the database drops emits this; unheard, it would end the process.
	pool.on('error', (error) => log.warn({ err: error }, 'database connection lost'));
	try {
		await pool.query(SCHEMA);
	} catch (error) {
		await pool.end();
		throw error;
	}
	return new PgStore(pool);
}

class PgStore implements Store {
	readonly shared = true;

	constructor(private readonly pool: pg.Pool) {}

	async appendUpdates(updates: readonly LoggedUpdate[]): Promise<string[]> {
		const { rows } = await this.pool.query<{ id: string }>(APPEND, [
			updates.map(({ documentName }) => documentName),
			updates.map(({ update }) => update)
		]);
		return rows.map(({ id }) => id);
	}

	async removeUpdate(key: string): Promise<void> {
		await this.pool.query('DELETE FROM updates WHERE id = $1', [key]);
	}

	async readUpdates(documentName: string): Promise<Logged> {
		const { rows } = await this.pool.query<{ id: string; update: Buffer }>(
			'SELECT id, "update" FROM updates WHERE name = $1 ORDER BY id',
			[documentName]
		);
		return { keys: rows.map(({ id }) => id), updates: rows.map(({ update }) => update) };
	}

	async readState(documentName: string): Promise<Uint8Array | undefined> {
		const { rows } = await this.pool.query<{ state: Buffer }>('SELECT state FROM documents WHERE name = $1', [
			documentName
		]);
		return rows[0]?.state;
	}

	async writeState(documentName: string, state: Uint8Array, folded: readonly string[]): Promise<void> {
		await this.#transaction(async (client) => {
			// Locked until COMMIT: another instance storing the same document waits, then merges ours.
			const stored = await client.query<{ state: Buffer }>('SELECT state FROM documents WHERE name = $1 FOR UPDATE', [
				documentName
			]);
			let previous = stored.rows[0]?.state;
			if (previous === undefined) {
				const inserted = await client.query(
					'INSERT INTO documents (name, state) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
					[documentName, state]
				);
				// Another instance inserted it since the SELECT: merge with its row, as above.
				if (inserted.rowCount === 0) {
					const again = await client.query<{ state: Buffer }>(
						'SELECT state FROM documents WHERE name = $1 FOR UPDATE',
						[documentName]
					);
					previous = again.rows[0]?.state;
				}
			}
			if (previous !== undefined) {
				await client.query('UPDATE documents SET state = $2 WHERE name = $1', [
					documentName,
					Y.mergeUpdates([previous, state])
				]);
			}
			if (folded.length > 0) await client.query('DELETE FROM updates WHERE id = ANY($1::bigint[])', [folded]);
		});
	}

	async inviteHash(tableId: string, ifNone: Uint8Array): Promise<Uint8Array> {
		// Whichever instance inserts first wins; every caller then reads the winner's.
		await this.pool.query('INSERT INTO invites (table_id, hash) VALUES ($1, $2) ON CONFLICT (table_id) DO NOTHING', [
			tableId,
			ifNone
		]);
		const { rows } = await this.pool.query<{ hash: Buffer }>('SELECT hash FROM invites WHERE table_id = $1', [tableId]);
		return rows[0]!.hash;
	}

	async replaceInvite(tableId: string, hash: Uint8Array): Promise<void> {
		await this.pool.query(
			'INSERT INTO invites (table_id, hash) VALUES ($1, $2) ON CONFLICT (table_id) DO UPDATE SET hash = EXCLUDED.hash',
			[tableId, hash]
		);
	}

	async phoneOfKey(tableId: string, keyHash: Uint8Array): Promise<string | undefined> {
		const { rows } = await this.pool.query<{ phone_id: string }>(
			'SELECT phone_id FROM keys WHERE table_id = $1 AND key_hash = $2',
			[tableId, keyHash]
		);
		return rows[0]?.phone_id;
	}

	async addKey(tableId: string, phoneId: string, keyHash: Uint8Array): Promise<void> {
		await this.pool.query(
			'INSERT INTO keys (table_id, key_hash, phone_id) VALUES ($1, $2, $3) ON CONFLICT (table_id, key_hash) DO NOTHING',
			[tableId, keyHash, phoneId]
		);
	}

	async forgetPhone(tableId: string, phoneId: string): Promise<void> {
		await this.pool.query('INSERT INTO forgotten (table_id, phone_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
			tableId,
			phoneId
		]);
	}

	async isForgotten(tableId: string, phoneId: string): Promise<boolean> {
		const { rowCount } = await this.pool.query('SELECT 1 FROM forgotten WHERE table_id = $1 AND phone_id = $2', [
			tableId,
			phoneId
		]);
		return rowCount !== 0;
	}

	async claimClient(documentName: string, clientId: number, phoneId: string): Promise<string> {
		// As inviteHash: whichever instance inserts first wins, every caller reads the winner.
		await this.pool.query(
			'INSERT INTO clients (name, client_id, phone_id) VALUES ($1, $2, $3) ON CONFLICT (name, client_id) DO NOTHING',
			[documentName, clientId, phoneId]
		);
		const { rows } = await this.pool.query<{ phone_id: string }>(
			'SELECT phone_id FROM clients WHERE name = $1 AND client_id = $2',
			[documentName, clientId]
		);
		return rows[0]!.phone_id;
	}

	async ping(): Promise<void> {
		await this.pool.query('SELECT 1');
	}

	async size(): Promise<number> {
		const { rows } = await this.pool.query<{ bytes: string }>(
			'SELECT sum(pg_total_relation_size(t))::bigint AS bytes FROM unnest($1::regclass[]) AS t',
			[TABLES]
		);
		return Number(rows[0]!.bytes);
	}

	close(): Promise<void> {
		return this.pool.end();
	}

	async #transaction(work: (client: pg.PoolClient) => Promise<void>): Promise<void> {
		const client = await this.pool.connect();
		try {
			await client.query('BEGIN');
			await work(client);
			await client.query('COMMIT');
			client.release();
		} catch (error) {
			// The connection is closed rather than returned, and PostgreSQL rolls back with it: none
			// other gets a connection left in a failed transaction.
			client.release(error instanceof Error ? error : new Error(String(error)));
			throw error;
		}
	}
}
