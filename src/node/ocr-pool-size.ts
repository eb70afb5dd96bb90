/**
 * @module node/ocr-pool-size
 * Sizes the OCR pool to the machine's cores (core code cannot ask: Node 20 has no global `navigator`, so
 * the pool would default to 2 everywhere). Called by the entry points (docparts/node, the CLI); importing
 * this module changes nothing.
 */
import { availableParallelism } from 'node:os'
import { configureOcrPool } from '../ocr/ocr-pool.js'

let installed = false

/** Sets the OCR pool's size to the number of cores, once per thread (a later call does nothing). */
export function installOcrPoolSize(): void {
  if (installed) return
  installed = true
  configureOcrPool({ size: availableParallelism() })
}
