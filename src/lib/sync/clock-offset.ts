// How far this phone's clock is from the server's, measured as NTP does: ask a few times, and
// trust the answer that came back quickest (its time on the wire is known best), assuming the
// server read its clock half way through.

export type Sample = { sentAt: number; serverNow: number; receivedAt: number };

/** The server's time minus this phone's, from the sample with the shortest round trip. */
export function offsetFrom(samples: readonly Sample[]): number | null {
	const best = [...samples].sort((a, b) => a.receivedAt - a.sentAt - (b.receivedAt - b.sentAt))[0];
	if (!best) return null;
	return Math.round(best.serverNow - (best.sentAt + best.receivedAt) / 2);
}

/** Asks the server's time `times` times; null when it could not be reached. */
export async function measureOffset(timeUrl: string, times = 5, fetcher: typeof fetch = fetch): Promise<number | null> {
	const samples: Sample[] = [];
	for (let i = 0; i < times; i++) {
		try {
			const sentAt = Date.now();
			const response = await fetcher(timeUrl, { cache: 'no-store' });
			const receivedAt = Date.now();
			const { now } = (await response.json()) as { now?: unknown };
			if (typeof now === 'number' && Number.isFinite(now)) samples.push({ sentAt, serverNow: now, receivedAt });
		} catch {
			return offsetFrom(samples);
		}
	}
	return offsetFrom(samples);
}
