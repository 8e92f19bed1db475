// Flat config: type-aware TypeScript rules, and the architecture's import boundaries.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const groups = (patterns, message) => patterns.map((group) => ({ group: [group], message }))
const restrict = (patterns, message) => ['error', { patterns: groups(patterns, message) }]
const CORE_PLAIN_NODE = ['electron', 'electron/*', 'react', 'react-dom', '**/renderer/**', '**/electron/**', '**/serve/**', '**/cli/**']
const CORE_PLAIN_NODE_MESSAGE = 'src/main/core must stay plain Node (docs/architecture.md).'

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
      'no-restricted-imports': restrict(CORE_PLAIN_NODE, CORE_PLAIN_NODE_MESSAGE),
    },
  },
  {
    // Store adapters hand back pages and store answers; storing reviews (reviews/) and changing
    // replies (replies/) is their callers' job (sync/, replies/). Restates the core's rule, as a
    // later rule entry replaces an earlier one.
    files: ['src/main/core/stores/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...groups(CORE_PLAIN_NODE, CORE_PLAIN_NODE_MESSAGE),
            {
              regex: '^(\\.\\./)+(replies|reviews)(/|$)',
              message: 'src/main/core/stores must not import replies/ or reviews/: yield pages, take writes as parameters (docs/architecture.md).',
            },
          ],
        },
      ],
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
