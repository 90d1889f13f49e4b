import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  {
    // Imports flow one way: pages use components, never the reverse.
    files: [
      'src/components/**/*.{ts,tsx}',
      'src/hooks/**/*.ts',
      'src/content/**/*.ts',
      'src/lib/**/*.ts',
      'src/services/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/pages/**'], message: 'Shared code must not import pages.' }] },
      ],
    },
  },
  {
    // The server never imports browser code, except the shared route table and contracts.
    files: ['api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/src/(?!app/route-paths\\.ts$|content/company\\.ts$)',
              message: 'The API may only share src/app/route-paths.ts and src/content/company.ts.',
            },
          ],
        },
      ],
    },
  },
);
