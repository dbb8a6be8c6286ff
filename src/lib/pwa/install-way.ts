// How this browser lets a player put the app on the home screen, if it does: decided from what the
// browser says of itself, so the install card can offer the right thing (or nothing).

/** 'prompt': the browser offered to install (beforeinstallprompt) and our button can ask it.
 *  'steps': iOS Safari, which installs only from its Share menu: the card says where to tap.
 *  'none': installed already, or a browser that offers neither. */
export type InstallWay = 'prompt' | 'steps' | 'none';

export type BrowserFacts = {
	userAgent: string;
	/** navigator.maxTouchPoints: iPadOS Safari calls itself a Mac by default, but a touch one. */
	maxTouchPoints: number;
	/** Running from the home screen already (display-mode standalone, or iOS's navigator.standalone). */
	standalone: boolean;
	/** A beforeinstallprompt event is being kept. */
	offered: boolean;
};

const APPLE_MOBILE = /\b(iPhone|iPad|iPod)\b/;
// Other browsers on iOS (Chrome, Firefox, Edge, Opera, Google's app) and in-app views also say
// "Safari" or "iPhone"; their menus differ, so the Safari steps would mislead there.
const NOT_SAFARI = /\b(CriOS|FxiOS|EdgiOS|OPiOS|OPT|GSA|YaBrowser|DuckDuckGo)\b|FBAN|FBAV|Instagram/;

export function isIosSafari({
	userAgent,
	maxTouchPoints
}: Pick<BrowserFacts, 'userAgent' | 'maxTouchPoints'>): boolean {
	const apple = APPLE_MOBILE.test(userAgent) || (/\bMacintosh\b/.test(userAgent) && maxTouchPoints > 1);
	return apple && /\bSafari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);
}

export function installWay(facts: BrowserFacts): InstallWay {
	if (facts.standalone) return 'none';
	if (facts.offered) return 'prompt';
	return isIosSafari(facts) ? 'steps' : 'none';
}
