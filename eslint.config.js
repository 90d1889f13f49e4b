import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layerZones } from './scripts/lint/layers.js';

const noIo = ['react', 'react-dom', '@xstate/react', 'dexie', 'axios', 'react-router-dom'];

export default tseslint.config(
  { ignores: ['dist', 'data', 'coverage', 'node_modules', 'api/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      // `any` needs a disable comment that says why.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Imports flow one way, layer by layer (docs/architecture.md, "Layers"), and never in a
    // circle. Tests sit beside their code and may reach test support anywhere.
    files: ['src/**/*.{ts,tsx}', 'api/**/*.ts', 'shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver()],
      // no-cycle reads the imported files itself: with TypeScript's parser.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Machines are pure: no React, no storage, no network (effects are injected by hooks).
    files: ['src/machines/**/*.ts'],
    ignores: ['src/machines/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: noIo.map((name) => ({ name, message: 'Machines stay free of React and I/O.' })) },
      ],
    },
  },
);
