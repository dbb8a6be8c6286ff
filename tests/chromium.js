// How every browser run here starts Debian's Chromium: Playwright cannot download its own
// browser on these machines, and without the background-networking flags Chromium floods
// the closed network with connection attempts.
export const chromiumLaunch = {
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: [
		'--no-sandbox',
		'--disable-gpu',
		'--disable-quic',
		'--no-first-run',
		'--disable-background-networking',
		'--disable-component-update',
		'--disable-sync',
		// The app speaks the browser's language; runs here are in English whatever the machine's.
		'--lang=en-US'
	]
};
