import { defineConfig } from '@playwright/test'

// The real desktop window (Playwright's Electron driver). Run with `npm run test:desktop`, which
// builds the app first; kept apart from the browser tests (playwright.config.ts, test/e2e).
export default defineConfig({
  testDir: 'test/main/electron',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/desktop',
  timeout: 180_000,
  expect: { timeout: 15_000 },
  // One Electron app at a time: each owns a single-instance lock and a window.
  workers: 1,
  retries: 0,
  use: { screenshot: 'only-on-failure', trace: 'retain-on-failure' },
})
