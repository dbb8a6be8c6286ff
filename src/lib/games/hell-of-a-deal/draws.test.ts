import { describe, expect, it } from 'vitest';
import { drawDevil, drawMinions, rollBones } from './draws';
import { MINIONS } from './rules';

describe('the screen’s draws', () => {
	it('draws four different Minions, a Devil card from 1 to 3 and any Bones face', () => {
		const minions = drawMinions(() => 0.99);
		expect(new Set(minions).size).toBe(4);
		expect(minions.every((id) => MINIONS.includes(id))).toBe(true);
		expect([drawDevil(() => 0), drawDevil(() => 0.999)]).toEqual([1, 3]);
		expect([rollBones(() => 0), rollBones(() => 0.5), rollBones(() => 0.9)]).toEqual(['favor', 'temptation', 'curse']);
	});
});
