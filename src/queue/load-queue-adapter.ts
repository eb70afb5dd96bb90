/**
 * @module queue/load-queue-adapter
 * The queue adapter (queue/bullmq-adapter: bullmq, which brings ioredis), loaded on first use. bullmq is an
 * optional peer dependency: without it, the queue features fail with a MissingPackageError naming bullmq,
 * and nothing else needs it.
 */
import { importOptional } from '../node/import-optional.js'

/** What needs bullmq, as the MissingPackageError says it. */
export const QUEUE_FEATURE = 'The partition queue (docparts partition --queue, docparts worker, the platform setting queue)'

export type QueueAdapter = typeof import('./bullmq-adapter.js')

/** The queue adapter, or a MissingPackageError naming bullmq when it is not installed. */
export function loadQueueAdapter(): Promise<QueueAdapter> {
  return importOptional('bullmq', QUEUE_FEATURE, () => import('./bullmq-adapter.js'))
}
