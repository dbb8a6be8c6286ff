// `npm run lint` refuses an import across a layer (scripts/eslint-layers.js), through the
// project's own ESLint config: a rule not wired into the config would pass here too otherwise.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function layerProblems(filePath: string, code: string): Promise<string[]> {
	const [result] = await eslint.lintText(code, { filePath });
	return result!.messages.filter((message) => message.ruleId === 'dealkeeper/layers').map((message) => message.message);
}

describe('the layers of src/lib', () => {
	it.each([
		[
			'storage',
			'a type from runtime',
			"import type { GameMeta } from '$lib/runtime/game-module';\nexport type M = GameMeta;\n"
		],
		['runtime', 'the game registry', "import { findGame } from '$lib/games';\nexport const f = findGame;\n"],
		['ui', 'stats, by a relative path', "import { tally } from '../stats/tally';\nexport const t = tally;\n"],
		['model', 'a re-export from log', "export * from '$lib/log/hlc';\n"],
		['games', 'sync, loaded late', "export const load = () => import('$lib/sync/session');\n"]
	])('%s may not import %s', async (folder, _, code) => {
		expect(await layerProblems(`src/lib/${folder}/any.ts`, code)).toEqual([
			expect.stringMatching(new RegExp(`^${folder}/ may not import \\w+/`))
		]);
	});

	it('a folder may import the layers below it, and the words', async () => {
		const code =
			"import type { GameRecord } from '$lib/model';\nimport { m } from '$lib/paraglide/messages.js';\n" +
			"import { getGame } from '../storage/games';\nexport const all = [m, getGame] as unknown as GameRecord;\n";
		expect(await layerProblems('src/lib/ui/any.ts', code)).toEqual([]);
	});

	it('a new folder must be given its layer', async () => {
		expect(await layerProblems('src/lib/somewhere/any.ts', 'export const a = 1;\n')).toEqual([
			expect.stringContaining('somewhere/ is in no layer')
		]);
	});

	it('only storage imports Dexie', async () => {
		const [result] = await eslint.lintText("import Dexie from 'dexie';\nexport const d = Dexie;\n", {
			filePath: 'src/lib/sync/any.ts'
		});
		expect(result!.messages.map((message) => message.message)).toContainEqual(
			expect.stringContaining('Only src/lib/storage imports Dexie.')
		);
	});
});
