// ESLint flat config for the whole monorepo. Import boundaries (DESIGN.md section 4) are
// enforced with ESLint's own no-restricted-imports: see docs/decisions/004-import-boundaries.md.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  // Packages never depend on apps.
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@openwell/server', '@openwell/web', '**/apps/**'], message: 'Packages must not import from apps.' },
      ]),
    },
  },
  // Server: a feature reaches another only through its service, never its tables or repo.
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          regex: '^\\.\\./[^/]+/[^/]+\\.(tables|repo)\\.ts$',
          message: 'Reach another feature through its service, not its tables or repo (DESIGN.md section 4).',
        },
        { group: ['@openwell/web'], message: 'The server must not import the web app.' },
      ]),
    },
  },
  // Web: browser globals, React hooks rules, console allowed only where the spec says "logged".
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-console': ['error', { allow: ['error', 'warn', 'info'] }] },
  },
  // Web layering: app/ -> features/ -> components/, lib/.
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
          message: 'components/ and lib/ must not import features/ or app/.',
        },
        { group: ['@openwell/server'], message: 'The web app must not import the server.' },
      ]),
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@/app/*', '**/app/**'], message: 'features/ must not import app/.' },
        { group: ['@openwell/server'], message: 'The web app must not import the server.' },
        { group: ['@openwell/i18n/resources*'], message: 'Eager resources are for Node only; use the lazy loaders.' },
      ]),
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}', 'apps/web/src/main.tsx'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@openwell/server'], message: 'The web app must not import the server.' },
        { group: ['@openwell/i18n/resources*'], message: 'Eager resources are for Node only; use the lazy loaders.' },
      ]),
    },
  },
  // Scripts, tests, e2e and benchmarks may print.
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.{ts,tsx}', '**/test/**', 'apps/server/scripts/**'],
    rules: { 'no-console': 'off' },
  },
);
