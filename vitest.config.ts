import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

/**
 * Tests that start processes, servers, Redis, Chromium or OCR on whole pages: a project of their own, so that
 * `npx vitest run --project unit` is a quick loop while working. `npm test` (and CI) runs both projects.
 */
const SLOW = [
  'test/batch/**/*.test.ts',
  'test/queue/**/*.test.ts',
  'test/scripts/**/*.test.ts',
  'test/server/**/*.test.ts',
  'test/partition-service/**/*.test.ts',
  'test/browser/**/*.test.ts',
  'test/node/**/*.test.ts',
  'test/cli/**/*.test.ts',
  'test/platform/**/*.test.ts',
  'test/types/**/*.test.ts',
  'test/assets/**/*.test.ts',
  'test/images/korean-ocr.test.ts',
]

export default defineConfig({
  // The sources' platform adapters (package.json "imports" maps #platform/* to dist for a built package; tsx reads tsconfig "paths").
  resolve: { alias: [{ find: /^#platform\/(.*)$/, replacement: fileURLToPath(new URL('./src/platform-adapters/$1.node.ts', import.meta.url)) }] },
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    // One temporary folder per run, removed at the end (test/temp-folder-setup.ts).
    globalSetup: ['test/temp-folder-setup.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: ['test/**/*.test.ts'], exclude: SLOW } },
      { extends: true, test: { name: 'slow', include: SLOW } },
    ],
  },
})
