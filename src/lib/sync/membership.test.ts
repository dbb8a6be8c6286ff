// The membership kept in localStorage: a phone that joined before phones had keys gets one, once.
import { describe, expect, it } from 'vitest';
import { readMembership } from './membership';

function storage(initial: Record<string, string>) {
	const items = new Map(Object.entries(initial));
	return {
		items,
		getItem: (key: string) => items.get(key) ?? null,
		setItem: (key: string, value: string) => void items.set(key, value)
	};
}

const KEPT = {
	tableId: 'table-0001',
	secret: 'a-secret-of-the-table',
	deviceName: "Anna's phone",
	deviceId: 'device-0001'
};

describe('readMembership', () => {
	it('gives a membership kept without a key its own key, and keeps it', () => {
		const kept = storage({ 'dealkeeper.table': JSON.stringify(KEPT) });
		const first = readMembership(kept);
		expect(first?.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
		expect(readMembership(kept)?.key).toBe(first?.key);
		expect(JSON.parse(kept.items.get('dealkeeper.table')!)).toEqual({ ...KEPT, key: first?.key });
	});

	it('reads a membership with its key as it is', () => {
		const membership = { ...KEPT, key: 'the-key-of-this-phone-0001' };
		expect(readMembership(storage({ 'dealkeeper.table': JSON.stringify(membership) }))).toEqual(membership);
	});

	it.each([
		['a key with other characters', { ...KEPT, key: 'not a key!' }],
		['a short secret', { ...KEPT, secret: 'short' }],
		['no device id', { ...KEPT, deviceId: undefined }]
	])('reads nothing from %s', (_name, value) => {
		expect(readMembership(storage({ 'dealkeeper.table': JSON.stringify(value) }))).toBeNull();
	});
});
