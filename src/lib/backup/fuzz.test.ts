// Ten thousand backup files, valid ones and ones broken every way fast-check can find, imported
// into fake-indexeddb one after another. Each is imported whole or refused with a message; a
// refused file leaves the database byte-for-byte as it was. Partial writes counted: must be 0.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DealkeeperDatabase, useDatabase } from '$lib/storage/database';
import { loadGame } from '$lib/storage/games';
import { FORMAT_VERSION, type Backup } from './format';
import { applyImport, prepareImport } from './import';
import type { Resolution } from './merge';
import { describeProblem } from './problems';
import { FIXTURES, KNOWN_KINDS, dumpDatabase, fixtureBackup, rulesOf } from '$support/test-backups';
import { propertyRuns } from '$support/property-runs';

const RUNS = propertyRuns(Number(process.env.FUZZ_RUNS ?? 10_000));
/** Past this many games the database starts again from its base, so each dump stays quick. */
const RESET_AFTER_GAMES = 12;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Slot = { parent: Json[] | { [key: string]: Json }; key: string | number };

/** Every place in the tree a value sits, in a fixed order, so an index picks one. */
function slots(root: Json): Slot[] {
	const found: Slot[] = [];
	const stack: Json[] = [root];
	while (stack.length) {
		const node = stack.pop()!;
		if (node === null || typeof node !== 'object') continue;
		for (const key of Array.isArray(node) ? node.keys() : Object.keys(node)) {
			found.push({ parent: node, key });
			stack.push((node as Record<string | number, Json>)[key]!);
		}
	}
	return found;
}

/** An own key, even __proto__, so JSON.stringify writes it out. */
function setOwn(target: { [key: string]: Json }, key: string, value: Json): void {
	Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

const oddValues = fc.oneof(
	fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>,
	fc.constantFrom<Json>(
		'',
		'x'.repeat(300),
		'<b>hi</b>',
		-1,
		0,
		1.5,
		1e308,
		2 ** 53,
		'2026-11-30',
		'wizard',
		'poker',
		[],
		{},
		null,
		true
	),
	fc.integer({ min: 25, max: 20_000 }).map((n) => 'N'.repeat(n))
);

type Mutation = (file: Json) => void;

/** The first record of a table, if earlier mutations left one there. */
function firstOf(file: Json, table: string, change: (record: { [key: string]: Json }, records: Json[]) => void): void {
	const records = file !== null && typeof file === 'object' && !Array.isArray(file) ? file[table] : undefined;
	const [record] = Array.isArray(records) ? records : [];
	if (record !== null && typeof record === 'object' && !Array.isArray(record)) change(record, records as Json[]);
}

const mutations: fc.Arbitrary<Mutation> = fc.oneof(
	fc.nat().map<Mutation>((i) => (file) => {
		const all = slots(file);
		const slot = all[i % all.length];
		if (!slot) return;
		if (Array.isArray(slot.parent)) slot.parent.splice(Number(slot.key), 1);
		else delete slot.parent[slot.key];
	}),
	fc.tuple(fc.nat(), oddValues).map<Mutation>(([i, value]) => (file) => {
		const all = slots(file);
		const slot = all[i % all.length];
		if (slot) (slot.parent as Record<string | number, Json>)[slot.key] = value;
	}),
	fc
		.tuple(
			fc.nat(),
			fc.oneof(
				{ arbitrary: fc.constantFrom('__proto__', 'constructor', 'prototype'), weight: 1 },
				{ arbitrary: fc.constantFrom('extra', 'id', 'name', 'deletedAt'), weight: 2 },
				{ arbitrary: fc.string({ maxLength: 8 }), weight: 2 }
			),
			oddValues
		)
		.map<Mutation>(([i, key, value]) => (file) => {
			const objects = slots(file)
				.map((s) => (s.parent as Record<string | number, Json>)[s.key])
				.filter((v) => v !== null && typeof v === 'object' && !Array.isArray(v));
			const target = objects[i % Math.max(1, objects.length)] as { [key: string]: Json } | undefined;
			if (target) setOwn(target, key, value);
		}),
	// A record twice: same id, or same game and seq.
	fc.nat().map<Mutation>((i) => (file) => {
		const arrays = slots(file)
			.map((s) => (s.parent as Record<string | number, Json>)[s.key])
			.filter((v): v is Json[] => Array.isArray(v) && v.length > 0);
		const array = arrays[i % Math.max(1, arrays.length)];
		if (array) array.push(structuredClone(array[i % array.length]!));
	}),
	// What the rules decide: a changed number in an action, imported but marked when refused.
	fc.tuple(fc.nat(), fc.integer({ min: -3, max: 12 })).map<Mutation>(([i, n]) => (file) => {
		firstOf(file, 'events', (_, events) => {
			const event = events[i % events.length] as { payload?: Json } | null;
			const payload = event?.payload;
			if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return;
			const key = Object.keys(payload).find((k) => typeof payload[k] === 'number');
			if (key) payload[key] = n;
		});
	}),
	fc.constantFrom<Mutation>(
		(file) => ((file as { formatVersion: unknown }).formatVersion = FORMAT_VERSION + 1),
		(file) => ((file as { formatVersion: unknown }).formatVersion = 1),
		(file) => firstOf(file, 'games', (game) => (game.kind = 'poker')),
		(file) => firstOf(file, 'events', (_, events) => events.shift()),
		(file) => firstOf(file, 'players', (player) => (player.name = 'A'.repeat(10 * 1024 * 1024)))
	)
);

type TextMutation = (text: string) => string;
const textMutations: fc.Arbitrary<TextMutation> = fc.oneof(
	fc.nat().map<TextMutation>((i) => (text) => text.slice(0, i % text.length)),
	fc
		.tuple(fc.nat(), fc.constantFrom('"', '{', '}', ',', ']', '\\', 'x', '0', ' '))
		.map<TextMutation>(([i, c]) => (text) => {
			const at = i % text.length;
			return text.slice(0, at) + c + text.slice(at + 1);
		})
);

const files = fc.record({
	tag: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f', 'g'),
	fixture: fc.constantFrom(...FIXTURES),
	/** A prefix of a legal log is a legal unfinished game. */
	length: fc.integer({ min: 0, max: 40 }),
	names: fc.array(
		fc.oneof(
			fc.constantFrom('Anna', 'anna', 'Ben', '<script>x</script>', 'Zoë 🂡', 'Ann"a, x'),
			fc.string({ minLength: 1, maxLength: 24 }).map((name) => name.trim() || 'Nameless')
		),
		{ minLength: 7, maxLength: 7 }
	),
	nightName: fc.option(fc.string({ maxLength: 70 }), { nil: undefined }),
	deleted: fc.boolean(),
	// A third of the files are left valid; a few are broken as text rather than as data.
	mutations: fc.oneof(
		{ arbitrary: fc.constant([]), weight: 1 },
		{ arbitrary: fc.array(mutations, { minLength: 1, maxLength: 3 }), weight: 2 }
	),
	text: fc.oneof({ arbitrary: fc.constant(undefined), weight: 6 }, { arbitrary: textMutations, weight: 1 }),
	resolutions: fc.infiniteStream(fc.constantFrom<Resolution>('same', 'different'))
});

function validFile(spec: {
	tag: string;
	fixture: (typeof FIXTURES)[number];
	length: number;
	names: string[];
	nightName: string | undefined;
	deleted: boolean;
}): Backup {
	const events = spec.fixture.events.slice(0, spec.length);
	// A copy throughout: mutations must not reach the shared fixtures.
	const file = structuredClone(fixtureBackup({ tag: spec.tag, fixtures: [{ ...spec.fixture, events }] }));
	file.players.forEach((p, i) => (p.name = spec.names[i] ?? p.name));
	if (spec.nightName !== undefined) file.nights[0]!.name = spec.nightName;
	if (spec.deleted) file.games[0]!.deletedAt = 1_796_500_000_000;
	return file;
}

let db: DealkeeperDatabase;
async function freshDatabase(): Promise<void> {
	await db?.delete();
	db = new DealkeeperDatabase(`fuzz-${crypto.randomUUID()}`);
	useDatabase(db);
	// Something to clash with and merge into: a player named Anna and one game already here.
	const base = fixtureBackup({
		tag: 'base',
		fixtures: [{ ...FIXTURES[0]!, events: FIXTURES[0]!.events.slice(0, 10) }]
	});
	const prepared = await prepareImport(JSON.stringify(base), KNOWN_KINDS, rulesOf);
	if (!prepared.ok) throw new Error(describeProblem(prepared.problem));
	await applyImport(prepared.plan, new Map());
}
beforeAll(freshDatabase);
afterAll(() => db.delete());

it(`imports each of ${RUNS.toLocaleString()} generated and mutated files whole, or refuses it with a message and changes nothing`, async () => {
	const tally = { imported: 0, marked: 0, refused: 0, partial: 0, problems: new Map<string, number>() };
	await fc.assert(
		fc.asyncProperty(files, async (spec) => {
			const file = validFile(spec) as unknown as Json;
			for (const mutate of spec.mutations) mutate(file);
			let text = JSON.stringify(file);
			if (spec.text) text = spec.text(text);
			const before = await dumpDatabase(db);

			const prepared = await prepareImport(text, KNOWN_KINDS, rulesOf);
			let outcome = prepared.ok ? null : prepared.problem;
			if (prepared.ok) {
				const answers = new Map(
					prepared.plan.preview.clashes.map((c, i) => [
						c.imported.id,
						spec.resolutions.next().value ?? (i % 2 ? 'same' : 'different')
					])
				);
				const applied = await applyImport(prepared.plan, answers);
				outcome = applied.ok ? null : applied.problem;
			}

			if (outcome) {
				tally.refused++;
				tally.problems.set(outcome.code, (tally.problems.get(outcome.code) ?? 0) + 1);
				expect(describeProblem(outcome).length).toBeGreaterThan(20);
				const after = await dumpDatabase(db);
				if (after !== before) tally.partial++;
				expect(after).toBe(before);
				return;
			}
			tally.imported++;
			if (prepared.ok && prepared.plan.flagged.length) tally.marked++;
			// Whole: every game of the file is here, each new one with every one of its actions.
			const { backup, replayed } = (prepared as Extract<typeof prepared, { ok: true }>).plan;
			const stored = await db.games.bulkGet(backup.games.map((g) => g.id));
			if (stored.some((g) => g === undefined)) tally.partial++;
			for (const game of backup.games.filter((g) => replayed.has(g.id))) {
				const held = (await loadGame(game.id))?.events.length ?? 0;
				const expected = backup.events.filter((e) => e.gameId === game.id).length;
				if (held !== expected) tally.partial++;
				expect(held).toBe(expected);
			}
			if ((await db.games.count()) > RESET_AFTER_GAMES) await freshDatabase();
		}),
		{ numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 13) }
	);
	console.log(
		`backup fuzz: ${RUNS} files: ${tally.imported} imported (${tally.marked} with games marked), ${tally.refused} refused, ${tally.partial} partial writes; refusals: ${[...tally.problems].map(([code, n]) => `${code} ${n}`).join(', ')}`
	);
	expect(tally.partial).toBe(0);
	// The generator reaches both ends: files that import, and files refused for many reasons.
	expect(tally.imported).toBeGreaterThan(RUNS / 20);
	expect(tally.problems.size).toBeGreaterThan(6);
}, 1_800_000);
