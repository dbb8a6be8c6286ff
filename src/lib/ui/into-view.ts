// An action for what a tap brings up further down the screen (the next question, an offer):
// scrolled just far enough to be seen whole, inside the game's own scrolling area.
export function intoView(element: HTMLElement): void {
	element.scrollIntoView?.({ block: 'nearest' });
}
