import { describe, expect, it } from 'vitest';
import { nightIdFor } from './nights';

describe('nightIdFor', () => {
	it('keeps games after midnight in the evening they started', () => {
		expect(nightIdFor(new Date(2026, 10, 28, 23, 30).getTime())).toBe('2026-11-28');
		expect(nightIdFor(new Date(2026, 10, 29, 2, 15).getTime())).toBe('2026-11-28');
	});
	it('starts a new night at six in the morning', () => {
		expect(nightIdFor(new Date(2026, 10, 29, 6, 0).getTime())).toBe('2026-11-29');
	});
});
