// The second click of a double tap (a click with detail 2) must not act again: by then the
// first may have moved the screen on, and the same place holds another button or the next
// player's form. Keyboard and screen-reader presses have detail 0 and always act.

/** A click handler that ignores a double tap's second click. */
export function singleTap<E extends MouseEvent>(act: (event: E) => void): (event: E) => void {
	return (event) => {
		if (event.detail > 1) {
			// Also keeps a submit button from submitting its form a second time.
			event.preventDefault();
			return;
		}
		act(event);
	};
}

/** For a form's submit button: a double tap submits once. */
export const submitOnce = singleTap(() => {});
