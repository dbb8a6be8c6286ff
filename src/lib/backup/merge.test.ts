import { describe, expect, it } from 'vitest';
import { newToDevice } from './merge';

describe("an import's preview", () => {
	it('counts what is new to the device: a file imported again brings nothing new', () => {
		const again = {
			games: 3,
			nights: 1,
			players: 3,
			events: 0,
			gamesHere: 3,
			nightsHere: 1,
			playersHere: 3,
			clashes: []
		};
		expect(newToDevice(again)).toEqual({ games: 0, nights: 0, players: 0 });
	});

	it('counts a file that adds to what is here by what it adds', () => {
		const more = {
			games: 5,
			nights: 2,
			players: 4,
			events: 40,
			gamesHere: 3,
			nightsHere: 1,
			playersHere: 3,
			clashes: []
		};
		expect(newToDevice(more)).toEqual({ games: 2, nights: 1, players: 1 });
	});
});
