// Hands a file the app made to the browser as a download: no server, so a blob URL.
export function downloadFile(name: string, text: string, type: string): void {
	const url = URL.createObjectURL(new Blob([text], { type }));
	const link = document.createElement('a');
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	// The click has handed the blob over; a moment later it can go.
	setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
