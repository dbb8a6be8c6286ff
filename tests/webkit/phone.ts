// A phone in WebKit as the journeys hold it: the app's controls found as a player finds them, by
// role and by the words on them (as the Chromium journeys' getByRole and getByLabel do), and
// tapped with WebDriver's real pointer clicks. Every find waits, as a player waits for a screen.
import { vi } from 'vitest';
import { WebDriverError, type ElementRef, type WebDriverSession } from './webdriver';

/** A screen's answer may take a while on a busy 2-core machine: slow, not wrong. */
export const PATIENCE_MS = 10_000;

const ROLES = {
	button: 'button, [role="button"]',
	link: 'a[href], [role="link"]',
	radio: 'input[type="radio"], [role="radio"]',
	radiogroup: '[role="radiogroup"]',
	group: 'fieldset, [role="group"]',
	heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
	region: 'section, [role="region"]',
	list: 'ul, ol, [role="list"]',
	listitem: 'li, [role="listitem"]',
	status: '[role="status"], output',
	/** A form control by its label, as getByLabel finds it. */
	field: 'input, select, textarea'
} as const;

export type Role = keyof typeof ROLES;

/** One step of a search: the role, and the whole name (a string) or a pattern it matches. */
export type Step = readonly [Role, string | RegExp];

/**
 * Runs in the page: the first visible element that each step finds inside the previous one's,
 * or null. Its accessible name is reduced to what the app's controls use: aria-labelledby,
 * aria-label, a control's labels, a fieldset's legend, or its text.
 */
const FIND_IN_PAGE = `
const [steps] = arguments;
// Text as a screen reader hears it: what is aria-hidden left out, blocks apart, inline runs joined.
const words = (node) => {
	if (node.nodeType === Node.TEXT_NODE) return node.data;
	if (node.nodeType !== Node.ELEMENT_NODE || node.getAttribute('aria-hidden') === 'true') return '';
	const inner = [...node.childNodes].map(words).join('');
	return getComputedStyle(node).display.startsWith('inline') ? inner : ' ' + inner + ' ';
};
const text = (node) => (node ? words(node) : '').replace(/\\s+/g, ' ').trim();
const nameOf = (el) => {
	const by = el.getAttribute('aria-labelledby');
	if (by) return by.split(/\\s+/).map((id) => text(document.getElementById(id))).join(' ').trim();
	const label = el.getAttribute('aria-label');
	if (label) return label.trim();
	if (el.labels && el.labels.length) return [...el.labels].map(text).join(' ');
	if (el.localName === 'fieldset' && el.querySelector('legend')) return text(el.querySelector('legend'));
	return text(el);
};
const visible = (el) => el.localName === 'input' && el.type === 'file' ? true : el.checkVisibility();
let scope = document;
for (const [selector, name, pattern] of steps) {
	const matches = pattern === null ? (n) => n === name : (n) => new RegExp(name, pattern).test(n);
	scope = [...scope.querySelectorAll(selector)].find((el) => visible(el) && matches(nameOf(el))) ?? null;
	if (!scope) return null;
}
return scope;
`;

/**
 * Runs in the page: whether the element's box is the same a few frames later. A timer, not
 * animation frames, which a window the driver has not brought forward may not be given.
 */
const HOLDS_STILL = `
const [element, done] = arguments;
const box = () => JSON.stringify(element.getBoundingClientRect());
const before = box();
setTimeout(() => done(box() === before), 50);
`;

/** As Playwright's toHaveText reads text: every run of white space one space, none at the ends. */
function collapse(text: string): string {
	return text.replace(/\s+/g, ' ').trim();
}

/** Whether WebDriver says the element is no longer in the page: the screen redrew it. */
function isStale(error: unknown): boolean {
	return error instanceof WebDriverError && error.code === 'stale element reference';
}

function describe(steps: readonly Step[]): string {
	return steps.map(([role, name]) => `${role} "${name}"`).join(' in ');
}

export class Phone {
	readonly session: WebDriverSession;
	readonly baseUrl: string;

	constructor(session: WebDriverSession, baseUrl: string) {
		this.session = session;
		this.baseUrl = baseUrl;
	}

	/** Opens a page and waits until it is interactive (hydrated), as a player's second tap would. */
	async open(path: string): Promise<void> {
		await this.session.navigate(new URL(path, this.baseUrl).href);
		await this.untilInteractive();
	}

	async reload(): Promise<void> {
		await this.session.reload();
		await this.untilInteractive();
	}

	async untilInteractive(): Promise<void> {
		await vi.waitFor(
			async () => {
				if (!(await this.session.execute<boolean>("return 'interactive' in document.documentElement.dataset")))
					throw new Error('the page is not interactive yet');
			},
			{ timeout: PATIENCE_MS, interval: 50 }
		);
	}

	/** The element the steps find now, or null. */
	query(...steps: Step[]): Promise<ElementRef | null> {
		const plain = steps.map(([role, name]) =>
			typeof name === 'string' ? [ROLES[role], name, null] : [ROLES[role], name.source, name.flags]
		);
		return this.session.execute<ElementRef | null>(FIND_IN_PAGE, plain);
	}

	/** Waits until the steps find an element, and returns it. */
	find(...steps: Step[]): Promise<ElementRef> {
		return vi.waitFor(
			async () => {
				const element = await this.query(...steps);
				if (!element) throw new Error(`not on the page: ${describe(steps)}`);
				return element;
			},
			{ timeout: PATIENCE_MS, interval: 50 }
		);
	}

	/** Waits until the steps find nothing. */
	async gone(...steps: Step[]): Promise<void> {
		await vi.waitFor(
			async () => {
				if (await this.query(...steps)) throw new Error(`still on the page: ${describe(steps)}`);
			},
			{ timeout: PATIENCE_MS, interval: 50 }
		);
	}

	/**
	 * Taps what the steps find once it holds still, as Playwright's click waits for a stable box:
	 * WebDriver clicks where the element was, so one that moves as the page settles is missed.
	 * Found again if the screen redrew it between the find and the tap.
	 */
	async tap(...steps: Step[]): Promise<void> {
		for (let tries = 1; ; tries++) {
			const element = await this.find(...steps);
			try {
				await vi.waitFor(
					async () => {
						// A redrawn element is left for the click to report, and found again.
						const still = await this.session
							.executeAsync<boolean>(HOLDS_STILL, element)
							.catch((error: unknown) => (isStale(error) ? true : Promise.reject(error)));
						if (!still) throw new Error(`still moving: ${describe(steps)}`);
					},
					{ timeout: PATIENCE_MS, interval: 50 }
				);
				return await this.session.click(element);
			} catch (error) {
				if (!isStale(error) || tries === 3) throw error;
			}
		}
	}

	/** Replaces what the field labelled `label` holds with `text`, typed. */
	async fill(label: string | RegExp, text: string): Promise<void> {
		const field = await this.find(['field', label]);
		await this.session.clear(field);
		await this.session.type(field, text);
	}

	/** The text of the element with this data-testid as a player reads it, spaces collapsed; or null. */
	async text(testId: string): Promise<string | null> {
		const text = await this.session.execute<string | null>(
			'return document.querySelector(`[data-testid="${arguments[0]}"]`)?.innerText ?? null',
			testId
		);
		return text === null ? null : collapse(text);
	}

	/** The text of what the steps find, once they find it, spaces collapsed. */
	async textOf(...steps: Step[]): Promise<string> {
		return collapse(await this.session.execute<string>('return arguments[0].innerText', await this.find(...steps)));
	}

	/** Evaluates an attribute of what the steps find, such as aria-pressed. */
	async attribute(name: string, ...steps: Step[]): Promise<string | null> {
		return this.session.execute<string | null>(
			'return arguments[0].getAttribute(arguments[1])',
			await this.find(...steps),
			name
		);
	}

	path(): Promise<string> {
		return this.session.currentUrl().then((url) => {
			const { pathname, search, hash } = new URL(url);
			return pathname + search + hash;
		});
	}

	close(): Promise<void> {
		return this.session.end();
	}
}
