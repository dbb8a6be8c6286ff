// Hands a file the app made to the browser as a download: no server, so a blob URL. The file
// is its text, or its pieces of text in order.
export function downloadFile(name: string, text: string | readonly string[], type: string): void {
	const url = URL.createObjectURL(new Blob(typeof text === 'string' ? [text] : [...text], { type }));
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	// The click has handed the blob over; a moment later it can go.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** 2026-12-01 for a file's name: sorts by date, in the device's own calendar. */
export function dateStamp(now: number): string {
	const at = new Date(now);
	return [at.getFullYear(), at.getMonth() + 1, at.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
}
