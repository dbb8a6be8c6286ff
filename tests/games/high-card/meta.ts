import type { GameFolderMeta } from '$lib/runtime/game-module';
import { words } from './messages';

const meta: GameFolderMeta = {
	id: 'high-card',
	name: () => words().name,
	order: 100,
	players: { min: 2, max: 6 },
	scores: { better: 'higher' },
	keepsFigures: true,
	recordBy: 'round',
	rules: () => import('./game').then((game) => game.highCardGame),
	setupOptions: async () => ({ blurb: () => words().name, settings: [] })
};

export default meta;
