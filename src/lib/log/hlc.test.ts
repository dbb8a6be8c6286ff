import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '$support/property-runs';
import { formatHlc, parseHlc, receive, startClock, tick, type Hlc } from './hlc';

const T = Date.UTC(2026, 11, 2, 19, 4, 5, 123);

describe('a clock stamp', () => {
	it('reads as wall time, counter and device, and back', () => {
		const stamp = formatHlc({ millis: T, counter: 42, device: 'phone-a' });
		expect(stamp).toBe('2026-12-02T19:04:05.123Z-002a-phone-a');
		expect(parseHlc(stamp)).toEqual({ millis: T, counter: 42, device: 'phone-a' });
		expect(parseHlc('2026-12-02T19:04:05.123Z-2a-phone-a')).toBeNull();
		expect(parseHlc('yesterday')).toBeNull();
	});

	it('sorts as text exactly as by time, then counter, then device', () => {
		fc.assert(
			fc.property(
				fc.record({
					millis: fc.integer({ min: 0, max: T * 2 }),
					counter: fc.nat(0xffff),
					device: fc.constantFrom('a', 'b', 'c')
				}),
				fc.record({
					millis: fc.integer({ min: 0, max: T * 2 }),
					counter: fc.nat(0xffff),
					device: fc.constantFrom('a', 'b', 'c')
				}),
				(x: Hlc, y: Hlc) => {
					const byFields =
						x.millis - y.millis || x.counter - y.counter || (x.device < y.device ? -1 : x.device > y.device ? 1 : 0);
					const [sx, sy] = [formatHlc(x), formatHlc(y)];
					const byText = sx < sy ? -1 : sx > sy ? 1 : 0;
					expect(Math.sign(byText)).toBe(Math.sign(byFields));
				}
			),
			{ numRuns: propertyRuns(500) }
		);
	});
});

describe('a device’s clock', () => {
	it('counts up within the same millisecond and starts again when time moves on', () => {
		const first = tick(startClock('a'), T);
		expect(first).toEqual({ millis: T, counter: 0, device: 'a' });
		expect(tick(first, T)).toEqual({ millis: T, counter: 1, device: 'a' });
		expect(tick(first, T + 5)).toEqual({ millis: T + 5, counter: 0, device: 'a' });
	});

	it('never goes backwards when the wall clock does (a phone set back an hour)', () => {
		const late = tick(startClock('a'), T);
		const after = tick(late, T - 3_600_000);
		expect(after).toEqual({ millis: T, counter: 1, device: 'a' });
		expect(formatHlc(after) > formatHlc(late)).toBe(true);
	});

	it('moves past a stamp it receives, so what it writes next sorts after it', () => {
		// A phone an hour behind the table hears of an event from a phone on time.
		const behind = tick(startClock('slow'), T - 3_600_000);
		const remote = { millis: T, counter: 7, device: 'fast' };
		const heard = receive(behind, remote, T - 3_599_000);
		expect(heard).toEqual({ millis: T, counter: 8, device: 'slow' });
		const next = tick(heard, T - 3_598_000);
		expect(formatHlc(next) > formatHlc(remote)).toBe(true);
		// Same wall time on both sides: past the higher counter.
		expect(receive({ millis: T, counter: 9, device: 'a' }, { millis: T, counter: 3, device: 'b' }, T)).toEqual({
			millis: T,
			counter: 10,
			device: 'a'
		});
		// A remote stamp in the past changes nothing but the count.
		expect(
			receive({ millis: T, counter: 2, device: 'a' }, { millis: T - 1, counter: 50, device: 'b' }, T - 10)
		).toEqual({ millis: T, counter: 3, device: 'a' });
		// The wall clock ahead of both: it leads.
		expect(receive({ millis: T, counter: 2, device: 'a' }, { millis: T, counter: 50, device: 'b' }, T + 1)).toEqual({
			millis: T + 1,
			counter: 0,
			device: 'a'
		});
	});

	it('refuses to run its counter past four hex digits', () => {
		expect(() => tick({ millis: T, counter: 0xffff, device: 'a' }, T)).toThrow(RangeError);
	});

	it('stamps ever later whatever the wall clock does, across sends and receives', () => {
		fc.assert(
			fc.property(
				fc.array(
					fc.record({ now: fc.integer({ min: T - 7_200_000, max: T + 7_200_000 }), heard: fc.option(fc.nat(0xff)) }),
					{
						maxLength: 60
					}
				),
				(steps) => {
					let clock = startClock('a');
					let last = '';
					for (const { now, heard } of steps) {
						clock =
							heard === null
								? tick(clock, now)
								: receive(clock, { millis: now + 1000, counter: heard, device: 'b' }, now);
						const stamp = formatHlc(clock);
						expect(stamp > last).toBe(true);
						last = stamp;
					}
				}
			),
			{ numRuns: propertyRuns(300) }
		);
	});
});
