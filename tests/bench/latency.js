// Runs in the page of a Wizard game: taps through rounds and measures, for each action, the
// time from the tap to the screen showing its result (after the event is committed: the
// session updates the snapshot only then).
export async function measureActions(rounds) {
	const samples = [];
	const changed = (predicate) =>
		new Promise((resolve) => {
			if (predicate()) return resolve(performance.now());
			const observer = new MutationObserver(() => {
				if (predicate()) {
					observer.disconnect();
					resolve(performance.now());
				}
			});
			observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
		});
	const text = (selector) => document.querySelector(selector)?.textContent ?? '';
	const button = (label, scope = document) =>
		[...scope.querySelectorAll('button')].find(
			(b) => b.textContent.trim() === label || b.getAttribute('aria-label') === label
		);
	const tap = async (element, predicate) => {
		const t0 = performance.now();
		element.click();
		samples.push((await changed(predicate)) - t0);
	};

	for (let r = 0; r < rounds; r++) {
		const round = text('[data-testid=round]');
		const trumpButton = [...document.querySelectorAll('button')].find((b) => b.textContent.includes('Hearts'));
		if (trumpButton) await tap(trumpButton, () => !!document.querySelector('[data-testid=trump]'));
		while (document.querySelector('[aria-label=Bids]')) {
			const heading = text('h2');
			await tap(button('0', document.querySelector('[aria-label=Bids]')), () => text('h2') !== heading);
		}
		const cards = Number(/(\d+)$/.exec(text('[data-testid=round]').split(' of ')[0])?.[1] ?? 1);
		const more = [...document.querySelectorAll('button')].find((b) =>
			b.getAttribute('aria-label')?.startsWith('One more')
		);
		for (let i = 0; i < cards; i++) more.click();
		await new Promise((resolve) => requestAnimationFrame(resolve));
		await tap(button('Score the round'), () => text('[data-testid=round]') !== round);
	}
	return samples;
}
