// Runs once in the browser as the app starts, before any page opens the database.
import type { ClientInit } from '@sveltejs/kit';
import { countTalliesByStats } from '$lib/app/count-tallies';

/**
 * Resolves once the browser has painted the prerendered page: the frame's callbacks run before
 * its paint, a task queued from them after it. A hidden tab paints no frame, so a tenth of a
 * second is the most it waits.
 */
function afterFirstPaint(): Promise<void> {
	return new Promise((resolve) => {
		requestAnimationFrame(() => setTimeout(resolve, 0));
		setTimeout(resolve, 100);
	});
}

// Hydration waits for the first paint: a phone whose scripts come from the service worker's cache
// at once would otherwise run them all, on a slow CPU, before showing the page it already has.
export const init: ClientInit = async () => {
	countTalliesByStats();
	await afterFirstPaint();
};
