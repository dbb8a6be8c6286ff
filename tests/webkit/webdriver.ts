// A W3C WebDriver client over fetch, with only the commands the WebKit journeys use: enough to
// drive WebKitWebDriver without a client library (https://www.w3.org/TR/webdriver2/).

/** How WebDriver names an element between the driver and its client. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export type ElementRef = { [ELEMENT_KEY]: string };

export class WebDriverError extends Error {
	constructor(
		readonly code: string,
		message: string
	) {
		super(`${code}: ${message}`);
	}
}

async function send<T>(url: string, method: 'GET' | 'POST' | 'DELETE', body?: object): Promise<T> {
	const response = await fetch(url, {
		method,
		headers: { 'content-type': 'application/json; charset=utf-8' },
		body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined
	});
	const { value } = (await response.json()) as { value: T & { error?: string; message?: string } };
	if (!response.ok) throw new WebDriverError(value.error ?? String(response.status), value.message ?? '');
	return value;
}

export class WebDriverSession {
	readonly #base: string;

	private constructor(driverUrl: string, id: string) {
		this.#base = `${driverUrl}/session/${id}`;
	}

	static async start(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
		const { sessionId } = await send<{ sessionId: string }>(`${driverUrl}/session`, 'POST', {
			capabilities: { alwaysMatch: capabilities }
		});
		return new WebDriverSession(driverUrl, sessionId);
	}

	#command<T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T> {
		return send<T>(`${this.#base}${path}`, method, body);
	}

	navigate(url: string): Promise<void> {
		return this.#command('POST', '/url', { url });
	}

	reload(): Promise<void> {
		return this.#command('POST', '/refresh');
	}

	currentUrl(): Promise<string> {
		return this.#command('GET', '/url');
	}

	setWindowSize(width: number, height: number): Promise<{ width: number; height: number }> {
		return this.#command('POST', '/window/rect', { width, height });
	}

	/** Runs `script` (a function body; its arguments in `arguments`) and returns what it returns. */
	execute<T>(script: string, ...args: unknown[]): Promise<T> {
		return this.#command('POST', '/execute/sync', { script, args });
	}

	/** As execute, for a script that calls its last argument with the answer, once it has one. */
	executeAsync<T>(script: string, ...args: unknown[]): Promise<T> {
		return this.#command('POST', '/execute/async', { script, args });
	}

	/** A pointer's click at the element's centre, scrolled into view first, as a finger's tap. */
	click(element: ElementRef): Promise<void> {
		return this.#command('POST', `/element/${element[ELEMENT_KEY]}/click`);
	}

	clear(element: ElementRef): Promise<void> {
		return this.#command('POST', `/element/${element[ELEMENT_KEY]}/clear`);
	}

	/** Types `text` into the element; for a file input, `text` is a file's path to choose. */
	type(element: ElementRef, text: string): Promise<void> {
		return this.#command('POST', `/element/${element[ELEMENT_KEY]}/value`, { text });
	}

	end(): Promise<void> {
		return this.#command('DELETE', '');
	}
}
