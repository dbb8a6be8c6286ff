// Runs in the page: fills the app's IndexedDB with `games` finished 4-player Wizard games
// (15 rounds each, 89 events, each log one record as the app keeps a finished game's) and four
// players, through the raw IndexedDB API.
export async function seedFinishedGames(games) {
	const open = () =>
		new Promise((resolve, reject) => {
			const request = indexedDB.open('dealkeeper');
			request.onsuccess = () => resolve(request.result);
			request.onerror = () => reject(request.error);
		});
	const db = await open();
	const tx = db.transaction(['players', 'nights', 'games', 'packs'], 'readwrite');
	const seats = ['p1', 'p2', 'p3', 'p4'];
	seats.forEach((id, i) =>
		tx.objectStore('players').put({
			id,
			name: ['Anna', 'Ben', 'Cleo', 'Dan'][i],
			color: ['#e6194b', '#3cb44b', '#ffe119', '#4363d8'][i],
			archived: false,
			createdAt: 0
		})
	);
	const start = Date.now() - games * 3600_000;
	for (let g = 0; g < games; g++) {
		const at = start + g * 3600_000;
		// As the app names nights: the local date, with nights running from 06:00 to 06:00.
		const evening = new Date(at - 6 * 3600_000);
		const nightId = `${evening.getFullYear()}-${String(evening.getMonth() + 1).padStart(2, '0')}-${String(evening.getDate()).padStart(2, '0')}`;
		tx.objectStore('nights').put({ id: nightId, startedAt: at });
		const id = `seed-${g}`;
		let seq = 0;
		const events = [];
		for (let round = 1; round <= 15; round++) {
			const add = (type, payload) =>
				events.push({ id: `${id}-${++seq}`, gameId: id, seq, type, payload, at: at + seq });
			if (round < 15) add('trump', { card: 'hearts' });
			for (let i = 0; i < 4; i++) add('bid', { bid: 0 });
			add('tricks', { tricks: [round, 0, 0, 0] });
		}
		tx.objectStore('packs').put({ key: id, json: JSON.stringify(events) });
		tx.objectStore('games').put({
			id,
			kind: 'wizard',
			nightId,
			setup: { seats, firstDealer: 0, settings: { noEqualBids: false } },
			summary: {
				finished: true,
				standings: seats.map((playerId, i) => ({ playerId, score: i * 10, place: 4 - i })),
				progress: { unit: 'round', done: 15, total: 15 }
			},
			lastSeq: seq,
			createdAt: at,
			updatedAt: at + seq
		});
	}
	await new Promise((resolve, reject) => {
		tx.oncomplete = resolve;
		tx.onerror = () => reject(tx.error);
	});
	db.close();
}
