// SvelteKit's own floor for home's first load (tests/bench/run.js): the same versions, adapter and
// prerendering as the app, with no code of the app's. Its header links lead nowhere it builds.
import adapter from '@sveltejs/adapter-static';

export default { kit: { adapter: adapter(), prerender: { handleHttpError: 'ignore' } } };
