// As the Svelte CLI sets it up: ESLint's and typescript-eslint's recommended rules, Svelte's,
// and Prettier's settings last so the two tools never argue about layout.
import { includeIgnoreFile } from '@eslint/compat';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import svelte from 'eslint-plugin-svelte';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import ts from 'typescript-eslint';
import layers from './scripts/eslint-layers.js';
import svelteConfig from './svelte.config.js';

const gitignorePath = fileURLToPath(new URL('./.gitignore', import.meta.url));

export default defineConfig(
	includeIgnoreFile(gitignorePath),
	{ ignores: ['static/'] },
	js.configs.recommended,
	...ts.configs.recommended,
	...svelte.configs.recommended,
	prettier,
	...svelte.configs.prettier,
	{
		languageOptions: { globals: { ...globals.browser, ...globals.node } },
		linterOptions: { reportUnusedDisableDirectives: 'error' },
		rules: {
			// typescript-eslint advises against no-undef in TypeScript: the compiler checks names.
			'no-undef': 'off',
			// {' '} keeps a space between inline elements that Prettier would otherwise reflow away.
			'svelte/no-useless-mustaches': 'off',
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }]
		}
	},
	{
		// Which folder of src/lib may import which: the layers, lowest first (README.md, "Layers").
		files: ['src/lib/**'],
		ignores: ['**/*.test.ts'],
		plugins: { dealkeeper: layers },
		rules: { 'dealkeeper/layers': 'error' }
	},
	{
		// Only storage/ talks to IndexedDB (README, "How it is built"); the rest goes through it.
		files: ['src/**'],
		ignores: ['src/lib/storage/**', '**/*.test.ts'],
		rules: {
			'no-restricted-imports': ['error', { paths: [{ name: 'dexie', message: 'Only src/lib/storage imports Dexie.' }] }]
		}
	},
	{
		files: ['**/*.svelte', '**/*.svelte.ts', '**/*.svelte.js'],
		languageOptions: {
			parserOptions: {
				projectService: true,
				extraFileExtensions: ['.svelte'],
				parser: ts.parser,
				svelteConfig
			}
		}
	}
);
