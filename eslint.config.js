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
		// stats/ reads through storage and builds on runtime's types, so neither may import stats/:
		// that made an import cycle (issue 22). The tally rules storage needs are handed to it by
		// src/lib/app/count-tallies.ts. Tests are left out: no app module imports them, and some
		// check storage's kept totals against stats/' count from scratch.
		files: ['src/lib/storage/**', 'src/lib/runtime/**'],
		ignores: ['**/*.test.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					patterns: [
						{
							regex: '^(\\$lib|(\\.\\./)*\\.\\.)/stats(/|$)',
							message: 'storage and runtime do not import stats/ (an import cycle); see src/lib/app/count-tallies.ts'
						}
					]
				}
			]
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
