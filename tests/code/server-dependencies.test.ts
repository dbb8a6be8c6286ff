// A production install (`npm ci --omit=dev` after the build) runs `npm run serve`: every package
// the compiled server loads is in package.json's `dependencies`. Read from the sources the server
// runs, from server/main.ts through its relative imports (src/lib files too): each runtime import
// of a package, static or dynamic, and each package loaded through a require made by
// `createRequire`, from the package that provides it when it is resolved from one (server/ws.ts).
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';

const MAIN = path.resolve('server/main.ts');
const OURS = 'package.json';

interface Loaded {
	/** The package as imported: `pg`, `@hocuspocus/server`, `ws`. */
	name: string;
	/** The package.json that must list it in `dependencies`. */
	listedBy: string;
	/** Where it is loaded, for the failure message. */
	file: string;
}

/** The package a bare specifier names: `pg/lib/x` is `pg`, `@scope/name/x` is `@scope/name`. */
function packageOf(specifier: string): string {
	const parts = specifier.split('/');
	return parts.slice(0, specifier.startsWith('@') ? 2 : 1).join('/');
}

const isBuiltin = (specifier: string) => specifier.startsWith('node:') || builtinModules.includes(specifier);

function stringArgument(call: ts.CallExpression): string | null {
	const [first] = call.arguments;
	return first !== undefined && ts.isStringLiteralLike(first) ? first.text : null;
}

/** What one file loads at run time: relative files and packages. Type-only imports are erased by tsc. */
function loadsOf(file: string): { files: string[]; packages: Loaded[] } {
	const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
	const specifiers: string[] = [];
	const packages: Loaded[] = [];
	// Names bound to `createRequire(…)`, each a require function of its own.
	const requires = new Set(['require']);
	const isRequire = (node: ts.Expression) =>
		(ts.isIdentifier(node) && requires.has(node.text)) ||
		(ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRequire');

	function visit(node: ts.Node): void {
		if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
			specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
		} else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
			specifiers.push((node.moduleSpecifier as ts.StringLiteral).text);
		} else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
			const value = node.initializer;
			if (value !== undefined && ts.isCallExpression(value) && isRequire(value)) requires.add(node.name.text);
		} else if (ts.isCallExpression(node)) {
			const specifier = stringArgument(node);
			const callee = node.expression;
			if (specifier !== null && callee.kind === ts.SyntaxKind.ImportKeyword) specifiers.push(specifier);
			else if (specifier !== null && isRequire(callee)) specifiers.push(...requiredBy(callee, specifier));
			// `require.resolve('x')`: x must be installed to be found.
			else if (specifier !== null && ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve') {
				if (isRequire(callee.expression)) specifiers.push(specifier);
			}
		}
		ts.forEachChild(node, visit);
	}

	/** A require made from a package's own path resolves what it loads among that package's dependencies. */
	function requiredBy(callee: ts.Expression, specifier: string): string[] {
		const [from] = ts.isCallExpression(callee) ? callee.arguments : [];
		const provider = from !== undefined && ts.isCallExpression(from) ? stringArgument(from) : null;
		if (provider === null || provider.startsWith('.')) return [specifier];
		packages.push({
			name: packageOf(specifier),
			listedBy: path.join('node_modules', packageOf(provider), 'package.json'),
			file
		});
		return [];
	}

	visit(source);
	const files: string[] = [];
	for (const specifier of specifiers) {
		if (specifier.startsWith('.')) files.push(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
		else if (!isBuiltin(specifier)) packages.push({ name: packageOf(specifier), listedBy: OURS, file });
	}
	return { files, packages };
}

/** Every package the server loads from main.ts on, and the files it read to find them. */
function serverLoads(): { files: Set<string>; packages: Loaded[] } {
	const files = new Set<string>();
	const packages: Loaded[] = [];
	const walk = (file: string) => {
		if (files.has(file)) return;
		files.add(file);
		const loads = loadsOf(file);
		packages.push(...loads.packages);
		loads.files.forEach(walk);
	};
	walk(MAIN);
	return { files, packages };
}

function dependenciesIn(packageJson: string): Record<string, string> {
	return (
		(JSON.parse(fs.readFileSync(packageJson, 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {}
	);
}

it('lists every package the compiled server loads in dependencies', () => {
	const { files, packages } = serverLoads();
	// The walk must see the server: its store, its protocol in src/lib, and `ws` through Hocuspocus.
	expect(files).toContain(path.resolve('server/pg-store.ts'));
	expect(files).toContain(path.resolve('src/lib/sync/protocol.ts'));
	expect(packages).toContainEqual(
		expect.objectContaining({ name: 'ws', listedBy: path.join('node_modules', '@hocuspocus/server', 'package.json') })
	);

	const missing = packages
		.filter(({ name, listedBy }) => !(name in dependenciesIn(listedBy)))
		.map(
			({ name, listedBy, file }) =>
				`${name}, loaded by ${path.relative('.', file)}, is not in ${listedBy}'s dependencies`
		);
	expect(missing).toEqual([]);
});
