// Lint rules, including the import direction of STYLE.md:
// contract ← platform ← features ← app, and features never reach into each other.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'bench/out/**'],
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
    ]),
  },
  {
    files: ['apps/server/src/features/**'],
    rules: restrict([
      { group: ['**/app.ts', '**/main.ts'], message: 'Features must not depend on the app.' },
      {
        regex: '^\\.\\./(?!\\.)[^/]+/(?!service\\.ts$|accounts\\.ts$).+',
        message: 'Reach another feature only through its service.ts.',
      },
    ]),
  },
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
