// The colour a chart is drawn on: the first opaque background among the element and the
// elements around it (the page's own, or a card's), read from the styles as they are now.
import { parseColor, toHex } from './contrast';

export function backgroundBehind(element: Element): string {
	for (let node: Element | null = element; node; node = node.parentElement) {
		const parsed = parseColor(getComputedStyle(node).backgroundColor);
		if (parsed && parsed.alpha > 0) return toHex(parsed.rgb);
	}
	return '#ffffff';
}

/**
 * Calls `changed` whenever the page's theme may have changed what is behind an element: the
 * theme is an attribute of the root (set by the theme toggle, or by a test directly), and the
 * system's dark mode can change under a page that follows it. Returns the unsubscribe.
 */
export function onThemeChange(changed: () => void): () => void {
	const observer = new MutationObserver(changed);
	observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme', 'class', 'style'] });
	const scheme = matchMedia('(prefers-color-scheme: dark)');
	scheme.addEventListener('change', changed);
	return () => {
		observer.disconnect();
		scheme.removeEventListener('change', changed);
	};
}
