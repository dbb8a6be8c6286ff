// Dark or light, remembered on this device. app.html applies the saved one before first paint.
export const THEME_KEY = 'dealkeeper.theme';
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

class ThemeSetting {
	current = $state<Theme>('dark');

	load(): void {
		this.current = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
	}

	toggle(): void {
		this.choose(this.current === 'dark' ? 'light' : 'dark');
	}

	choose(theme: Theme): void {
		this.current = theme;
		document.documentElement.dataset.theme = theme;
		try {
			localStorage.setItem(THEME_KEY, theme);
		} catch {
			// Private mode without storage: the choice lasts this visit only.
		}
	}
}

export const theme = new ThemeSetting();
