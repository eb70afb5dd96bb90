import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // One temporary folder per run, removed at the end (test/temp-folder-setup.ts).
    globalSetup: ['test/temp-folder-setup.ts'],
  },
})
