// Dark or light, remembered on this device. app.html applies the saved one before first paint.
const KEY = 'dealkeeper.theme';
export type Theme = 'dark' | 'light';

class ThemeSetting {
	current = $state<Theme>('dark');

	load(): void {
		this.current = document.documentElement.dataset.theme === 'light' ? 'light' : 'dark';
	}

	toggle(): void {
		this.current = this.current === 'dark' ? 'light' : 'dark';
		document.documentElement.dataset.theme = this.current;
		try {
			localStorage.setItem(KEY, this.current);
		} catch {
			// Private mode without storage: the choice lasts this visit only.
		}
	}
}

export const theme = new ThemeSetting();
