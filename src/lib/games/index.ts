// The games the app knows. Adding a game: a folder beside this file with a meta.ts, and one
// line here. Only the meta is loaded up front; a game's machine and screens load when opened.
import type { GameMeta } from '$lib/runtime/game-module';
import { beatTheDealer } from './beat-the-dealer/meta';
import { fuckTheDealer } from './fuck-the-dealer/meta';
import { hellOfADeal } from './hell-of-a-deal/meta';
import { theDealer } from './the-dealer/meta';
import { wizard } from './wizard/meta';

export const GAMES: readonly GameMeta[] = [wizard, theDealer, beatTheDealer, fuckTheDealer, hellOfADeal];

export function findGame(id: string): GameMeta | undefined {
	return GAMES.find((game) => game.id === id);
}
