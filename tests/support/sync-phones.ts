// For Node tests: phones in one process, each with its own database and its own copy of the
// app's modules (storage keeps its database in a module), syncing through a real server. What
// a phone can do is what its screens do: add players, start games, tap.
import { vi } from 'vitest';
import { PhoneSocket } from '../server/phone-socket';
import type { Membership } from '$lib/sync/membership';

type Modules = {
	database: typeof import('$lib/storage/database');
	players: typeof import('$lib/storage/players');
	games: typeof import('$lib/storage/games');
	startGame: typeof import('$lib/runtime/start-game');
	session: typeof import('$lib/sync/session');
	tableSync: typeof import('$lib/storage/table-sync');
	catalog: typeof import('$lib/games');
	replay: typeof import('$lib/runtime/replay');
};

let phones = 0;

export async function loadPhone(name: string) {
	vi.resetModules();
	const tallies = await import('$lib/app/count-tallies');
	tallies.countTalliesByStats();
	const modules: Modules = {
		database: await import('$lib/storage/database'),
		players: await import('$lib/storage/players'),
		games: await import('$lib/storage/games'),
		startGame: await import('$lib/runtime/start-game'),
		session: await import('$lib/sync/session'),
		tableSync: await import('$lib/storage/table-sync'),
		catalog: await import('$lib/games'),
		replay: await import('$lib/runtime/replay')
	};
	modules.database.useDatabase(new modules.database.DealkeeperDatabase(`${name}-${++phones}-${Date.now()}`));
	return new TestPhone(name, modules);
}

export class TestPhone {
	readonly name: string;
	readonly modules: Modules;
	session: InstanceType<Modules['session']['TableSession']> | undefined;
	readonly #serial = ++phones;

	constructor(name: string, modules: Modules) {
		this.name = name;
		this.modules = modules;
	}

	#joined: { membership: Membership; url: string } | undefined;

	async join(membership: Omit<Membership, 'deviceId' | 'deviceName' | 'key'>, url: string): Promise<void> {
		const full = {
			...membership,
			deviceId: `device-${this.name}-${this.#serial}`,
			deviceName: `${this.name}'s phone`,
			key: `key-of-${this.name}-${this.#serial}-phone`
		};
		this.#joined = { membership: full, url };
		await this.#start();
	}

	async #start(): Promise<void> {
		const { TableSession } = this.modules.session;
		const { membership, url } = this.#joined!;
		this.session = new TableSession(membership, { url, WebSocketPolyfill: PhoneSocket });
		await this.session.start();
	}

	/** As a killed tab: the session's objects dropped at once, the database and kept document left as they are. */
	kill(): void {
		this.session?.halt();
		this.session = undefined;
	}

	/** As the browser losing the app's database: a new, empty one from now on (the kept document and membership stay). */
	loseDatabase(): void {
		const { database } = this.modules;
		database.useDatabase(new database.DealkeeperDatabase(`${this.name}-lost-${++phones}-${Date.now()}`));
	}

	/** The app opened again after a kill: a new session on what this phone kept. */
	async restart(): Promise<void> {
		if (!this.session) await this.#start();
	}

	async leave(): Promise<void> {
		await this.session?.stop();
		this.session = undefined;
	}

	/** Resolves once this phone has nothing left to send or receive. */
	async caughtUp(timeoutMs = 10_000): Promise<void> {
		const session = this.session!;
		const deadline = Date.now() + timeoutMs;
		for (;;) {
			await session.settled();
			if (session.state.snapshot.phase === 'synced') {
				// Another turn: what the last piece of work sent may have brought more.
				await new Promise((resolve) => setTimeout(resolve, 50));
				await session.settled();
				if (session.state.snapshot.phase === 'synced') return;
			}
			if (Date.now() > deadline)
				throw new Error(`${this.name} did not catch up: ${JSON.stringify(session.state.snapshot)}`);
			await new Promise((resolve) => setTimeout(resolve, 25));
		}
	}

	/** Everything the phone holds that every phone at the table should agree on. */
	async holdings() {
		const { players, nights, games } = await this.modules.tableSync.readLocalRecords();
		const logs = await this.modules.tableSync.readLogs(games.map((game) => game.id));
		const byId = <T extends { id: string }>(records: T[]) => [...records].sort((a, b) => a.id.localeCompare(b.id));
		return {
			players: byId(players),
			nights: byId(nights),
			games: byId(games).map(({ id, kind, setup, summary, lastSeq, deletedAt }) => ({
				id,
				kind,
				setup,
				summary,
				lastSeq,
				deletedAt
			})),
			logs: byId(games).map((game) =>
				logs.get(game.id)!.map(({ id, type, payload, hlc, seq }) => ({ id, type, payload, hlc, seq }))
			)
		};
	}
}

/** One tap, as a screen makes it: the event, and the summary the game's rules give with it. */
export async function tap(phone: TestPhone, gameId: string, type: string, payload: Record<string, unknown>) {
	const { games, catalog, replay } = phone.modules;
	const { game, events } = (await games.loadGame(gameId))!;
	const rules = await catalog.findGame(game.kind)!.load();
	const at = Date.now();
	const next = { id: 'next', gameId, seq: game.lastSeq + 1, type, payload, at };
	const { snapshot, refused } = replay.replay(rules, game.setup, [...events, next], game);
	if (refused.some(({ record }) => record.id === 'next')) throw new Error(`${phone.name}: ${type} refused`);
	return games.appendEvent(
		gameId,
		game.lastSeq,
		{ type, payload, at },
		rules.summarize(snapshot),
		null,
		events.at(-1)?.hlc
	);
}

/** A Wizard game for these players, started on this phone. */
export async function startWizard(phone: TestPhone, names: string[]) {
	const { players, startGame, catalog } = phone.modules;
	const seats: string[] = [];
	for (const name of names) seats.push((await players.addPlayer(name, '#336699')).id);
	return startGame.startGame(catalog.findGame('wizard')!, { seats, firstDealer: 0, settings: {} });
}

/** Resolves, with the time then, when the phone's copy of the game holds `seq` events. */
export function arrival(phone: TestPhone, gameId: string, seq: number): Promise<number> {
	return new Promise((resolve) => {
		const stop = phone.modules.games.watchLastSeq(gameId, (lastSeq) => {
			if (lastSeq < seq) return;
			stop();
			resolve(performance.now());
		});
	});
}
