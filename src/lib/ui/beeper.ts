// Short tones for timers, made with the Web Audio API (no sound files to download or cache).
// Browsers let a page make sound only after a tap, so the tap that starts a timer calls
// unlock(); until then play() is silent rather than failing.
export type Tone = { hz: number; ms: number; repeat?: number };

const GAP_MS = 90;
const VOLUME = 0.35;

export class Beeper {
	#context: AudioContext | null = null;

	/** Call from a tap's handler: creates or wakes the audio context while the browser allows it. */
	unlock(): void {
		const Context =
			globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
		if (!Context) return;
		try {
			this.#context ??= new Context();
			void this.#context.resume();
		} catch {
			// No audio on this device: timers stay silent.
		}
	}

	play({ hz, ms, repeat = 1 }: Tone): void {
		const context = this.#context;
		if (!context || context.state !== 'running') return;
		for (let i = 0; i < repeat; i++) {
			const start = context.currentTime + (i * (ms + GAP_MS)) / 1000;
			const end = start + ms / 1000;
			const oscillator = context.createOscillator();
			const gain = context.createGain();
			oscillator.frequency.value = hz;
			// A quick fade in and out: a bare start or stop clicks.
			gain.gain.setValueAtTime(0, start);
			gain.gain.linearRampToValueAtTime(VOLUME, start + 0.01);
			gain.gain.setValueAtTime(VOLUME, Math.max(start + 0.01, end - 0.03));
			gain.gain.linearRampToValueAtTime(0, end);
			oscillator.connect(gain).connect(context.destination);
			oscillator.start(start);
			oscillator.stop(end);
		}
	}

	close(): void {
		void this.#context?.close();
		this.#context = null;
	}
}

/** A vibration where the device has one (most phones; never iPhones). */
export function vibrate(pattern: number | number[]): void {
	if (typeof navigator !== 'undefined' && 'vibrate' in navigator) navigator.vibrate(pattern);
}
