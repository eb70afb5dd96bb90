/**
 * @module workers/dev-worker-entry
 * Source-tree entry of the partition pool's workers (tests, benchmarks and scripts run the TypeScript
 * sources through tsx; Node does not pass tsx's loader on to worker threads). It loads the worker
 * module through tsx and re-exports its tasks. The built package uses dist/workers/pdf-pages-worker.js.
 */
import { tsImport } from 'tsx/esm/api'

const worker = await tsImport('./pdf-pages-worker.ts', import.meta.url)
export const readPdfPageRange = worker.readPdfPageRange
export const partitionWholeFile = worker.partitionWholeFile
