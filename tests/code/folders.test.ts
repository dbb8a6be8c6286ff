// No circle of folders under src/lib, subfolders included (a game's folder and the registry
// beside it, sync/ and sync/ui/): the layers' lint rule sees only the top folders. Every import
// counts, type imports and dynamic ones too, and the folders a glob import finds.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const LIB = path.resolve('src/lib');
/** Generated, and importing nothing of the app. */
const SKIPPED = new Set([path.join(LIB, 'paraglide')]);

function sourceFiles(folder: string): string[] {
	return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
		const full = path.join(folder, entry.name);
		if (entry.isDirectory()) return SKIPPED.has(full) ? [] : sourceFiles(full);
		return /\.(ts|js|svelte)$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
	});
}

function scriptOf(file: string): string {
	const text = fs.readFileSync(file, 'utf8');
	if (!file.endsWith('.svelte')) return text;
	return [...text.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
}

/** The folder an import reaches, or null for a package or a path outside src/lib. */
function folderOf(file: string, specifier: string): string | null {
	let target: string;
	if (specifier === '$lib' || specifier.startsWith('$lib/')) target = path.join(LIB, specifier.slice(5));
	else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
	else return null;
	// As TypeScript resolves it: `../rules` is rules.ts when there is one, else the folder's index.
	const isFile = ['', '.ts', '.js', '.svelte.ts', '.svelte.js'].some(
		(extension) => fs.existsSync(target + extension) && fs.statSync(target + extension).isFile()
	);
	const folder = isFile || !fs.existsSync(target) ? path.dirname(target) : target;
	return folder.startsWith(LIB) && ![...SKIPPED].some((skipped) => folder.startsWith(skipped)) ? folder : null;
}

/** The folders `import.meta.glob('./*\/meta.ts')` and the like reach: every folder under its fixed part. */
function globbedFolders(file: string, script: string): string[] {
	return [...script.matchAll(/import\.meta\.glob\(\s*['"]([^'"*]*)\*/g)].flatMap((match) => {
		const base = path.resolve(path.dirname(file), match[1]!);
		// A comment may show a glob with a placeholder folder.
		if (!fs.existsSync(base)) return [];
		return fs
			.readdirSync(base, { withFileTypes: true })
			.filter((entry) => entry.isDirectory())
			.map((entry) => path.join(base, entry.name));
	});
}

function folderGraph(): Map<string, Map<string, string>> {
	const edges = new Map<string, Map<string, string>>();
	for (const file of sourceFiles(LIB)) {
		const script = scriptOf(file);
		const from = path.dirname(file);
		const imported = ts.preProcessFile(script, true, true).importedFiles.map((entry) => entry.fileName);
		const reached = [...imported.map((specifier) => folderOf(file, specifier)), ...globbedFolders(file, script)];
		for (const to of reached) {
			if (to === null || to === from) continue;
			if (!edges.has(from)) edges.set(from, new Map());
			// One file per edge is enough to say where the circle is.
			edges.get(from)!.set(to, path.relative(LIB, file));
		}
	}
	return edges;
}

/** A circle through the graph, as its files, or null: a depth-first walk finding a way back. */
function findCircle(edges: Map<string, Map<string, string>>): string[] | null {
	const done = new Set<string>();
	const onPath: string[] = [];
	function walk(folder: string): string[] | null {
		const back = onPath.indexOf(folder);
		if (back !== -1) {
			const circle = [...onPath.slice(back), folder];
			return circle.slice(1).map((to, i) => `${edges.get(circle[i]!)!.get(to)} → ${path.relative(LIB, to)}/`);
		}
		if (done.has(folder)) return null;
		onPath.push(folder);
		for (const to of edges.get(folder)?.keys() ?? []) {
			const found = walk(to);
			if (found) return found;
		}
		onPath.pop();
		done.add(folder);
		return null;
	}
	for (const folder of edges.keys()) {
		const found = walk(folder);
		if (found) return found;
	}
	return null;
}

it('no folder under src/lib reaches back to itself through its imports', () => {
	const graph = folderGraph();
	// The scan itself must see the app: the registry's glob and a game's screens at least.
	expect(graph.get(path.join(LIB, 'games'))?.has(path.join(LIB, 'games', 'wizard'))).toBe(true);
	expect(findCircle(graph)).toBeNull();
});
