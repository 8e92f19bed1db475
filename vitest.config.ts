import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The desktop tests load the built preload and the CLI tests run the built CLI: build each
    // first when it is missing or stale.
    globalSetup: ['test/preload/support/build-preload.ts', 'test/support/build-cli.ts'],
    // electron-store imports `electron`; inlined, it gets the desktop tests' Electron stand-in.
    server: { deps: { inline: ['electron-store'] } },
    environment: 'node',
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
