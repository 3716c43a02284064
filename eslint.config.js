// ESLint flat config for the whole monorepo. Import boundaries (ARCHITECTURE.md, "Layers and import
// boundaries"): the web app's layers with eslint-plugin-boundaries, the rest with ESLint's own
// no-restricted-imports; see docs/decisions/004-import-boundaries.md.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const restrict = (patterns) => ['error', { patterns }];

// The web app's elements: each file belongs to the first that matches (a folder and everything in it).
const WEB_SRC = 'apps/web/src';
const WEB_ELEMENTS = [
  { type: 'app', pattern: `${WEB_SRC}/app`, partialMatch: false },
  { type: 'feature', pattern: `${WEB_SRC}/features/*`, capture: ['feature'], partialMatch: false },
  { type: 'components', pattern: `${WEB_SRC}/components`, partialMatch: false },
  { type: 'lib', pattern: `${WEB_SRC}/lib`, partialMatch: false },
  { type: 'test-helpers', pattern: `${WEB_SRC}/test`, partialMatch: false },
  // main.tsx and the other files directly in src/.
  { type: 'main', pattern: WEB_SRC, partialMatch: false },
];
const APP = { to: { element: { type: 'app' } } };
const FEATURE_INDEX = { to: { element: { type: 'feature', fileInternalPath: 'index.ts' } } };
const COMPONENTS = { to: { element: { type: 'components' } } };
const LIB = { to: { element: { type: 'lib' } } };
const TEST_HELPERS = { to: { element: { type: 'test-helpers' } } };
// Resolves `@/…` and relative paths for the plugin (packages go to the node resolver).
const WEB_RESOLVER = fileURLToPath(new URL('./apps/web/eslint-import-resolver.cjs', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'apps/web/.builds/**',
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
          message:
            'Reach another feature through its service, not its tables or repo (ARCHITECTURE.md, "Layers and import boundaries").',
        },
        { group: ['@openwell/web'], message: 'The server must not import the web app.' },
      ]),
    },
  },
  // Web: browser globals, React hooks rules, console.error/warn/info allowed (some failures are only logged).
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
    ignores: ['apps/web/public/boot.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { 'no-console': ['error', { allow: ['error', 'warn', 'info'] }] },
  },
  // Classic script run in the page before the first paint (index.html).
  {
    files: ['apps/web/public/boot.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  // Web layering (ARCHITECTURE.md, "Layers and import boundaries"; docs/decisions/004-import-boundaries.md), with
  // eslint-plugin-boundaries: app/ -> features/ (their index.ts only) -> components/, lib/.
  {
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': WEB_ELEMENTS,
      'boundaries/files': [{ category: 'test', pattern: '**/*.test.{ts,tsx}' }],
      'boundaries/include': [`${WEB_SRC}/**/*`],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/legacy-templates': false,
      'import/resolver': { [WEB_RESOLVER]: {}, node: {} },
    },
    rules: {
      // Imports inside one element (a feature's own files, lib/ to lib/...) are not checked.
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.element.type}} ({{from.element.path}}) may not import {{to.file.path}}: see the web layering in docs/decisions/004-import-boundaries.md.',
          policies: [
            { from: { element: { type: 'main' } }, allow: [APP, LIB] },
            { from: { element: { type: 'app' } }, allow: [FEATURE_INDEX, COMPONENTS, LIB] },
            { from: { element: { type: 'feature' } }, allow: [FEATURE_INDEX, COMPONENTS, LIB] },
            { from: { element: { type: 'components' } }, allow: [LIB] },
            { from: { element: { type: 'test-helpers' } }, allow: [COMPONENTS, LIB] },
            // Tests follow their element's rules and may use the shared test helpers as well.
            { from: { file: { categories: 'test' } }, allow: [TEST_HELPERS] },
          ],
        },
      ],
      'no-restricted-imports': restrict([
        { group: ['@openwell/server'], message: 'The web app must not import the server.' },
      ]),
    },
  },
  {
    files: [`${WEB_SRC}/app/**/*.{ts,tsx}`, `${WEB_SRC}/features/**/*.{ts,tsx}`, `${WEB_SRC}/main.tsx`],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@openwell/server'], message: 'The web app must not import the server.' },
        { group: ['@openwell/i18n/resources*'], message: 'Eager resources are for Node only; use the lazy loaders.' },
      ]),
    },
  },
  {
    files: [`${WEB_SRC}/features/*/index.ts`],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program > :not(ExportNamedDeclaration[source], ExportAllDeclaration)',
          message:
            "A feature's index.ts only re-exports (export { … } from './…'): the build treats it as free of side effects (vite.config.ts).",
        },
      ],
    },
  },
  // Scripts, tests, e2e and benchmarks may print.
  {
    files: [
      'scripts/**',
      'bench/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
      '**/test/**',
      'apps/server/scripts/**',
      'packages/*/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
