// Sharing text: the phone's share sheet where the browser has one, else the clipboard.
export type Shared = 'shared' | 'copied' | 'cancelled' | 'failed';

export async function shareText(title: string, text: string): Promise<Shared> {
	if (typeof navigator.share === 'function') {
		try {
			await navigator.share({ title, text });
			return 'shared';
		} catch (error) {
			// The player closed the share sheet: nothing to say about it.
			if ((error as { name?: string }).name === 'AbortError') return 'cancelled';
		}
	}
	try {
		await navigator.clipboard.writeText(text);
		return 'copied';
	} catch {
		return 'failed';
	}
}
