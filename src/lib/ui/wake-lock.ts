// Keeps the screen on while a game is open (phones lie on the table between turns). The
// browser drops the lock when the page is hidden, so it is taken again when it is shown.
export function keepScreenAwake(): () => void {
	if (!('wakeLock' in navigator)) return () => {};
	let lock: WakeLockSentinel | null = null;
	let stopped = false;
	const acquire = async () => {
		if (stopped || document.visibilityState !== 'visible') return;
		try {
			const granted = await navigator.wakeLock.request('screen');
			// The page may have been left while the request was pending.
			if (stopped) void granted.release();
			else lock = granted;
		} catch {
			// Refused (battery saver, no user gesture yet): the game works all the same.
		}
	};
	const onVisibility = () => void acquire();
	document.addEventListener('visibilitychange', onVisibility);
	void acquire();
	return () => {
		stopped = true;
		document.removeEventListener('visibilitychange', onVisibility);
		void lock?.release();
	};
}
