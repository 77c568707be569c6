import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import fs from 'node:fs';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The web app's features (apps/web/src/features/<name>), read from disk so a new one is covered at once.
const WEB_FEATURES = fs
  .readdirSync(`${import.meta.dirname}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The server's layers: composition files on top, modules in the middle, the kernel (the rest) below.
const SERVER_COMPOSITION = [
  './main.ts',
  './app.ts',
  './create-deps.ts',
  './subscribers.ts',
  './job-handlers.ts',
  './demo',
];
const SERVER_KERNEL = [
  './config.ts',
  './deps.ts',
  './db',
  './http',
  './ledger',
  './media',
  './jobs',
  './events',
  './integrations',
  './lib',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      '**/.data/**',
      'apps/server/src/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  // The rules that need the type checker (typescript-eslint's recommendedTypeChecked less
  // recommended: no-floating-promises, no-misused-promises, the no-unsafe-* family and the rest) run
  // in oxlint's type-aware mode on TypeScript 7 (.oxlintrc.json, `npm run lint`): 20 s there against
  // about 140 s here (docs/architecture.md); ESLint keeps the rules that read one file at a time.
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The end-to-end specs take `test` from e2e/support/test.ts, which closes the browsers a test
    // opened for itself when it ends.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Take `test` from '../support/test.ts': it closes the browsers a test opened.",
            },
          ],
        },
      ],
    },
  },
  {
    // The push worker (apps/web/public/firebase-messaging-sw.js) runs in a service worker.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: globals.serviceworker },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // The web app's layers (docs/architecture.md, "Web"): a feature never imports another feature,
    // and shared code imports neither a feature nor the app; the app composes them.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/apps/web/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'Features never import each other: compose them in apps/web/src/app.',
            })),
            {
              target: './apps/web/src/shared',
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code imports no feature and not the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers (docs/architecture.md, "Layers"): kernel at the bottom, modules above it,
    // composition on top; an import only ever points down, and no import cycle anywhere.
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts', 'apps/server/test/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: `${import.meta.dirname}/apps/server/tsconfig.json` }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: `${import.meta.dirname}/apps/server/src`,
          zones: [
            {
              target: SERVER_KERNEL,
              from: ['./modules', ...SERVER_COMPOSITION],
              message: 'The kernel never imports a module or the composition: pass a function in, or emit an event.',
            },
            {
              target: './modules',
              from: SERVER_COMPOSITION,
              message: 'Modules never import the composition (app, deps wiring, job and subscriber lists, demo).',
            },
          ],
        },
      ],
    },
  },
);
