import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'admin',
  'auth',
  'cart',
  'catalog',
  'checkout',
  'contact',
  'designer',
  'orders',
  'pages',
  'qr-links',
  'wishlist',
];

export default tseslint.config(
  // api-schema.d.ts is generated; `npm run api:check` compares it as the generator writes it.
  { ignores: ['dist', 'coverage', 'playwright-report', 'test-results', 'src/lib/api-schema.d.ts'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser },
    },
    plugins: {
      'react-hooks': reactHooks,
      'import-x': importX,
    },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.app.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'import-x/no-cycle': 'off',
      // bulletproof-react: features are islands; code flows shared -> features -> app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...FEATURES.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in src/app.',
            })),
            {
              target: ['./src/components', './src/config', './src/lib', './src/testing'],
              from: ['./src/features', './src/app'],
              message: 'Shared code must not depend on features or the app layer.',
            },
            {
              target: './src/features',
              from: './src/app',
              message: 'Features must not depend on the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      // The test harness wires the real app (store, routes) together on purpose.
      'import-x/no-restricted-paths': 'off',
    },
  },
  {
    files: ['vite.config.ts', 'playwright.config.ts', 'e2e/**', 'eslint.config.js'],
    languageOptions: { globals: { ...globals.node } },
  },
);
