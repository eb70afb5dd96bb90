import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // The sources' platform adapters (package.json "imports" maps #platform/* to dist for a built package; tsx reads tsconfig "paths").
  resolve: { alias: [{ find: /^#platform\/(.*)$/, replacement: fileURLToPath(new URL('./src/platform-adapters/$1.node.ts', import.meta.url)) }] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    pool: 'forks',
    // One temporary folder per run, removed at the end (test/temp-folder-setup.ts).
    globalSetup: ['test/temp-folder-setup.ts'],
  },
})
