// The table's game: the game another phone of the table has open that this phone might join.
// A phone is never moved by itself (whoever reads history stays there); it is offered the game.
import type { GameRecord } from '$lib/model';
import type { Device } from '../state';

/** A game begun this recently is "started", not merely "being played". */
export const JUST_STARTED_MS = 15 * 60_000;

export type TableGameOffer = { device: Device; game: GameRecord; started: boolean };

export type Here = {
	deviceId: string;
	/** The game this phone has open, and the one Play again on it leads to (it offers that itself). */
	open: readonly (string | null)[];
	/** Games this phone was offered and said "not now" to. */
	declined: ReadonlySet<string>;
};

/**
 * The newest game, stored here and still in play, that another phone connected now has open and
 * this phone has not; null when there is none to offer.
 */
export function tableGameOffer(
	devices: readonly Device[],
	games: readonly GameRecord[],
	here: Here,
	now: number
): TableGameOffer | null {
	let offer: TableGameOffer | null = null;
	for (const device of devices) {
		const { gameId } = device;
		if (device.id === here.deviceId || !gameId || here.open.includes(gameId) || here.declined.has(gameId)) continue;
		const game = games.find(({ id }) => id === gameId);
		if (!game || game.summary.finished || game.deletedAt !== undefined) continue;
		if (!offer || game.createdAt > offer.game.createdAt) {
			offer = { device, game, started: now - game.createdAt < JUST_STARTED_MS };
		}
	}
	return offer;
}
