// Whether the browser has a network, followed for the whole visit: the header's mark and home's
// note both read it. (svelte/reactivity/window's `online` would do, but brings every window value
// with it into home's first load.)

class Network {
	/** True while prerendering: nothing there says otherwise, and a page served had a network. */
	online = $state(true);
}

export const network = new Network();

if (typeof window !== 'undefined') {
	const follow = () => (network.online = navigator.onLine);
	follow();
	window.addEventListener('online', follow);
	window.addEventListener('offline', follow);
}
