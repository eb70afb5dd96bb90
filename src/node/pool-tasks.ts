/**
 * @module node/pool-tasks
 * The tasks the partition pool (./partition-pool.ts) sends its worker threads, and what comes back:
 * the messages between the pool and ../workers/pdf-pages-worker.ts, which runs them.
 */
import type { FastPageDraft, FastPageOptions } from '../pdf/partition-pdf-fast.js'
import type { DocumentLimits } from '../document-limits.js'
import type { PartitionWarning } from '../errors.js'
import type { ResolvedOptions } from '../options/types.js'

export interface PageRangeTask {
  /** The PDF's bytes, gzip unwrapped (a SharedArrayBuffer view: shared, not copied, between workers). */
  bytes: Uint8Array
  /** Names the document across tasks (the pool gives every document its own key). */
  documentKey: string
  /** 1-based document page indexes, inclusive. */
  from: number
  to: number
  options: Omit<FastPageOptions, 'signal'>
  /** The password of an encrypted PDF. */
  password?: string
  /** The per-document budgets (a page over one is skipped with a warning). */
  limits?: Partial<DocumentLimits>
}

export interface PageRangeResult {
  drafts: FastPageDraft[]
  warnings: PartitionWarning[]
}

export interface WholeFileTask {
  bytes: Uint8Array
  options: Omit<ResolvedOptions, 'signal' | 'onWarning' | 'vlmProvider' | 'ocrAgents'>
}
