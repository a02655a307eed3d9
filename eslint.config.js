import { readdirSync, readFileSync } from 'node:fs';
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
const boundary = (message, patterns, ...layers) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: patterns, message }, ...packageFaces, ...layers] },
  ],
});
const serverBoundary = ['server never imports web.', ['@docsift/web*', '**/apps/web/**']];
const webBoundary = [
  'web may import only @docsift/core.',
  ['@docsift/server*', '@docsift/extract*', '**/apps/server/**', '**/packages/extract/**'],
];

// Layers inside the server (docs/ARCHITECTURE.md): a route reaches the data through its
// service, and platform/ is the floor every domain stands on, so it imports none of them.
const serverDomains = readdirSync(new URL('apps/server/src', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && entry.name !== 'platform')
  .map((entry) => entry.name);
const routeLayer = {
  // A domain's repository is a <domain>.repository.ts, or a repository/ folder of its files.
  regex: '(?:\\.repository|/repository/[^/]+)(?:\\.ts)?$',
  message: 'A route calls its service; only services and the roles wiring use a repository.',
};
const platformLayer = {
  regex: `^(?:\\.\\./)+(?:${serverDomains.join('|')})/`,
  message: 'platform/ is below the domains: it imports none of them (pass a port instead).',
};

// The data layer (docs/ARCHITECTURE.md): SQL is written only in repositories (a
// <domain>.repository.ts or a repository/ folder) and platform/; connections are opened only in
// platform/, a store being handed its client. Checked by the TypeScript rule, which can let a
// type through, beside the import-direction rules above (each rule keeps its last matching block).
const serverSources = { files: ['apps/server/src/**/*.ts'], ignores: ['**/*.test.ts'] };
const testHelpers = {
  group: ['**/test/**'],
  message: 'src/ never imports the test helpers of apps/server/test/ (the tests import src/).',
};
const compositionRoots = {
  group: ['**/roles/**'],
  message: 'A domain never imports the composition roots (roles/): they import it and wire it.',
};
const sqlOutsideRepositories = {
  group: ['kysely'],
  message:
    'SQL lives in repositories: name the file *.repository.ts or put it in a repository/ folder.',
};
const drivers = {
  group: ['better-sqlite3', 'pg', 'pg-boss', 'ioredis'],
  allowTypeImports: true,
  message: 'Connections are opened in platform/; a store is handed its client.',
};
const databaseFromRoute = {
  group: ['**/platform/db/**'],
  message: 'A route reaches the data through its service, never the database itself.',
};
const dataLayer = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns }],
});
const domainSources = {
  files: ['apps/server/src/*/**/*.ts'],
  ignores: ['**/*.test.ts', 'apps/server/src/{platform,roles,server}/**'],
};
const serverDataLayers = [
  { ...serverSources, rules: dataLayer(testHelpers) },
  { ...domainSources, rules: dataLayer(testHelpers, compositionRoots) },
  {
    files: domainSources.files,
    ignores: [
      ...domainSources.ignores,
      '**/*.repository.ts',
      '**/repository/**',
      // Copies every table between two databases: SQL is its whole job.
      'apps/server/src/migrate-to-postgres/**',
    ],
    rules: dataLayer(testHelpers, compositionRoots, sqlOutsideRepositories, drivers),
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: dataLayer(
      testHelpers,
      compositionRoots,
      sqlOutsideRepositories,
      drivers,
      databaseFromRoute,
    ),
  },
];

// Which web features another may import; anything else is a new arrow between features, to be
// added here on purpose (apps/server/test/folder-cycles.test.ts keeps the arrows acyclic).
const webFeatureImports = {
  account: ['auth'],
  auth: ['errors', 'preferences'],
  dashboard: ['auth', 'doctypes', 'records', 'uploads', 'wizard'],
  doctypes: ['errors', 'teams', 'uploads'],
  errors: [],
  events: ['auth', 'doctypes', 'fields', 'integration', 'payment', 'records', 'teams', 'uploads'],
  exports: ['auth', 'doctypes'],
  fields: ['doctypes', 'uploads'],
  integration: ['auth', 'doctypes'],
  legal: ['auth'],
  notifications: ['doctypes'],
  payment: ['auth'],
  preferences: [],
  records: ['doctypes', 'errors', 'exports', 'uploads'],
  review: ['doctypes', 'errors', 'records', 'uploads'],
  settings: ['auth'],
  shell: ['auth', 'notifications', 'preferences'],
  teams: ['auth', 'errors'],
  uploads: ['auth'],
  wizard: ['doctypes', 'fields', 'uploads'],
};
// app/ is the web app's composition root (providers, router, boot): nothing below imports it.
const webAppRoot = {
  regex: '^(?:\\.\\./)+app/',
  message: 'app/ wires the features; a feature, component or lib module never imports it.',
};
const webTestFixtures = {
  regex: '/lib/testing/',
  message: 'lib/testing/ holds fixtures for tests (*.test.ts) only.',
};
const webFeatureLayers = Object.entries(webFeatureImports).map(([feature, allowed]) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.ts'],
  rules: boundary(
    ...webBoundary,
    {
      regex: `^\\.\\./(?!(?:${[feature, ...allowed].join('|')})/)[a-z-]+/`,
      message: `A feature imports only the features eslint.config.js allows it; ${feature} may import ${allowed.join(', ') || 'none'}.`,
    },
    webAppRoot,
    webTestFixtures,
  ),
}));
const webServesFeatures = {
  regex: '/features/',
  message: 'components/ and lib/ serve the features: they import none of them.',
};

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
    files: ['packages/client/**/*.ts'],
    rules: boundary('client may import only @docsift/core.', [
      '@docsift/server*',
      '@docsift/web*',
      '@docsift/extract*',
      '**/apps/**',
      '**/packages/extract/**',
    ]),
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: boundary(...webBoundary),
  },
  ...webFeatureLayers,
  {
    files: ['apps/web/src/{components,lib}/**/*.{ts,tsx}'],
    rules: boundary(...webBoundary, webServesFeatures, webAppRoot),
  },
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}'],
    rules: boundary(...webBoundary, webServesFeatures, webAppRoot, {
      regex: '^(?:\\.\\./)+components/',
      message: 'lib/ is below components/ (which use it): it imports none of them.',
    }),
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: boundary(...serverBoundary),
  },
  {
    files: ['apps/server/src/**/*.routes.ts'],
    rules: boundary(...serverBoundary, routeLayer),
  },
  {
    files: ['apps/server/src/platform/**/*.ts'],
    rules: boundary(...serverBoundary, platformLayer),
  },
  ...serverDataLayers,
  {
    files: ['e2e/**/*.ts', 'bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: packageFaces }] },
  },
);
