// Flat config: type-aware TypeScript rules, and the architecture's import boundaries.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const restrict = (patterns, message) => ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }]

export default tseslint.config(
  {
    ignores: ['out/**', 'dist/**', 'release/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'src/main/core/db/migrations/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The core is plain Node: no Electron, no DOM, no shells.
    files: ['src/main/core/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(['electron', 'electron/*', 'react', 'react-dom', '**/renderer/**', '**/electron/**', '**/serve/**', '**/cli/**'], 'src/main/core must stay plain Node (docs/architecture.md).'),
    },
  },
  {
    // Shared code runs everywhere: neither Node built-ins nor Electron nor main.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(['electron', 'node:*', '**/main/**', '**/renderer/**'], 'src/shared must not depend on a runtime.'),
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': restrict(['electron', 'node:*', '**/main/**', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*'], 'The renderer talks to the core only through the command contract.'),
    },
  },
)
