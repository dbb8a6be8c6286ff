// A registered game's load() brings the module.ts of its own folder, for the app's games and a
// test's own game alike; a folder without one is named.
import { expect, it } from 'vitest';
import { GAMES } from '.';
import { byFolder } from './modules';
import '$support/every-game';

it("loads each registered game's own module", async () => {
	expect(GAMES.map((game) => game.id)).toContain('high-card');
	for (const game of GAMES) {
		const [module, rules] = await Promise.all([game.load(), game.rules()]);
		expect(module.machine).toBe(rules.machine);
		expect(module.Screen).toBeTypeOf('function');
	}
});

it('names the game whose folder has no module.ts', async () => {
	const load = byFolder({ './wizard/module.ts': async () => ({ id: 'wizard' }) });
	expect(await load('wizard')).toEqual({ id: 'wizard' });
	await expect(load('wiz')).rejects.toThrow('The game "wiz" has no module.ts beside its meta.ts');
});
