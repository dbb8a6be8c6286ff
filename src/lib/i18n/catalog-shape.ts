// What a translation must keep from English: the same messages, each taking the same inputs and
// choosing its words by the same selectors. Plural forms are the language's own (Czech has
// one, few and many; Norwegian one and other), so a plural message is checked against the
// language's plural categories instead of English's.

/** A message as the inlang message-format file holds it: a pattern, or variants by selectors. */
type Variants = { declarations?: string[]; selectors?: string[]; match: Record<string, string> };
export type Catalog = Record<string, string | Variants[]>;

/** What a message takes and how it chooses: compared between languages. */
export type MessageShape = { inputs: string[]; selectors: string[] };

const PLACEHOLDER = /\{\s*([A-Za-z_][\w]*)\s*\}/g;

function placeholders(pattern: string): string[] {
	return [...pattern.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/** The declared or used inputs of a message (locals declared from inputs are not inputs). */
export function shapeOf(message: string | Variants[]): MessageShape {
	if (typeof message === 'string') return { inputs: [...new Set(placeholders(message))].sort(), selectors: [] };
	const variants = message[0]!;
	const declarations = variants.declarations ?? [];
	const locals = new Set(
		declarations.filter((d) => d.startsWith('local ')).map((d) => d.slice(6).split('=')[0]!.trim())
	);
	const inputs = new Set(declarations.filter((d) => d.startsWith('input ')).map((d) => d.slice(6).trim()));
	for (const pattern of Object.values(variants.match))
		for (const name of placeholders(pattern)) if (!locals.has(name)) inputs.add(name);
	return { inputs: [...inputs].sort(), selectors: [...(variants.selectors ?? [])] };
}

/** Plural selectors of a message: local name to the input it counts. */
function pluralSelectors(message: Variants[]): Set<string> {
	const declarations = message[0]!.declarations ?? [];
	return new Set(
		declarations
			.filter((d) => /^local\s+\w+\s*=\s*\w+\s*:\s*plural/.test(d))
			.map((d) => d.slice(6).split('=')[0]!.trim())
	);
}

/**
 * Everything wrong with a translated catalog against English, in words a translator acts on.
 * Empty when the catalog is complete and every message keeps English's shape.
 */
export function catalogProblems(english: Catalog, translated: Catalog, locale: string): string[] {
	const problems: string[] = [];
	const categories = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
	const countForms = integerForms(locale);
	for (const key of Object.keys(english)) {
		if (key === '$schema') continue;
		const theirs = translated[key];
		if (theirs === undefined) {
			problems.push(`${key}: missing`);
			continue;
		}
		const want = shapeOf(english[key]!);
		const got = shapeOf(theirs);
		if (want.inputs.join() !== got.inputs.join())
			problems.push(`${key}: takes {${got.inputs.join(', ')}}, English takes {${want.inputs.join(', ')}}`);
		if (want.selectors.join() !== got.selectors.join())
			problems.push(`${key}: chooses by [${got.selectors.join(', ')}], English by [${want.selectors.join(', ')}]`);
		if (typeof theirs !== 'string') problems.push(...pluralProblems(key, theirs, categories, countForms, locale));
	}
	for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${key}: not in English`);
	return problems;
}

/**
 * The plural forms whole numbers take in a language, apart from "other", which the catch-all
 * variant gives: English and Norwegian "one"; Czech "one" and "few" (1 štych, 2 štychy, 5 štychů).
 */
export function integerForms(locale: string): Set<string> {
	const rules = new Intl.PluralRules(locale);
	return new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)).filter((form) => form !== 'other'));
}

/** Each plural selector's variants use the language's forms, with words for every count. */
function pluralProblems(
	key: string,
	message: Variants[],
	categories: Set<string>,
	countForms: Set<string>,
	locale: string
): string[] {
	const problems: string[] = [];
	const selectors = message[0]!.selectors ?? [];
	const plurals = pluralSelectors(message);
	const cases = Object.keys(message[0]!.match).map((when) =>
		Object.fromEntries(when.split(',').map((part) => part.trim().split('=') as [string, string]))
	);
	for (const selector of selectors.filter((s) => plurals.has(s))) {
		const used = new Set(cases.map((c) => c[selector]!));
		for (const value of used)
			if (value !== '*' && !categories.has(value))
				problems.push(`${key}: "${value}" is not a plural form in ${locale}`);
		if (!used.has('*') && !used.has('other'))
			problems.push(`${key}: no catch-all (* or other) variant for ${selector}`);
		for (const form of countForms)
			if (!used.has(form)) problems.push(`${key}: no words for the "${form}" form in ${locale}`);
	}
	return problems;
}
