// Each game's details from its replayed snapshot, by kind. Loaded on demand: each one brings
// the rules it reads. Hell of a Deal has none: its summary holds all its figures.
import type { GameDetails } from './types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each game's own snapshot
export type ExtractDetails = (snapshot: any) => GameDetails;

export const DETAILS: Record<string, () => Promise<ExtractDetails>> = {
	wizard: () => import('./wizard').then((m) => m.wizardDetails),
	'the-dealer': () => import('./the-dealer').then((m) => m.theDealerDetails),
	'beat-the-dealer': () => import('./beat-the-dealer').then((m) => m.beatTheDealerDetails),
	'fuck-the-dealer': () => import('./fuck-the-dealer').then((m) => m.fuckTheDealerDetails)
};

const loaded = new Map<string, Promise<ExtractDetails>>();

/** A kind's extractor, loaded once: an import asks for it once per game, thousands of times. */
export function extractorOf(kind: string): Promise<ExtractDetails> | undefined {
	const load = DETAILS[kind];
	if (!load) return undefined;
	if (!loaded.has(kind)) loaded.set(kind, load());
	return loaded.get(kind);
}
