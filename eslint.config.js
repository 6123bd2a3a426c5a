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
    files: ['server/**/*.ts', 'tools/**/*.ts', 'build/**/*.ts', '*.ts', '*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Architecture (ARCHITECTURE.md, A module folder): no import cycles between modules (the folders of
    // server/modules and server/core), core modules never import a domain module, and SQL only in
    // *.store.ts and server/db/. Tests and the tools may hold SQL (fixtures, raw timings).
    files: ['server/modules/**/*.ts', 'server/core/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    plugins: { sightline },
    rules: { 'sightline/module-cycles': 'error', 'sightline/core-below-domains': 'error' },
  },
  {
    // A module is entered through its index.ts (ARCHITECTURE.md, A module folder): tests and tools too.
    files: ['server/**/*.ts', 'tools/**/*.ts', 'build/**/*.ts', 'client/**/*.{ts,tsx}', '*.ts'],
    plugins: { sightline },
    rules: { 'sightline/module-front-doors': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.store.ts', 'server/db/**', 'server/**/*.test.ts', 'server/test/**'],
    plugins: { sightline },
    rules: { 'sightline/sql-in-stores': 'error' },
  },
  {
    // One vocabulary (ARCHITECTURE.md, Glossary): a brand's id is brandId, a person's personId. userId meant
    // both (every table's user_id column holds a brand; REST's user_id parameter stays, as contracts do).
    // One prompt kind type: no union of the stored words written again.
    files: ['**/*.{ts,tsx,js}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Identifier[name='userId'], Literal[value='userId']",
          message: "Say brandId for a brand's id or personId for a person's (userId meant both).",
        },
        {
          selector: "TSUnionType > TSLiteralType > Literal[value='generic']",
          message:
            'A prompt kind is PromptKind (graphql/shared/prompt-kinds.ts); the stored words are StoredPromptKind (server/db/prompt-kinds.ts).',
        },
      ],
    },
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
