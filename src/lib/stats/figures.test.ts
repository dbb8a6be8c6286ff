// Figures added up and taken away again, on hand-made sums with known answers.
import { expect, it } from 'vitest';
import { addFigures, isZeroFigures } from './figures';

it('adds counts name by name, and takes them away again', () => {
	const sum = addFigures({ rounds: 10, bidsMade: 4 }, { rounds: 12, bidsMade: 7 }, 1);
	expect(sum).toEqual({ rounds: 22, bidsMade: 11 });
	expect(addFigures(sum, { rounds: 12, bidsMade: 7 }, -1)).toEqual({ rounds: 10, bidsMade: 4 });
});

it('adds a group key by key, and a key whose counts come to zero leaves its group', () => {
	const a = { busts: 1, roles: { giant: { held: 2, scored: 1 }, sniper: { held: 1, scored: 0 } } };
	const b = { busts: 0, roles: { sniper: { held: 1, scored: 0 } } };
	expect(addFigures(a, b, 1)).toEqual({
		busts: 1,
		roles: { giant: { held: 2, scored: 1 }, sniper: { held: 2, scored: 0 } }
	});
	expect(addFigures(a, b, -1)).toEqual({ busts: 1, roles: { giant: { held: 2, scored: 1 } } });
	// The top level keeps its zeros: a player with no bust still reads "Busts 0".
	expect(addFigures(a, a, -1)).toEqual({ busts: 0 });
});

it('keeps one order of names whatever order the games came in', () => {
	const sum = addFigures({ z: 1, a: { y: 1, b: 1 } }, {}, 1);
	expect(JSON.stringify(sum)).toBe('{"a":{"b":1,"y":1},"z":1}');
});

it('drops what is not a count: records kept before figures were plain counts carried a kind', () => {
	const legacy = { kind: 'wizard', rounds: 3, bidsMade: 1 } as unknown as Record<string, number>;
	expect(addFigures(legacy, { rounds: 1, bidsMade: 1 }, 1)).toEqual({ bidsMade: 2, rounds: 4 });
});

it('knows a sum of nothing but zeros', () => {
	expect(isZeroFigures({ rounds: 0, roles: { giant: { held: 0, scored: 0 } } })).toBe(true);
	expect(isZeroFigures({ rounds: 0, roles: { giant: { held: 0, scored: 1 } } })).toBe(false);
	expect(isZeroFigures({})).toBe(true);
});
