// Runs when each page is prerendered: what its <head> asks the browser to fetch early.
import type { Handle } from '@sveltejs/kit';

// Home is whole without its code: a heading, and links that work before hydration. Its scripts
// are left to SvelteKit's bootstrap at the end of the body, so they are fetched as the page
// paints instead of before: preloaded, they arrived first and hydration held up the first paint
// (largest paint 1.9 against 1.4 x a blank page in Chromium, measured). Every other screen
// needs its code to show anything, and keeps its preloads.
export const handle: Handle = ({ event, resolve }) =>
	resolve(event, { preload: ({ type }) => type !== 'js' || event.url.pathname !== '/' });
