// A fault of the app's own (a bug: an exception no code expected) that happened outside rendering,
// in an event handler or an awaited write. Rendering faults are caught by the layout's boundary;
// these are reported by the window, and the layout shows both the same way. Nothing is caught
// and renamed: a bug is shown as a bug, and the browser's console keeps its stack.
class Fault {
	current = $state.raw<unknown>(null);

	/** Starts listening; returns the way to stop. */
	watch(target: Window): () => void {
		const onError = (event: ErrorEvent) => (this.current = event.error ?? event.message);
		const onRejection = (event: PromiseRejectionEvent) => (this.current = event.reason);
		target.addEventListener('error', onError);
		target.addEventListener('unhandledrejection', onRejection);
		return () => {
			target.removeEventListener('error', onError);
			target.removeEventListener('unhandledrejection', onRejection);
		};
	}

	clear(): void {
		this.current = null;
	}
}

export const fault = new Fault();
