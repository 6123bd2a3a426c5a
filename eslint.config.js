import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import sightline from './eslint-rules/sightline.js';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'data',
      'client/dist',
      'dist',
      'tmp',
      '**/__generated__/**',
      'server/graphql/resolvers-types.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['server/**/*.ts', 'build/**/*.ts', '*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Architecture (ARCHITECTURE.md): no import cycles between server/modules/* folders, and SQL only in
    // *.store.ts and server/db/. Tests and the benchmark may hold SQL (fixtures, raw timings).
    files: ['server/modules/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    plugins: { sightline },
    rules: { 'sightline/module-cycles': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    ignores: [
      'server/**/*.store.ts',
      'server/db/**',
      'server/**/*.test.ts',
      'server/test/**',
      'server/bench/**',
    ],
    plugins: { sightline },
    rules: { 'sightline/sql-in-stores': 'error' },
  },
  {
    // Integration tests read untyped JSON from HTTP responses and assert its shape.
    files: ['**/*.test.{ts,tsx}', 'client/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
);
