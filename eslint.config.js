// Lint rules: TypeScript's recommended set, React hooks, and the import directions of DESIGN.md §2.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const restrict = (patterns) => ['error', { patterns }]

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', '.tmp', 'test-results', 'playwright-report', 'public'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    files: ['schemas/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', 'fastify', '*/src/*', '*/server/*', '*/registry/*'], message: 'schemas/ is pure zod + data' },
      ]),
    },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['react', 'react-*', '*/src/*', '*/registry/*'], message: 'the server never imports React or the site' },
      ]),
    },
  },
  {
    files: ['src/blocks/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['**/api/client*', '**/api/get-page*', '**/api/block-writes*', '**/api/upload*'], message: 'blocks never fetch' },
      ]),
    },
  },
  {
    files: ['src/engine/**'],
    ignores: ['src/engine/editor/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['**/blocks/**'], message: 'the engine knows no concrete block' }]) },
  },
  {
    files: ['server/db/migrations.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
