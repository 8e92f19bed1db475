import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Three layers, one run (`vitest run`): the core, CLI, server and desktop tests in Node; the
// renderer's stores and components in a DOM (happy-dom); and pages over an in-memory core.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['test/**/*.test.ts'],
          exclude: ['test/renderer/**'],
          // The desktop tests load the built preload and the CLI tests run the built CLI: build
          // each first when it is missing or stale.
          globalSetup: ['test/preload/support/build-preload.ts', 'test/support/build-cli.ts'],
          setupFiles: ['test/support/remove-temp-dirs.ts'],
          // electron-store imports `electron`; inlined, it gets the desktop tests' Electron stand-in.
          server: { deps: { inline: ['electron-store'] } },
          environment: 'node',
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          include: ['test/renderer/**/*.test.{ts,tsx}'],
          exclude: ['test/renderer/core/**'],
          environment: 'happy-dom',
        },
      },
      {
        // Pages over a real core: an in-memory database behind the renderer's own transport
        // (test/renderer/support/core-bridge.ts). happy-dom only adds a DOM; better-sqlite3 and
        // the core still run in Node, in forks like the core's own tests.
        plugins: [react()],
        test: {
          name: 'renderer-core',
          include: ['test/renderer/core/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['test/renderer/support/install-core-bridge.ts'],
          pool: 'forks',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
    ],
  },
})
