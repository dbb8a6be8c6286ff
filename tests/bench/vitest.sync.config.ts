// The sync's figures (npm run bench): phones in Node with their own databases, a real server on
// loopback. Figures printed, nothing asserted beyond the run making sense; kept out of
// `npm run test:unit`, which would otherwise spend minutes on them.
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import base from '../../vite.config';

const [node] = base.test!.projects as TestProjectInlineConfiguration[];

export default defineConfig({
	...base,
	test: {
		...base.test,
		projects: [
			{
				...node,
				test: {
					...node!.test,
					name: 'sync-figures',
					include: [`tests/bench/sync-${process.env.BENCH_SYNC ?? '*'}.figures.ts`],
					testTimeout: 900_000,
					fileParallelism: false
				}
			}
		]
	}
});
