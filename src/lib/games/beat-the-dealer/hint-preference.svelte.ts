// Whether this device shows the hint, remembered across reloads (a table that wants it keeps
// it on). Not an event: it changes no score, and undo should never take it back.
import { HINT } from './preferences';

function saved(): boolean {
	try {
		return typeof localStorage !== 'undefined' && localStorage.getItem(HINT.key) === 'on';
	} catch {
		return false;
	}
}

class HintPreference {
	on = $state(saved());

	toggle(): void {
		this.on = !this.on;
		try {
			localStorage.setItem(HINT.key, this.on ? 'on' : 'off');
		} catch {
			// Private mode without storage: the choice lasts this visit only.
		}
	}
}

export const hintPreference = new HintPreference();
