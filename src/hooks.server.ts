// Runs when each page is prerendered: what its <head> asks the browser to fetch early, and when
// home's code starts.
import type { Handle } from '@sveltejs/kit';
import { startAfterFirstPaint } from '$lib/app/first-paint.server';

// Home is whole without its code: a heading, and links that work before hydration. Its scripts
// are not preloaded, and start only once the browser has painted it: fetched and run first, they
// held up the first paint, most of all on a slow phone whose service worker hands them over at
// once (largest paint 1.9 against 1.4 x a blank page in Chromium with preloads, measured). Every
// other screen needs its code to show anything, and keeps its preloads.
export const handle: Handle = ({ event, resolve }) => {
	const home = event.url.pathname === '/';
	return resolve(event, {
		preload: ({ type }) => type !== 'js' || !home,
		transformPageChunk: ({ html }) => (home ? startAfterFirstPaint(html) : html)
	});
};
