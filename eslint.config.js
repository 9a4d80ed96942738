// Lint rules, including the import direction of STYLE.md:
// contract ← platform ← features ← app; a server feature reaches only the features of the layers
// below it, through their service.ts; web features never reach into each other; production code
// never imports seed/ (decision 0046).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// seed/ holds demo and scale data only. Start-up loads the demo store with a dynamic import (on a
// first start with SEED_DEMO); tests, scripts and the bench may use it; nothing else imports it.
const NO_SEED = {
  group: ['**/seed/**'],
  message: 'seed/ holds demo and scale data only: production code must not import it (decision 0046).',
};

// The server's features in layers (decision 0046): a feature imports only features of the layers
// below its own, so no two features import each other, directly or through a third. A workflow
// (payments: completing a payment) sits above the features whose services it calls in its
// transaction. Every feature folder must be placed here.
const FEATURE_LAYERS = [
  // Reach no other feature: every feature below tells the webhooks of its events.
  ['webhooks'],
  // Access is below orders: an order takes back the access it granted.
  ['access'],
  [
    'analytics',
    'api-keys',
    'audit',
    'auth',
    'countries',
    'health',
    'jobs',
    'list-settings',
    'metrics',
    'orders',
    'outbox',
    'products',
    'promos',
    'rate-limiters',
    'releases',
    'shipments',
    'templates',
  ],
  ['monitoring', 'refunds', 'users'],
  ['exports', 'onboarding', 'password-reset', 'payments', 'queues', 'search', 'views'],
  ['storefront'],
];
const featureFolders = readdirSync(new URL('./apps/server/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const unplaced = featureFolders.filter((name) => !FEATURE_LAYERS.flat().includes(name));
if (unplaced.length > 0)
  throw new Error(`eslint.config.js: place these features in FEATURE_LAYERS: ${unplaced.join(', ')}`);

const FEATURE_RULES = [
  { group: ['**/app.ts', '**/main.ts'], message: 'Features must not depend on the app.' },
  {
    regex: '^\\.\\./(?!\\.)[^/]+/(?!service\\.ts$|accounts\\.ts$).+',
    message: 'Reach another feature only through its service.ts.',
  },
];

/** A feature's sources: the rules of every feature, no seed/, and no feature of its layer or above. */
const featureLayerZones = FEATURE_LAYERS.flatMap((layer, index) =>
  layer.map((name) => {
    const notBelow = FEATURE_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== name);
    return {
      files: [`apps/server/src/features/${name}/**`],
      ignores: ['**/*.test.ts'],
      rules: restrict([
        ...FEATURE_RULES,
        NO_SEED,
        {
          regex: `^\\.\\./(${notBelow.join('|')})/`,
          message: `${name} may import only features of the layers below its own (FEATURE_LAYERS, decision 0046).`,
        },
      ]),
    };
  }),
);

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'bench/out/**',
      'apps/server/src/test/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // One file-name case per app (decision 0014): the server, the contract, scripts, the bench and
  // the browser tests (named after their feature's route) are kebab-case; the panel's sources are
  // named after what they export, camelCase (`usePromos.ts`, `money.ts`) and, for components,
  // PascalCase (`PromoFormModal.tsx`).
  {
    files: ['apps/server/**', 'packages/**', 'scripts/**', 'bench/**', 'apps/web/e2e/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,mjs,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['apps/web/src/**'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.ts': 'CAMEL_CASE', '**/*.tsx': '+([a-zA-Z0-9])' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', 'eslint.config.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
  {
    files: ['packages/contract/**'],
    rules: restrict([
      {
        group: ['**/apps/**', '@store/server*', '@store/web*'],
        message: 'The contract depends on nothing of the apps.',
      },
    ]),
  },
  {
    files: ['apps/server/src/platform/**', 'apps/server/src/db/**'],
    rules: restrict([
      {
        group: ['**/features/**', '**/app.ts', '**/main.ts'],
        message: 'Platform code must not depend on features or the app.',
      },
      NO_SEED,
    ]),
  },
  {
    files: ['apps/server/src/*.ts', 'apps/server/src/cli/**'],
    ignores: ['**/*.test.ts'],
    rules: restrict([NO_SEED]),
  },
  // Tests of a feature follow the features' rules; its sources also their layer's.
  { files: ['apps/server/src/features/**'], rules: restrict(FEATURE_RULES) },
  ...featureLayerZones,
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/features/**'],
    rules: restrict([
      {
        regex: '^\\.\\./(?!\\.)',
        message: 'Web features never import each other: move shared code to components/ or lib/.',
      },
      { group: ['**/app/**'], message: 'Features must not depend on the app shell.' },
    ]),
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**', 'apps/web/src/api/**'],
    rules: restrict([
      {
        group: ['**/features/**', '**/app/**'],
        message: 'Shared web code must not depend on features or the app shell.',
      },
    ]),
  },
);
