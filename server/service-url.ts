// DATABASE_URL and REDIS_URL carry the services' passwords. Whatever the server says about one, in
// an error or a log line, names it without them: logs are read and kept by more people than the
// secrets are meant for.

/**
 * The setting's URL. One that does not parse is refused naming the setting only: Node's own
 * error keeps the whole text as `input`, which an uncaught error or pino's `err` prints.
 */
export function parseServiceUrl(setting: string, text: string): URL {
	if (!URL.canParse(text)) throw new Error(`${setting} is not a URL`);
	return new URL(text);
}

/** The URL as it may be shown: without its user, password, query (postgres:// takes `?password=`) and fragment. */
export function shownUrl(url: URL): string {
	const shown = new URL(url);
	shown.username = '';
	shown.password = '';
	shown.search = '';
	shown.hash = '';
	return shown.href;
}
