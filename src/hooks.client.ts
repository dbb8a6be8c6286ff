// Runs once in the browser as the app starts, before any page opens the database.
import type { ClientInit } from '@sveltejs/kit';
import { countTalliesByStats } from '$lib/app/count-tallies';

export const init: ClientInit = () => {
	countTalliesByStats();
};
