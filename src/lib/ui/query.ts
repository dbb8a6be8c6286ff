// Pages that show one stored thing take its id from the query (/play?game=…), so every
// route is one prerendered, precached page. The query only exists in the browser.
import { browser } from '$app/environment';

export function queryParam(url: URL, name: string): string | null {
	return browser ? url.searchParams.get(name) : null;
}
