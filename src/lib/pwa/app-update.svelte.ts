// Tells the players when a new version is waiting, and switches only when they say so:
// the service worker is registered with registerType 'prompt', never reloading by itself.
import type { Workbox } from 'workbox-window';

class AppUpdate {
	waiting = $state(false);
	/** Every page and its code are in the service worker's cache: the app opens without a network. */
	offlineReady = $state(false);
	#workbox: Workbox | undefined;
	#accepted = false;
	/** Another tab accepted the update: this one runs old code under the new worker. */
	#switchedElsewhere = false;

	/** Loaded after the first paint: checking for updates must not delay the table. */
	async start(): Promise<void> {
		if (this.#workbox || !('serviceWorker' in navigator)) return;
		const { Workbox } = await import('workbox-window');
		const workbox = new Workbox('/sw.js', { scope: '/' });
		workbox.addEventListener('waiting', () => (this.waiting = true));
		// A worker is active only once it has installed, its cache whole: on an earlier visit, or on
		// this one. Not this page's Workbox 'installed': a worker an earlier page started installing
		// (a slow precache, as in Safari, and the player moved on) installs unheard by this page.
		void navigator.serviceWorker.ready.then(() => (this.offlineReady = true));
		// Only the tab whose player accepted reloads at once; another tab keeps its game open
		// and asks to reload too, when its player is ready.
		workbox.addEventListener('controlling', () => {
			if (this.#accepted) window.location.reload();
			else {
				this.#switchedElsewhere = true;
				this.waiting = true;
			}
		});
		this.#workbox = workbox;
		void workbox.register();
	}

	accept(): void {
		this.#accepted = true;
		if (this.#switchedElsewhere) window.location.reload();
		else this.#workbox?.messageSkipWaiting();
	}

	dismiss(): void {
		this.waiting = false;
	}
}

export const appUpdate = new AppUpdate();
