// The secret choices before a deal (checks.ts): each only from a role in play in the round, and
// once. Four players, Anna (0) deals; the round waits before the deal for whichever choice is left.
import { describe, expect, it } from 'vitest';
import { TestTable } from '$support/test-table';
import { theDealerGame } from './game';
import type { Role } from './rules/roles';
import { RULEBOOK_REWARDS } from './rules';

function withRoles(roles: Role[]) {
	const seats = ['p0', 'p1', 'p2', 'p3'];
	const input = { seats, firstDealer: 0, discussionMs: 30_000, rewards: RULEBOOK_REWARDS };
	const table = TestTable.start(theDealerGame, input).play({ type: 'roles', roles, dealtByApp: false });
	expect(table.snapshot.value).toBe('before');
	return table;
}

describe('the secret choices', () => {
	it('take no Frenemy pick without a Frenemy in play, while the Sniper is still to predict', () => {
		const table = withRoles(['dealer', 'witness', 'sniper', 'gambler']);
		expect(table.refusal({ type: 'frenemy', target: 1, stance: 'friend' })).toEqual({ code: 'not_in_play' });
	});

	it('take no Sniper prediction without a Sniper in play, while the Frenemy is still to pick', () => {
		const table = withRoles(['dealer', 'frenemy', 'witness', 'gambler']);
		expect(table.refusal({ type: 'sniper', prediction: 4 })).toEqual({ code: 'not_in_play' });
	});

	it('take the Sniper’s prediction once, while the Frenemy is still to pick', () => {
		const table = withRoles(['dealer', 'frenemy', 'sniper', 'gambler']).play({ type: 'sniper', prediction: 4 });
		expect(table.snapshot.value).toBe('before');
		expect(table.refusal({ type: 'sniper', prediction: 5 })).toEqual({ code: 'already_chosen' });
	});
});
