import { readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// A package's public face is its exports map; everything else in it is its own business.
const extractEntries = Object.keys(
  JSON.parse(readFileSync(new URL('packages/extract/package.json', import.meta.url), 'utf8'))
    .exports,
).filter((entry) => entry !== '.');
const packageFaces = [
  {
    regex: `^@docsift/extract/(?!(?:${extractEntries.map((entry) => entry.slice(2)).join('|')})$)`,
    message: `Import @docsift/extract through an entry of its exports map: ${extractEntries.join(', ')}.`,
  },
  {
    regex: '^(?:\\.\\./)+(?:packages|apps)/',
    message: 'Import another workspace by its package name (@docsift/…), not by a relative path.',
  },
];

// Dependency direction: web → core; server → core, extract; extract → core; core → nothing.
const boundary = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }, ...packageFaces] }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/.tmp/**',
      'bench/.out/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Rules that need types: a forgotten await and a switch that misses a case are bugs.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['packages/core/**/*.ts'],
    rules: boundary('core imports nothing internal.', [
      '@docsift/*',
      '**/apps/**',
      '**/packages/extract/**',
    ]),
  },
  {
    files: ['packages/extract/**/*.ts'],
    rules: boundary('extract may import only @docsift/core.', [
      '@docsift/server*',
      '@docsift/web*',
      '**/apps/**',
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: boundary('web may import only @docsift/core.', [
      '@docsift/server*',
      '@docsift/extract*',
      '**/apps/server/**',
      '**/packages/extract/**',
    ]),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: boundary('server never imports web.', ['@docsift/web*', '**/apps/web/**']),
  },
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageFaces }] },
  },
);
