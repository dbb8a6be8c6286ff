// Waits until the app has opened its database at `version` (Dexie's, so IndexedDB's is ten
// times it) before a bench writes around Dexie. Polled from Node: Playwright's waitForFunction
// takes the promise an async predicate returns as a truthy answer and would not wait at all,
// and a write that comes first creates an empty database the app must then upgrade.
export async function waitForSchema(page, version) {
	const ready = (v) =>
		indexedDB.databases().then((dbs) => dbs.some((db) => db.name === 'dealkeeper' && db.version >= v * 10));
	while (!(await page.evaluate(ready, version))) await page.waitForTimeout(50);
}
