// Keeps Chromium's offer to install the app. The browser makes it once, soon after a page loads,
// on whichever page the player opened first, and possibly before home's install card (loaded
// lazily) is there to hear it: so this module listens as soon as it is loaded (the layout imports
// it for that) and the card reads the offer here.

/** Chromium's BeforeInstallPromptEvent, which TypeScript's DOM types do not know. */
type InstallPromptEvent = Event & { prompt(): Promise<unknown> };

class InstallPrompt {
	/** The browser's offer, until it is used or the app is installed. */
	offered = $state.raw<InstallPromptEvent>();
	/** Installed during this visit (the page itself is still the browser tab). */
	installed = $state(false);

	listen(target: Window): void {
		const keep = (event: Event) => {
			// Our card asks instead of the browser's own mini-bar, and only when the player taps.
			event.preventDefault();
			this.offered = event as InstallPromptEvent;
		};
		const done = () => {
			this.installed = true;
			this.offered = undefined;
		};
		target.addEventListener('beforeinstallprompt', keep);
		target.addEventListener('appinstalled', done);
	}

	/** Opens the browser's install dialog. An offer can be used once; if the player declines,
	 *  the browser may offer again later, and the card comes back with it. */
	ask(): void {
		const offer = this.offered;
		this.offered = undefined;
		offer?.prompt().catch(() => {
			// Already used or not allowed now: nothing to do but wait for the next offer.
		});
	}
}

export const installPrompt = new InstallPrompt();
// For the whole visit, from before the first page hydrates (not during prerender).
if (typeof window !== 'undefined') installPrompt.listen(window);
