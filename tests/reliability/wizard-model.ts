// The reliability tests' own reading of a Wizard log, written from the rules and not from the
// app's code: what a stored log leads to (round, phase, bidder, trump, bids, running totals),
// and the same facts read off the screen, so the two can be compared. Shared by the kill test
// (tests/reliability/kill.spec.ts) and the two-tab race journey (tests/e2e/race.spec.ts).

export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;
export type Suit = (typeof SUITS)[number];
export const SUIT_NAMES: Record<Suit, string> = {
	clubs: 'Clubs',
	diamonds: 'Diamonds',
	hearts: 'Hearts',
	spades: 'Spades'
};

/** An event as stored in IndexedDB, in the 'events' store or a finished game's packed log (the fields these tests read). */
export type LoggedEvent = { id?: string; seq: number; type: string; payload: Record<string, unknown>; gameId?: string };
export type Setup = { seats: string[]; firstDealer: number; settings: Record<string, unknown> };
export type Phase = 'trump' | 'bidding' | 'tricks' | 'finished';
type Played = { trump: string; bids: number[]; tricks: number[] };

export type WizardState = {
	players: number;
	rounds: number;
	round: number;
	phase: Phase;
	trump: string | null;
	bids: (number | null)[];
	played: Played[];
	dealer: number;
	bidder: number | null;
	/** The bid the next bidder may not make (the dealer's, under the even-bids rule), or null. */
	forbiddenBid: number | null;
	/** Per played round, each seat's running total. */
	totals: number[][];
	/** The newest event in effect: what Undo takes back. */
	undoable: number | null;
	/** Events that are not legal where they fall in the log, and why. */
	refused: { event: LoggedEvent; why: string }[];
};

const isCount = (value: unknown, max: number): value is number =>
	Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const isSuit = (value: unknown): value is Suit => (SUITS as readonly unknown[]).includes(value);

/**
 * Replays a log the way the rules read it: an undo takes back the event whose seq it names,
 * then every event left must be legal where it falls and aimed at the round (and bidder) the
 * game is at.
 */
export function replayWizard(
	setup: Setup,
	log: readonly LoggedEvent[],
	noEqualBids = setup.settings.noEqualBids === true
): WizardState {
	const n = setup.seats.length;
	const rounds = 60 / n;
	const kept: LoggedEvent[] = [];
	const refused: WizardState['refused'] = [];
	for (const event of [...log].sort((a, b) => a.seq - b.seq)) {
		if (event.type !== 'undo') {
			kept.push(event);
			continue;
		}
		// The app's undo names the event it takes back by id; older logs (and this model's own
		// predictions) name its seq.
		const { id, seq } = event.payload;
		const index = id !== undefined ? kept.findIndex((e) => e.id === id) : kept.findIndex((e) => e.seq === seq);
		if (index < 0) refused.push({ event, why: 'undo of nothing' });
		else kept.splice(index, 1);
	}

	let round = 1;
	let phase = 'trump' as Phase;
	let trump = null as string | null;
	let bids: (number | null)[] = new Array<null>(n).fill(null);
	const played: Played[] = [];
	const dealerOf = (r: number) => (setup.firstDealer + r - 1) % n;
	const orderOf = (r: number) => Array.from({ length: n }, (_, i) => (dealerOf(r) + 1 + i) % n);
	const nextBidder = () => orderOf(round).find((seat) => bids[seat] === null) ?? null;

	const apply = (event: LoggedEvent): string | null => {
		const p = event.payload;
		if (event.type === 'correct') {
			const r = p.round;
			if (typeof r !== 'number' || !Number.isInteger(r) || r < 1 || r > played.length) return 'no such round';
			if (!Array.isArray(p.bids) || p.bids.length !== n || !p.bids.every((b) => isCount(b, r))) return 'bids';
			if (noEqualBids && sum(p.bids) === r) return 'bids add up';
			if (!Array.isArray(p.tricks) || p.tricks.length !== n || !p.tricks.every((t) => isCount(t, r))) return 'tricks';
			if (sum(p.tricks) !== r) return 'tricks do not add up';
			played[r - 1] = { trump: played[r - 1]!.trump, bids: [...p.bids], tricks: [...p.tricks] };
			return null;
		}
		if (phase === 'finished') return 'game over';
		if (p.round !== round) return `aimed at round ${String(p.round)} in round ${round}`;
		if (event.type === 'trump') {
			if (phase !== 'trump') return 'not choosing trump';
			const chosen = isSuit(p.card)
				? p.card
				: p.card === 'jester'
					? 'none'
					: p.card === 'wizard' && isSuit(p.suit)
						? p.suit
						: null;
			if (chosen === null) return 'no such trump';
			trump = chosen;
			phase = 'bidding';
			return null;
		}
		if (event.type === 'bid') {
			if (phase !== 'bidding') return 'not bidding';
			if (p.seat !== nextBidder()) return `aimed at seat ${String(p.seat)} while seat ${nextBidder()} bids`;
			if (!isCount(p.bid, round)) return 'bid out of range';
			const others = sum(bids.filter((b): b is number => b !== null));
			if (noEqualBids && p.seat === dealerOf(round) && p.bid === round - others) return 'forbidden dealer bid';
			bids = bids.map((b, seat) => (seat === p.seat ? (p.bid as number) : b));
			if (nextBidder() === null) phase = 'tricks';
			return null;
		}
		if (event.type === 'tricks') {
			if (phase !== 'tricks') return 'not entering tricks';
			if (!Array.isArray(p.tricks) || p.tricks.length !== n || !p.tricks.every((t) => isCount(t, round)))
				return 'tricks';
			if (sum(p.tricks) !== round) return 'tricks do not add up';
			played.push({ trump: trump ?? 'none', bids: bids as number[], tricks: [...p.tricks] });
			if (played.length === rounds) phase = 'finished';
			else {
				round += 1;
				// The last round deals every card: no trump card is turned.
				trump = round === rounds ? 'none' : null;
				phase = round === rounds ? 'bidding' : 'trump';
				bids = new Array<null>(n).fill(null);
			}
			return null;
		}
		return `unknown type ${event.type}`;
	};

	const effective: LoggedEvent[] = [];
	for (const event of kept) {
		const why = apply(event);
		if (why) refused.push({ event, why });
		else effective.push(event);
	}
	const bidder = phase === 'bidding' ? nextBidder() : null;
	const othersBid = sum(bids.filter((b): b is number => b !== null));
	const forbiddenBid = noEqualBids && bidder === dealerOf(round) && othersBid <= round ? round - othersBid : null;
	let running = new Array<number>(n).fill(0);
	const totals = played.map(
		(r) => (running = running.map((total, seat) => total + roundScore(r.bids[seat]!, r.tricks[seat]!)))
	);
	return {
		players: n,
		rounds,
		round,
		phase,
		trump,
		bids,
		played,
		dealer: dealerOf(round),
		bidder,
		forbiddenBid,
		totals,
		undoable: effective.at(-1)?.seq ?? null,
		refused
	};
}

export function roundScore(bid: number, took: number): number {
	return bid === took ? 20 + 10 * took : -10 * Math.abs(bid - took);
}

/** What a Wizard play page shows, as far as the state goes (not forms being filled in). */
export type Screen = {
	phase: Phase | 'unknown';
	round: number | null;
	bidder: string | null;
	trump: string | null;
	/** Each played cell: "round/seat:total:bid/took". */
	sheet: string[];
	/** The round being played: each seat's bid so far, "–" for none. */
	bids: string[];
};

/** What the screen must show for this state, in the shape `readScreen` returns. */
export function expectedScreen(state: WizardState, names: readonly string[]): Screen {
	const finished = state.phase === 'finished';
	return {
		phase: state.phase,
		round: finished ? null : state.round,
		bidder: state.bidder === null ? null : (names[state.bidder] ?? '?'),
		trump: finished ? null : state.trump,
		sheet: state.totals.flatMap((row, r) =>
			row.map(
				(total, seat) => `${r + 1}/${seat}:${total}:${state.played[r]!.bids[seat]}/${state.played[r]!.tricks[seat]}`
			)
		),
		bids: finished ? [] : state.bids.map((bid) => (bid === null ? '–' : String(bid)))
	};
}

/**
 * Reads what a Wizard play page shows, in the shape of `expectedScreen`; null until the game
 * is on screen and the page is interactive. Runs inside the page (pass it to page.evaluate),
 * so it refers to nothing outside itself.
 */
export function readScreen(): Screen | null {
	const text = (el: Element | null | undefined) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
	if (!document.querySelector('html[data-interactive]') || !document.querySelector('table')) return null;
	const roundText = text(document.querySelector('[data-testid="round"]'));
	const headings = [...document.querySelectorAll('h2')].map(text);
	const bidHeading = headings.find((h) => h.startsWith('Bid:'));
	const phase = document.querySelector('[data-testid="standings"]')
		? 'finished'
		: bidHeading
			? 'bidding'
			: headings.includes('Tricks taken')
				? 'tricks'
				: headings.some((h) => h.startsWith('Which card was turned') || h.startsWith('A Wizard:'))
					? 'trump'
					: 'unknown';
	const trumpText = text(document.querySelector('[data-testid="trump"]'));
	const suit = ['clubs', 'diamonds', 'hearts', 'spades'].find((s) => trumpText.toLowerCase().includes(s));
	const sheet = [...document.querySelectorAll('td[data-testid^="cell-"]')].map((td) => {
		const [, round, seat] = (td.getAttribute('data-testid') ?? '').split('-');
		// The sheet writes a true minus and groups thousands; the model writes plain numbers.
		const total = text(td.querySelector('strong')).replace('−', '-').replace(/,/g, '');
		return `${round}/${seat}:${total}:${text(td.querySelector('.note'))}`;
	});
	const current = document.querySelector('tbody tr.current');
	const bids = current ? [...current.querySelectorAll('td.bid')].map((s) => text(s).replace(/^Bid\s*/, '')) : [];
	return {
		phase,
		round: roundText ? Number(/Round (\d+)/.exec(roundText)?.[1]) : null,
		bidder: bidHeading ? bidHeading.replace(/^Bid:\s*/, '') : null,
		trump: trumpText ? (trumpText.includes('No trump') ? 'none' : (suit ?? trumpText)) : null,
		sheet,
		bids
	};
}

export type Stored = {
	game: { id: string; lastSeq: number; createdAt: number; setup: Setup };
	names: string[];
	events: LoggedEvent[];
};

/**
 * The stored game (by id, or the newest), its log and its players' names, read straight from
 * IndexedDB with no app code. Runs inside the page (pass it to page.evaluate).
 */
export async function readStore(gameId: string | null): Promise<Stored | null> {
	const db = await new Promise<IDBDatabase>((resolve, reject) => {
		const request = indexedDB.open('dealkeeper');
		request.onsuccess = () => resolve(request.result);
		request.onerror = () => reject(request.error);
	});
	try {
		if (!db.objectStoreNames.contains('games')) return null;
		// One transaction, so the game record and its log are read as of the same moment.
		// A finished game's log is one record in 'packs' (JSON text); what follows it is in 'events'.
		const tx = db.transaction(['games', 'events', 'packs', 'players'], 'readonly');
		const all = <T>(name: string) =>
			new Promise<T[]>((resolve, reject) => {
				const request = tx.objectStore(name).getAll();
				request.onsuccess = () => resolve(request.result as T[]);
				request.onerror = () => reject(request.error);
			});
		const [games, loose, packed, players] = await Promise.all([
			all<Stored['game']>('games'),
			all<LoggedEvent>('events'),
			all<{ key: string; json: string }>('packs'),
			all<{ id: string; name: string }>('players')
		]);
		const events = [...loose, ...packed.flatMap((log) => JSON.parse(log.json) as LoggedEvent[])];
		const game = gameId ? games.find((g) => g.id === gameId) : games.sort((a, b) => b.createdAt - a.createdAt)[0];
		if (!game) return null;
		const names = new Map(players.map((p) => [p.id, p.name]));
		return {
			game,
			names: game.setup.seats.map((id) => names.get(id) ?? '?'),
			events: events.filter((e) => e.gameId === game.id).sort((a, b) => a.seq - b.seq)
		};
	} finally {
		db.close();
	}
}

/** Seqs must run 1, 2, 3… up to the game's lastSeq, each once. */
export function seqTrouble(events: readonly LoggedEvent[], lastSeq: number) {
	const seen = new Map<number, number>();
	for (const e of events) seen.set(e.seq, (seen.get(e.seq) ?? 0) + 1);
	const newest = Math.max(lastSeq, ...seen.keys(), 0);
	const gaps: number[] = [];
	for (let seq = 1; seq <= newest; seq++) if (!seen.has(seq)) gaps.push(seq);
	const duplicates = [...seen].filter(([, count]) => count > 1).map(([seq]) => seq);
	const lastSeqWrong = Math.max(0, ...seen.keys()) !== lastSeq;
	return { gaps, duplicates, lastSeqWrong, ok: gaps.length === 0 && duplicates.length === 0 && !lastSeqWrong };
}

export function sameScreen(a: Screen | null, b: Screen | null): boolean {
	return JSON.stringify(a) === JSON.stringify(b);
}

/** Every field of `want` is in `got` with the same value (stored payloads also hold targets). */
export function payloadHas(got: Record<string, unknown>, want: Record<string, unknown>): boolean {
	return Object.entries(want).every(
		([key, value]) => value === undefined || JSON.stringify(got[key]) === JSON.stringify(value)
	);
}

/**
 * Whether a stored event is the action the test tapped: its type, and the payload the test
 * meant. The test foresees an undo by the seq it takes back, where the app names that event's
 * id: the id is looked up in the stored log.
 */
export function isTapped(stored: readonly LoggedEvent[], got: LoggedEvent, want: Omit<LoggedEvent, 'seq'>): boolean {
	if (got.type !== want.type) return false;
	if (want.type === 'undo' && want.payload.seq !== undefined && got.payload.id !== undefined)
		return stored.find((event) => event.seq === want.payload.seq)?.id === got.payload.id;
	return payloadHas(got.payload, want.payload);
}

export type Rng = {
	next: () => number;
	int: (lo: number, hi: number) => number;
	pick: <T>(items: readonly T[]) => T;
	chance: (p: number) => boolean;
};

/** A small seeded generator (mulberry32), so a failing run can be played again. */
export function seeded(seed: number): Rng {
	let t = seed >>> 0;
	const next = () => {
		t = (t + 0x6d2b79f5) >>> 0;
		let r = Math.imul(t ^ (t >>> 15), 1 | t);
		r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
		return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
	};
	return {
		next,
		int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
		pick: (items) => items[Math.floor(next() * items.length)]!,
		chance: (p) => next() < p
	};
}
