// The table's document: its players, nights and games' set-ups, one Y.Map each, keyed by id.
// These records change (a rename, a deletion), so each side is compared with the last version
// both agreed on (the base): a record that differs from it here was edited on this phone and is
// sent; one that differs from it in the document was edited elsewhere and is kept here. Without
// the base, a phone coming back could not tell its own edit from a stale copy.
import * as Y from 'yjs';
import { canonical } from '$lib/log/merge';
import type { GameRecord, NightRecord, PlayerRecord } from '$lib/storage/records';
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

const MAPS = ['players', 'nights', 'games'] as const;
type MapName = (typeof MAPS)[number];

/** A record edited here, as it will be sent. */
type Edit = { name: MapName; id: string; value: object; key: string; json: string };

export type TableChanges = SharedRecords & {
	refused: RefusedEntry[];
	/** Makes these changes the new base, once they are kept here. */
	commit: () => void;
};

export class TableDoc {
	readonly doc: Y.Doc;
	readonly #base = new Map<string, string>();

	/** Takes what the document holds now (its copy kept on this phone) as agreed. */
	constructor(doc: Y.Doc) {
		this.doc = doc;
		for (const name of MAPS)
			for (const [id, value] of this.map(name)) this.#base.set(`${name}/${id}`, canonical(value));
	}

	map(name: MapName | 'devices' | 'about'): Y.Map<unknown> {
		return this.doc.getMap(name);
	}

	get name(): string | undefined {
		const name = this.map('about').get('name');
		return typeof name === 'string' ? name : undefined;
	}

	rename(name: string): void {
		this.doc.transact(() => this.map('about').set('name', name), HERE);
	}

	/** The games the base holds, and those of them it holds as deleted. */
	games(): { known: Set<string>; deleted: string[] } {
		const known = new Set<string>();
		const deleted: string[] = [];
		for (const [id, value] of this.map('games')) {
			known.add(id);
			if ((value as { deletedAt?: unknown } | null)?.deletedAt !== undefined) deleted.push(id);
		}
		return { known, deleted };
	}

	/** Sends every record edited here since the base, in one write; returns how many. */
	push(local: LocalRecords): number {
		return this.send(this.edits(local));
	}

	/** Sends these edits in one write. */
	send(edits: readonly Edit[]): number {
		this.doc.transact(() => {
			for (const { name, id, value, key, json } of edits) {
				this.map(name).set(id, value);
				this.#base.set(key, json);
			}
		}, HERE);
		return edits.length;
	}

	/** The records here that differ from the base. */
	edits(local: LocalRecords): Edit[] {
		const records: [MapName, { id: string }, object][] = [
			...local.players.map((player): [MapName, PlayerRecord, object] => ['players', player, toTablePlayer(player)]),
			...local.nights.map((night): [MapName, NightRecord, object] => ['nights', night, toTableNight(night)]),
			...local.games.map((game): [MapName, GameRecord, object] => ['games', game, toTableGame(game)])
		];
		const edits: Edit[] = [];
		for (const [name, { id }, value] of records) {
			const key = `${name}/${id}`;
			const json = canonical(value);
			if (this.#base.get(key) !== json) edits.push({ name, id, value, key, json });
		}
		return edits;
	}

	/** The records edited elsewhere since the base, each checked; refused ones are listed. */
	changes(): TableChanges {
		const changes: TableChanges = { players: [], nights: [], games: [], refused: [], commit: () => {} };
		const seen: [string, string][] = [];
		const take = <T>(
			name: MapName,
			check: (key: string, value: unknown) => { ok: true; value: T } | { ok: false; reason: string },
			into: T[]
		) => {
			for (const [id, value] of this.map(name)) {
				const key = `${name}/${id}`;
				const json = canonical(value);
				if (this.#base.get(key) === json) continue;
				seen.push([key, json]);
				const checked = check(id, value);
				if (checked.ok) into.push(checked.value);
				else changes.refused.push({ map: name, key: id, reason: checked.reason });
			}
		};
		take('players', checkPlayer, changes.players);
		take('nights', checkNight, changes.nights);
		take('games', checkGame, changes.games);
		changes.commit = () => {
			for (const [key, json] of seen) this.#base.set(key, json);
		};
		return changes;
	}
}
