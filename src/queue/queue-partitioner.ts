/**
 * @module queue/queue-partitioner
 * The platform's job runner partitioning on the queue (platform setting `queue`, `docparts serve --queue
 * redis://…` or DOCPARTS_QUEUE): each file of a workflow run becomes a `bytes` job on the same partition
 * queue as `docparts partition --queue`, so `docparts worker` processes on other machines run one
 * workflow together with the server; the elements come back through Redis. The job id comes from the
 * bytes, the options and the file name, so a file submitted again is found, not added twice.
 * bullmq is loaded on the first file, not when the platform opens.
 */
import { hashBytes } from '../batch/content-hash.js'
import { optionsHash } from '../batch/options-hash.js'
import { errorFromWire } from '../batch/wire-error.js'
import type { Element } from '../elements/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { elementsFromJson } from '../serialize/elements-from-json.js'
import type { FinishedEvent, PartitionQueue } from './bullmq-adapter.js'
import { loadQueueAdapter } from './load-queue-adapter.js'
import { DEFAULT_JOB_TIMEOUT_SECONDS, failureFromReason, queueJobId } from './queue-job.js'

/** One file of a platform job, partitioned on the queue: the platform's `PartitionFile` (platform/node-steps), which it fills. */
export type QueuePartitionFile = (input: { bytes: Uint8Array; filename: string; options: ResolvedOptions; signal: AbortSignal }) => Promise<Element[]>

export function createQueuePartitioner(redisUrl: string): { partitionFile: QueuePartitionFile; close(): Promise<void> } {
  let opened: Promise<{ queue: PartitionQueue; waiters: Map<string, ((event: FinishedEvent) => void)[]> }> | undefined
  const open = () =>
    (opened ??= (async () => {
      const { openPartitionQueue } = await loadQueueAdapter()
      const queue = await openPartitionQueue(redisUrl)
      const waiters = new Map<string, ((event: FinishedEvent) => void)[]>()
      queue.onFinished((event) => {
        const listeners = waiters.get(event.jobId)
        waiters.delete(event.jobId)
        for (const listener of listeners ?? []) listener(event)
      })
      return { queue, waiters }
    })())

  const partitionFile: QueuePartitionFile = async ({ bytes, filename, options, signal }) => {
    const { signal: _signal, onWarning: _onWarning, vlmProvider: _v, ocrAgents: _o, ...plain } = options
    const { queue, waiters } = await open()
    signal.throwIfAborted()
    const jobId = queueJobId(hashBytes(bytes), optionsHash(plain), filename)
    const event = await new Promise<FinishedEvent>((resolve, reject) => {
      const onAbort = (): void => reject(signal.reason)
      const stopWatching = onAborted(signal, onAbort)
      const done = (finished: FinishedEvent): void => {
        stopWatching()
        resolve(finished)
      }
      const listeners = waiters.get(jobId) ?? []
      listeners.push(done)
      waiters.set(jobId, listeners)
      void (async () => {
        const found = await queue.lookup(jobId)
        if (found.state === 'completed') return done({ jobId, ok: true, result: found.result! })
        if (found.state === 'failed') await queue.remove(jobId)
        if (found.state === 'unknown' || found.state === 'failed') {
          await queue.submit(jobId, {
            kind: 'bytes',
            filename,
            bytesBase64: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'),
            options: plain,
            timeoutSeconds: DEFAULT_JOB_TIMEOUT_SECONDS,
          })
        }
      })().catch(reject)
    })
    if (!event.ok) throw errorFromWire(failureFromReason(event.reason).error)
    return elementsFromJson(event.result.output ?? '[]')
  }
  return {
    partitionFile,
    close: async () => {
      if (opened !== undefined) await (await opened).queue.close()
    },
  }
}

/** One 'abort' listener per signal, whatever the number of files waiting on it (a job's files share one). */
const abortWatchers = new WeakMap<AbortSignal, Set<() => void>>()

function onAborted(signal: AbortSignal, callback: () => void): () => void {
  let callbacks = abortWatchers.get(signal)
  if (callbacks === undefined) {
    const created = new Set<() => void>()
    callbacks = created
    abortWatchers.set(signal, created)
    signal.addEventListener(
      'abort',
      () => {
        for (const watcher of created) watcher()
      },
      { once: true },
    )
  }
  callbacks.add(callback)
  return () => void callbacks.delete(callback)
}
