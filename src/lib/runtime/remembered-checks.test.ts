import { describe, expect, it } from 'vitest';
import { rememberingLastVerdict } from './remembered-checks';

describe('rememberingLastVerdict', () => {
	const counting = () => {
		const asked: string[] = [];
		const checks = rememberingLastVerdict({
			bid: (context: { max: number }, event: { bid: number }) => {
				asked.push(`bid ${event.bid} of ${context.max}`);
				return event.bid > context.max ? { code: 'too_high' } : null;
			},
			pass: () => {
				asked.push('pass');
				return null;
			}
		});
		return { checks, asked };
	};

	it('answers the same context and event again without asking the rules', () => {
		const { checks, asked } = counting();
		const context = { max: 3 };
		const event = { bid: 5 };
		expect(checks.bid(context, event)).toEqual({ code: 'too_high' });
		expect(checks.bid(context, event)).toEqual({ code: 'too_high' });
		expect(asked).toEqual(['bid 5 of 3']);
	});

	it('asks again for another event, an equal one included, or another context', () => {
		const { checks, asked } = counting();
		const context = { max: 3 };
		expect(checks.bid(context, { bid: 5 })).toEqual({ code: 'too_high' });
		expect(checks.bid(context, { bid: 5 })).toEqual({ code: 'too_high' });
		const bid = { bid: 2 };
		expect(checks.bid(context, bid)).toBeNull();
		expect(checks.bid({ max: 1 }, bid)).toEqual({ code: 'too_high' });
		expect(asked).toEqual(['bid 5 of 3', 'bid 5 of 3', 'bid 2 of 3', 'bid 2 of 1']);
	});

	it('keeps each check its own verdict', () => {
		const { checks, asked } = counting();
		const context = { max: 3 };
		const event = { bid: 5 };
		checks.bid(context, event);
		checks.pass();
		checks.bid(context, event);
		expect(asked).toEqual(['bid 5 of 3', 'pass']);
	});
});
