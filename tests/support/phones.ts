// For tests: phones at one table, each keeping a game's log while apart and exchanging events
// now and then, as the sync or a backup would. Each taps what its own log allows (moves drawn as
// the contract test draws them), stamps with its own clock (which may run behind or jump back),
// and merges what it receives as storage will. No network, no database: the log alone.
import type { GameSetup } from '$lib/model';
import { formatHlc, parseHlc, receive, startClock, tick, type Hlc } from '$lib/log/hlc';
import { mergeEvents, type MergeConflict, type StampedEvent } from '$lib/log/merge';
import type { AnyGame } from '$lib/runtime/game-module';
import { effectiveEvents, replay } from '$lib/runtime/replay';
import { UNDO } from '$lib/log/undo';
import type { AnyGameMoves, Draw } from './random-play';
import { TestTable } from './test-table';

export class Phone {
	readonly device: string;
	log: StampedEvent[] = [];
	clock: Hlc;
	conflicts: MergeConflict<StampedEvent>[] = [];
	#written = 0;

	constructor(device: string) {
		this.device = device;
		this.clock = startClock(device);
	}

	/** Replays this phone's log as the app would show it. */
	replayed(game: AnyGame, setup: GameSetup) {
		return replay(game, setup, this.log);
	}

	/** One tap drawn from what the game offers now; an undo of its newest action now and then. */
	tap(moves: AnyGameMoves, setup: GameSetup, now: number, draw: Draw): void {
		const { snapshot, refused } = this.replayed(moves.game, setup);
		if (draw(12) === 0) {
			const left = new Set(refused.map(({ record }) => record.id));
			const newest = effectiveEvents(this.log).findLast((event) => !left.has(event.id));
			if (newest) this.#write(UNDO, { id: newest.id }, now);
			return;
		}
		if (moves.game.summarize(snapshot).finished) return;
		const table = TestTable.at(moves.game, setup, snapshot);
		const choices = moves.taps(table, draw);
		if (!choices.length) return;
		const event = table.event({ ...choices[draw(choices.length)]!, at: now });
		// The phone's screen refuses what its own log does not allow; it stores the rest.
		if (moves.game.refusal(snapshot, event)) return;
		const { type, at, ...payload } = event;
		this.#write(type, payload, at);
	}

	/** Takes in events from another phone (any batch, in any order, repeats included). */
	receive(events: readonly StampedEvent[], now: number): void {
		const { log, conflicts } = mergeEvents(this.log, events);
		this.log = log;
		this.conflicts.push(...conflicts);
		for (const event of events) this.clock = receive(this.clock, parseHlc(event.hlc)!, now);
	}

	#write(type: string, payload: Record<string, unknown>, at: number): void {
		this.clock = tick(this.clock, at);
		const event: StampedEvent = {
			id: `${this.device}-${++this.#written}`,
			gameId: 'game',
			seq: this.log.length + 1,
			type,
			payload,
			at,
			hlc: formatHlc(this.clock),
			deviceId: this.device
		};
		this.log = [...this.log, event];
	}
}
