import { describe, expect, it } from 'vitest';
import { secretStep } from './secret-step';

describe('a secret choice on this phone', () => {
	it('goes back to the phone’s owner before the owner’s own secret, once another player made theirs on it', () => {
		// Anna's phone; Ben (no phone of his) made his secret on it; now Anna, the Sniper, chooses.
		expect(secretStep({ chooser: 'anna', owner: 'anna', heldBy: 'ben', chooserPhoneHere: false })).toBe('hand-back');
		// Back in Anna's hand, her choice shows.
		expect(secretStep({ chooser: 'anna', owner: 'anna', heldBy: null, chooserPhoneHere: false })).toBe('choose');
		expect(secretStep({ chooser: 'anna', owner: 'anna', heldBy: 'anna', chooserPhoneHere: false })).toBe('choose');
	});

	it('is passed to a player without a phone here, and awaited from one who has theirs', () => {
		expect(secretStep({ chooser: 'ben', owner: 'anna', heldBy: null, chooserPhoneHere: false })).toBe('pass');
		expect(secretStep({ chooser: 'ben', owner: null, heldBy: 'cleo', chooserPhoneHere: false })).toBe('pass');
		expect(secretStep({ chooser: 'ben', owner: 'anna', heldBy: null, chooserPhoneHere: true })).toBe('await-own-phone');
	});
});
