/**
 * @module node/ocr-pool-size
 * Sizes the OCR pool to the machine's cores on import (core code cannot ask: Node 20 has no global
 * `navigator`, so the pool would default to 2 everywhere). Imported for its effect by docparts/node.
 */
import { availableParallelism } from 'node:os'
import { configureOcrPool } from '../ocr/ocr-pool.js'

configureOcrPool({ size: availableParallelism() })
