// The table's document: its players, nights and games' set-ups, one Y.Map each, keyed by id.
// The document is compared with this phone's database, never with a copy of itself: what it
// holds that differs from the database is taken in (storage keeps a record edited here and not
// yet acknowledged, outbox.ts), and what the database holds that it lacks is sent. A copy of the
// document kept on the phone only saves bandwidth; nothing in it is taken as already agreed.
import * as Y from 'yjs';
import { canonical } from '$lib/log/merge';
import { ACCESS } from './protocol';
import type { GameRecord, NightRecord, PlayerRecord } from '$lib/model';
import type { LocalRecords, SharedRecords } from '$lib/storage/table-sync';
import {
	checkGame,
	checkNight,
	checkPlayer,
	toTableGame,
	toTableNight,
	toTablePlayer,
	type RefusedEntry
} from './entries';

/** The origin of changes this phone makes to a document, so its own observers can skip them. */
export const HERE = Symbol('this phone');

export const SHARED_MAPS = ['players', 'nights', 'games'] as const;
export type MapName = (typeof SHARED_MAPS)[number];

/** A record as it will be sent. */
type Edit = { name: MapName; id: string; value: object };

/** What the document holds for some keys: the records that passed their check, and those refused. */
export type SharedEntries = SharedRecords & { refused: RefusedEntry[]; taken: string[] };

export class TableDoc {
	readonly doc: Y.Doc;

	constructor(doc: Y.Doc) {
		this.doc = doc;
	}

	map(name: MapName | 'devices' | typeof ACCESS.about | typeof ACCESS.forgotten): Y.Map<unknown> {
		return this.doc.getMap(name);
	}

	/** The invite that lets new phones in, as the last phone to make one set it (the server follows it). */
	get invite(): string | undefined {
		const invite = this.map(ACCESS.about).get(ACCESS.invite);
		return typeof invite === 'string' ? invite : undefined;
	}

	set invite(secret: string) {
		this.doc.transact(() => this.map(ACCESS.about).set(ACCESS.invite, secret), HERE);
	}

	/** Takes a phone off the table's list and off the table: the server refuses its key from now on. */
	forget(deviceId: string): void {
		this.doc.transact(() => {
			this.map('devices').delete(deviceId);
			this.map(ACCESS.forgotten).set(deviceId, Date.now());
		}, HERE);
	}

	isForgotten(deviceId: string): boolean {
		return this.map(ACCESS.forgotten).has(deviceId);
	}

	get name(): string | undefined {
		const name = this.map('about').get('name');
		return typeof name === 'string' ? name : undefined;
	}

	rename(name: string): void {
		this.doc.transact(() => this.map('about').set('name', name), HERE);
	}

	/** Sends these records in one write. */
	send(edits: readonly Edit[]): void {
		if (!edits.length) return;
		this.doc.transact(() => {
			for (const { name, id, value } of edits) this.map(name).set(id, value);
		}, HERE);
	}

	/** The records here that the document holds otherwise, or not at all. */
	edits(local: LocalRecords): Edit[] {
		return this.#asShared(local).filter(({ name, id, value }) => {
			const held = this.map(name).get(id);
			return held === undefined || !checkedEqual(name, id, held, value);
		});
	}

	/** The records here that the document lacks: this phone joined with them, or the server lost them. */
	missing(local: LocalRecords): Edit[] {
		return this.#asShared(local).filter(({ name, id }) => !this.map(name).has(id));
	}

	/** What the document holds under these keys (`map/id`), or all of it, each checked. */
	entries(keys?: Iterable<string>): SharedEntries {
		const entries: SharedEntries = { players: [], nights: [], games: [], refused: [], taken: [] };
		const wanted = keys
			? [...keys].map(splitKey)
			: SHARED_MAPS.flatMap((name) => [...this.map(name).keys()].map((id) => ({ name, id })));
		for (const { name, id } of wanted) {
			const value = this.map(name).get(id);
			if (value === undefined) continue;
			const checked = CHECKS[name](id, value);
			if (!checked.ok) {
				entries.refused.push({ map: name, key: id, reason: checked.reason });
				continue;
			}
			(entries[name] as unknown[]).push(checked.value);
			entries.taken.push(`${name}/${id}`);
		}
		return entries;
	}

	#asShared(local: LocalRecords): Edit[] {
		return [
			...local.players.map((player: PlayerRecord): Edit => ({
				name: 'players',
				id: player.id,
				value: toTablePlayer(player)
			})),
			...local.nights.map((night: NightRecord): Edit => ({ name: 'nights', id: night.id, value: toTableNight(night) })),
			...local.games.map((game: GameRecord): Edit => ({ name: 'games', id: game.id, value: toTableGame(game) }))
		];
	}
}

type Check<T> = (key: string, value: unknown) => { ok: true; value: T } | { ok: false; reason: string };

const CHECKS: Record<MapName, Check<unknown>> = { players: checkPlayer, nights: checkNight, games: checkGame };

/** Whether what the document holds is this record: a held entry that fails its check never is. */
function checkedEqual(name: MapName, id: string, held: unknown, value: object): boolean {
	const checked = CHECKS[name](id, held);
	return checked.ok && canonical(checked.value) === canonical(value);
}

function splitKey(key: string): { name: MapName; id: string } {
	const slash = key.indexOf('/');
	return { name: key.slice(0, slash) as MapName, id: key.slice(slash + 1) };
}
