// Lint for the whole repository. The import restrictions encode the architecture: a remote never
// imports another remote, and reaches shared state only through @qis/shared (a federation singleton).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { contractLists } from './lint/contractLists.mjs';
import { featureBoundaries } from './lint/featureBoundaries.mjs';
import { intlThroughFormatter } from './lint/intlThroughFormatter.mjs';
import { packageBoundaries } from './lint/packageBoundaries.mjs';

const REMOTES = ['mfe-coaching', 'mfe-nutrition', 'mfe-fitness', 'mfe-account'];

/** The page must have one router: the apps take its API from @qis/shared (shared/src/router.ts). */
const ROUTER_THROUGH_SHARED = {
  name: 'react-router',
  message: 'Take the router API from @qis/shared: the page must have one router.',
};

const TEST_KIT_IN_TESTS = {
  group: ['@qis/shared/testing', '@qis/shared/testing/*', '**/testing', '**/testing/*'],
  message: 'The test kit @qis/shared/testing is for test files (*.test.ts[x]) only.',
};

/** The API's schemas are TypeBox values for the server; a page needs only their types. */
const API_SCHEMAS_AS_TYPES = {
  name: '@qis/contract/api',
  allowTypeImports: true,
  message: 'Import the API types with `import type`: the schemas (TypeBox) must not reach a bundle.',
};

/** Remotes may not import each other, nor the shell, nor libraries whose state must be the page's one copy. */
const remoteBoundaries = (remote) => ({
  files: [`${remote}/src/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [ROUTER_THROUGH_SHARED],
        patterns: [
          {
            group: [
              ...REMOTES.filter((other) => other !== remote).flatMap((other) => [
                `@qis/${other}`,
                `@qis/${other}/*`,
                `**/${other}/**`,
              ]),
              '@qis/shell',
              '@qis/shell/*',
              '**/shell/src/**',
            ],
            message: 'A remote never imports another remote or the shell: share through @qis/shared.',
          },
          {
            group: [
              '**/shared/src/**',
              '@qis/shared/*',
              '!@qis/shared/ui',
              '!@qis/shared/standalone',
              '!@qis/shared/testing',
            ],
            message:
              'Import from @qis/shared, @qis/shared/ui or @qis/shared/standalone (federation singletons), not from their files.',
          },
          {
            group: ['react-hot-toast'],
            message: 'Toasts go through the UI kit of @qis/shared, so they reach the shell’s one toaster.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '**/.data/**',
      'test-results/**',
      'playwright-report/**',
      'mock-api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node }, sourceType: 'commonjs' },
    rules: {
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module' },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['shell/src/remotes/federationHost.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ROUTER_THROUGH_SHARED],
        },
      ],
    },
  },
  ...REMOTES.map(remoteBoundaries),
  // Inside a remote, a feature folder imports no other feature (lint/featureBoundaries.mjs).
  {
    files: REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { qis: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'qis/feature-boundaries': 'error' },
  },
  // The pages format through the shared formatter only (lint/intlThroughFormatter.mjs). Tests may build
  // their expected text with Intl, as an independent check of what the page shows.
  {
    files: [
      'shared/src/**/*.{ts,tsx}',
      'shell/src/**/*.{ts,tsx}',
      ...REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    ],
    ignores: ['shared/src/i18n/format.ts', '**/*.test.{ts,tsx}'],
    plugins: { formatting: { rules: { 'intl-through-formatter': intlThroughFormatter } } },
    rules: { 'formatting/intl-through-formatter': 'error' },
  },
  // The locale and exercise lists are written once, in the contract (lint/contractLists.mjs). Tests may
  // spell them as the expected values they check the contract's against.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['contract/src/**', '**/*.test.{ts,tsx,mjs}', 'e2e/**/*.spec.ts'],
    plugins: { contract: { rules: { 'contract-lists': contractLists } } },
    rules: { 'contract/contract-lists': 'error' },
  },
  // No package imports another package's src/ (lint/packageBoundaries.mjs): package exports only.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries: { rules: { 'package-boundaries': packageBoundaries } } },
    rules: { 'boundaries/package-boundaries': 'error' },
  },
  // The shell composes the remotes at run time: it never bundles one (its tests may mount their routes).
  {
    files: ['shell/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/testing/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: REMOTES.flatMap((remote) => [`@qis/${remote}`, `@qis/${remote}/*`]),
              message: 'The shell loads remotes at run time (registry, route tables): it never imports one.',
            },
          ],
        },
      ],
    },
  },
  // The API server has no React: its `use…` functions (useTestApp) register jest hooks, not React hooks.
  {
    files: ['mock-api/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  // The test kit (shared/src/testing) is for tests only: a screen importing it would ship jest and the
  // fakes to members. A separate rule name, so it adds to each app's own import restrictions.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'mock-api/test/**', 'jest/setup-*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [API_SCHEMAS_AS_TYPES],
          patterns: [TEST_KIT_IN_TESTS],
        },
      ],
    },
  },
  // The server validates with the contract's schemas at run time: only the test-kit rule applies there.
  {
    files: ['mock-api/**/*.ts', 'contract/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**', 'mock-api/test/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [TEST_KIT_IN_TESTS] }] },
  },
);
