// High Card's words in the app's three languages. A game in the app keeps its messages in
// i18n/<locale>.json for Paraglide; this test-only game keeps them here, read the same way
// (the app's chosen language), so nothing outside its folder lists it.
import { getLocale } from '$lib/paraglide/runtime';

const WORDS = {
	en: {
		name: 'High Card',
		noSuchCard: 'That is not a card: 2 to 10, Jack, Queen, King or Ace.',
		turn: (name: string) => `${name}’s card`,
		card: (name: string, card: string) => `${name} turned ${card}`,
		roundsWon: 'Rounds won',
		roundsWonOf: (won: number, rounds: number) => `${won} of ${rounds}`
	},
	nb: {
		name: 'Høyeste kort',
		noSuchCard: 'Det er ikke et kort: 2 til 10, knekt, dame, konge eller ess.',
		turn: (name: string) => `${name}s kort`,
		card: (name: string, card: string) => `${name} snudde ${card}`,
		roundsWon: 'Runder vunnet',
		roundsWonOf: (won: number, rounds: number) => `${won} av ${rounds}`
	},
	cs: {
		name: 'Nejvyšší karta',
		noSuchCard: 'To není karta: 2 až 10, spodek, svršek, král nebo eso.',
		turn: (name: string) => `Karta hráče ${name}`,
		card: (name: string, card: string) => `${name} otočil(a) ${card}`,
		roundsWon: 'Vyhraná kola',
		roundsWonOf: (won: number, rounds: number) => `${won} z ${rounds}`
	}
};

export const words = () => WORDS[getLocale()];

const FACES: Record<number, string> = { 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
export const cardName = (rank: number): string => FACES[rank] ?? String(rank);
