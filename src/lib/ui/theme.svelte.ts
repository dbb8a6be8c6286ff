// Dark or light: the phone's own preference until the player picks one, then their pick,
// remembered on this device. app.html applies the same before first paint.
export const THEME_KEY = 'dealkeeper.theme';
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

const PREFERS_LIGHT = '(prefers-color-scheme: light)';

class ThemeSetting {
	current = $state<Theme>('dark');
	/** Whether the player has picked a theme: the phone's preference no longer counts. */
	#picked = false;

	load(): void {
		this.current = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
		this.#picked = THEMES.includes(readPick() as Theme);
		// The phone may change its preference while the app is open (a dark mode that starts at dusk).
		matchMedia(PREFERS_LIGHT).addEventListener('change', ({ matches }) => {
			if (!this.#picked) this.#show(matches ? 'light' : 'dark');
		});
	}

	toggle(): void {
		this.choose(this.current === 'dark' ? 'light' : 'dark');
	}

	choose(theme: Theme): void {
		this.#picked = true;
		this.#show(theme);
		try {
			localStorage.setItem(THEME_KEY, theme);
		} catch {
			// Private mode without storage: the choice lasts this visit only.
		}
	}

	#show(theme: Theme): void {
		this.current = theme;
		document.documentElement.dataset.theme = theme;
	}
}

function readPick(): string | null {
	try {
		return localStorage.getItem(THEME_KEY);
	} catch {
		return null;
	}
}

export const theme = new ThemeSetting();
