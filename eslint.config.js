// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Code that runs on workerd or in the browser as well as in Node: no Node built-ins. */
const RUNTIME_NEUTRAL = ['shared/**/*.ts', 'edge/**/*.ts', 'functions/**/*.ts', 'generator/pages/browser/**/*.ts'];

export default tseslint.config(
  { ignores: ['dist/**', 'dist.*/**', 'node_modules/**', 'content/**', '.wrangler/**', 'test/artifacts/**', '.scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
    },
  },
  {
    // Tests read JSON answers field by field.
    files: ['test/**/*.ts', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: RUNTIME_NEUTRAL,
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'os', 'child_process'], message: 'shared/, edge/ and browser code run outside Node: no Node built-ins.' },
          ],
        },
      ],
    },
  },
);
