import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

// Two layers, one run (`vitest run`): the core, CLI, server and desktop tests in Node, and the
// renderer's stores and components in a DOM (happy-dom).
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
          environment: 'happy-dom',
        },
      },
    ],
  },
})
