// Flat config: type-aware TypeScript rules, and the architecture's import boundaries.
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const groups = (patterns, message) => patterns.map((group) => ({ group: [group], message }))
// Product code ships and test/ does not, so nothing under src/ may import from it. A later rule
// entry replaces an earlier one for the same file, so every src/ entry below carries this one.
const NO_TEST = { group: ['**/test/**'], message: 'src/ must not import from test/: what both need lives under src/ (docs/architecture.md).' }
const restrict = (patterns, message) => ['error', { patterns: [NO_TEST, ...groups(patterns, message)] }]
const CORE_PLAIN_NODE = ['electron', 'electron/*', 'react', 'react-dom', '**/renderer/**', '**/electron/**', '**/serve/**', '**/cli/**', '**/simulators/**']
const CORE_PLAIN_NODE_MESSAGE = 'src/main/core must stay plain Node and never start the store simulators (docs/architecture.md).'
const SHELL_OWNS_SIMULATORS = ['**/simulators/**']
const SHELL_OWNS_SIMULATORS_MESSAGE = 'Only the headless shells (serve --demo) start the store simulators; the desktop app never ships them.'

// A string or template that starts like a SQL statement (what the SQL is for, not its case).
const SQL_START = '/^\\s*(select\\s[\\s\\S]*\\sfrom\\s|insert\\s+(or\\s+\\w+\\s+)?into\\s|update\\s+\\w+\\s+set\\s|delete\\s+from\\s|with\\s+\\w+(\\s*\\([^)]*\\))?\\s+as\\s*\\()/i'
const RAW_SQL = [`Literal[value=${SQL_START}]`, `TemplateElement[value.raw=${SQL_START}]`]
const RAW_SQL_MESSAGE = 'Raw SQL belongs in this module\'s queries.ts (docs/architecture.md "Reaching the database").'

// Only a store's own folder knows what makes it different; elsewhere facts are looked up by store
// (stores/reply-rules.ts, the adapter, src/shared/stores.ts), so a third store is a new folder.
const STORE_ID = '/^(app_store|google_play)$/'
// A word edge (\b) with both the i and u flags is matched by Unicode case folding in V8, some 30
// times slower than with i alone; the drafter runs hundreds of patterns on every review. A pattern
// of ASCII words means the same without u. (Patterns that need u, for \p{…} or non-ASCII
// letters, are left to their authors.)
const SLOW_WORD_EDGE = {
  selector: String.raw`Literal[regex.flags=/i/][regex.flags=/u/][regex.pattern=/\\b/]:not([regex.pattern=/\\[pP]\{|\\u\{|[^\x00-\x7f]/])`,
  message: 'An ASCII pattern with \\b: drop the u flag (i and u together make \\b about 30 times slower in V8).',
}

const STORE_BRANCH = [
  { selector: `BinaryExpression[operator=/^[!=]==?$/] > Literal[value=${STORE_ID}]`, message: 'No store branches outside src/main/core/stores: look the fact up by store (docs/architecture.md "Adding a store").' },
  { selector: `SwitchCase > Literal[value=${STORE_ID}]`, message: 'No store branches outside src/main/core/stores: look the fact up by store (docs/architecture.md "Adding a store").' },
]

// The renderer runs in a browser and reaches the core only through the command contract.
const RENDERER_OFF_LIMITS = ['electron', 'node:*', '**/main/**', 'better-sqlite3', 'drizzle-orm', 'drizzle-orm/*']
const RENDERER_OFF_LIMITS_MESSAGE = 'The renderer talks to the core only through the command contract.'
const RAW_CALL_MESSAGE = 'Pages and components do not call the core themselves: read with useCommand (hooks/useCommand) or a store (store/), run a change with useMutation (hooks/useMutation).'

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
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict(SHELL_OWNS_SIMULATORS, SHELL_OWNS_SIMULATORS_MESSAGE),
    },
  },
  {
    // serve --demo and the CLI that starts it may use the simulators.
    files: ['src/main/serve/**/*.ts', 'src/main/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([], ''),
    },
  },
  {
    // The simulators run in the CLI bundle and in the tests: plain Node, no shell.
    files: ['src/main/simulators/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict(['electron', 'electron/*', '**/renderer/**', '**/electron/**', '**/serve/**', '**/cli/**'], 'The store simulators are plain Node.'),
    },
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
            NO_TEST,
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
    // Raw SQL lives in a module's queries.ts and runs through the shared statement cache; plain
    // CRUD uses drizzle (docs/architecture.md "Reaching the database"). db/ is the database layer.
    files: ['src/main/core/**/*.ts'],
    ignores: ['src/main/core/**/queries.ts', 'src/main/core/db/**', 'src/main/core/stores/**'],
    rules: {
      'no-restricted-syntax': ['error', ...RAW_SQL.map((selector) => ({ selector, message: RAW_SQL_MESSAGE })), ...STORE_BRANCH],
    },
  },
  {
    // The drafter reads every review: restates the core's rule with one for its patterns.
    files: ['src/main/core/drafting/**/*.ts'],
    ignores: ['src/main/core/**/queries.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RAW_SQL.map((selector) => ({ selector, message: RAW_SQL_MESSAGE })), ...STORE_BRANCH, SLOW_WORD_EDGE],
    },
  },
  {
    files: ['src/main/core/stores/**/*.ts'],
    ignores: ['src/main/core/**/queries.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...RAW_SQL.map((selector) => ({ selector, message: RAW_SQL_MESSAGE }))],
    },
  },
  {
    // Shells, the renderer and shared code never branch on a store either.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main/core/**/*.ts', 'src/main/simulators/**'],
    rules: {
      'no-restricted-syntax': ['error', ...STORE_BRANCH],
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
      'no-restricted-imports': restrict(RENDERER_OFF_LIMITS, RENDERER_OFF_LIMITS_MESSAGE),
    },
  },
  {
    // One data path: pages and components read through the stores and useCommand and act
    // through useMutation; only store/, hooks/ and api/ reach the transport (docs/architecture.md
    // "The renderer"). Restates the renderer's rule, as a later rule entry replaces an earlier one.
    files: ['src/renderer/src/pages/**/*.{ts,tsx}', 'src/renderer/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            NO_TEST,
            ...groups(RENDERER_OFF_LIMITS, RENDERER_OFF_LIMITS_MESSAGE),
            {
              regex: '(^|/)api/client$',
              importNames: ['call'],
              message: RAW_CALL_MESSAGE,
            },
          ],
        },
      ],
    },
  },
)
