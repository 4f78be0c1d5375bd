// Lint rules: TypeScript's recommended set and React hooks. The import directions of DESIGN.md §2
// are dependency-cruiser's job (.dependency-cruiser.cjs), which checks them at any depth.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

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
    // One subscription to i18next for the whole tree (src/i18n/translation.tsx): components use useI18n().
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'],
    ignores: ['src/i18n/translation.tsx', 'src/app/providers.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-i18next',
              importNames: ['useTranslation', 'withTranslation', 'Translation'],
              message: 'Use useI18n() from src/i18n/translation.tsx: useTranslation copies the i18next instance per component.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/db/migrations.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
)
