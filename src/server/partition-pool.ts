/**
 * @module server/partition-pool
 * Runs partition jobs with a concurrency limit, on worker threads or inline, and stops them for real.
 *
 * Why worker threads: partitioning is CPU-bound JavaScript. Inline, a large document holds the event loop
 * for its whole run: every other request (health checks included) waits, and neither a time limit nor a
 * client disconnect can interrupt it before its next `await`. On a worker thread the server stays
 * responsive, and a job past its deadline is stopped by terminating its thread (a new one is started for
 * the next job).
 * Why small files stay inline: a document of a few KiB partitions in 1–3 ms, and the hop to a thread (copy,
 * messages, a second heap and JIT per thread) cost more than that under load — measured with
 * benchmarks/server.bench.ts: 64 clients, 822-byte HTML pages, all on worker threads 2.2× the wall time
 * of calling partition() directly; inline 0.96×. So files of at most `inlineMaxBytes` that are neither PDF
 * nor gzip (whose cost is not bounded by their size) run on the calling thread, where the AbortSignal is
 * checked between stages; everything else runs on a thread. `workers: 0` runs everything inline.
 */
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { runPartitionJob } from './partition-job.js'
import type { JobResult, PartitionJob } from './partition-job.js'
import type { WorkerRequest } from './partition-worker.js'

export interface PoolOptions {
  /** Worker threads; 0 runs jobs on the calling thread. */
  workers: number
  /** Jobs running at once (with workers: at most `workers`). */
  maxConcurrency: number
  /** Files of at most this many bytes (not PDF, not gzip) run inline even when there are workers. Default 0. */
  inlineMaxBytes?: number
}

export interface JobControl {
  /** Aborts the job (client gone); the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** `Date.now()` value after which the job is stopped and the promise rejects with a `JobTimeoutError`. */
  deadline?: number | undefined
}

export interface PoolStats {
  running: number
  waiting: number
  /** Threads started so far (replacements included). */
  workersStarted: number
  /** Threads stopped because their job passed its deadline, was aborted, or crashed. */
  workersTerminated: number
}

export interface PartitionPool {
  run(job: PartitionJob, control?: JobControl): Promise<JobResult>
  stats(): PoolStats
  /** Starts the worker threads now instead of on first use. */
  warm(): Promise<void>
  /** Stops every thread; jobs still waiting reject. */
  close(): Promise<void>
}

/** A job passed its deadline and was stopped. */
export class JobTimeoutError extends Error {
  override name = 'JobTimeoutError'
}

interface Waiter {
  start: () => void
  cancel: (reason: unknown) => void
}

export function createPartitionPool(options: PoolOptions): PartitionPool {
  const limit = options.workers > 0 ? Math.min(options.workers, options.maxConcurrency) : options.maxConcurrency
  const waiting: Waiter[] = []
  let running = 0
  let closed = false
  const threads = options.workers > 0 ? createThreads() : undefined

  function acquire(control: JobControl): Promise<void> {
    if (running < limit && waiting.length === 0) {
      running++
      return Promise.resolve()
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: () => {
          detach()
          running++
          resolve()
        },
        cancel: (reason) => {
          detach()
          reject(reason)
        },
      }
      const onAbort = (): void => {
        const index = waiting.indexOf(waiter)
        if (index !== -1) waiting.splice(index, 1)
        waiter.cancel(control.signal?.reason)
      }
      const timer = control.deadline === undefined ? undefined : setTimeout(() => {
        const index = waiting.indexOf(waiter)
        if (index !== -1) waiting.splice(index, 1)
        waiter.cancel(new JobTimeoutError('time limit reached while waiting'))
      }, Math.max(0, control.deadline - Date.now()))
      const detach = (): void => {
        if (timer !== undefined) clearTimeout(timer)
        control.signal?.removeEventListener('abort', onAbort)
      }
      control.signal?.addEventListener('abort', onAbort, { once: true })
      waiting.push(waiter)
    })
  }

  function release(): void {
    running--
    const next = waiting.shift()
    if (next !== undefined) next.start()
  }

  async function run(job: PartitionJob, control: JobControl = {}): Promise<JobResult> {
    if (closed) throw new Error('The partition pool is closed.')
    control.signal?.throwIfAborted()
    await acquire(control)
    if (threads !== undefined && !runsInline(job.bytes, options.inlineMaxBytes ?? 0)) {
      try {
        return await threads.run(job, control)
      } finally {
        release()
      }
    }
    return runInline(job, control)
  }

  // Inline: the deadline aborts the job's signal; the slot is held until the job has really returned.
  function runInline(job: PartitionJob, control: JobControl): Promise<JobResult> {
    const controller = new AbortController()
    const stop = (reason: unknown): void => controller.abort(reason)
    const onAbort = (): void => stop(control.signal?.reason)
    control.signal?.addEventListener('abort', onAbort, { once: true })
    const timer = control.deadline === undefined ? undefined : setTimeout(
      () => stop(new JobTimeoutError('time limit reached')),
      Math.max(0, control.deadline - Date.now()),
    )
    const work = runPartitionJob(job, controller.signal).finally(() => {
      if (timer !== undefined) clearTimeout(timer)
      control.signal?.removeEventListener('abort', onAbort)
      release()
    })
    const stopped = new Promise<never>((_, reject) => {
      controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true })
    })
    return Promise.race([work, stopped])
  }

  return {
    run,
    stats: () => ({
      running,
      waiting: waiting.length,
      workersStarted: threads?.started() ?? 0,
      workersTerminated: threads?.terminated() ?? 0,
    }),
    warm: async () => threads?.warm(limit),
    close: async () => {
      closed = true
      for (const waiter of waiting.splice(0)) waiter.cancel(new Error('The server is shutting down.'))
      await threads?.close()
    },
  }
}

/** Small files run inline; PDFs and gzip (cost not bounded by size) never do. */
export function runsInline(bytes: Uint8Array, inlineMaxBytes: number): boolean {
  if (bytes.length > inlineMaxBytes) return false
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return false
  const head = bytes.subarray(0, 1024)
  for (let i = head.indexOf(0x25); i !== -1 && i + 4 < head.length; i = head.indexOf(0x25, i + 1)) {
    if (head[i + 1] === 0x50 && head[i + 2] === 0x44 && head[i + 3] === 0x46 && head[i + 4] === 0x2d) return false // %PDF-
  }
  return true
}

interface Thread {
  worker: Worker
  /** The job it runs, if any. */
  pending?: { id: number; resolve: (result: JobResult) => void; reject: (reason: unknown) => void }
  ready: Promise<void>
}

function createThreads() {
  const idle: Thread[] = []
  const all = new Set<Thread>()
  let nextId = 1
  let started = 0
  let terminated = 0

  function spawn(): Thread {
    const worker = startWorker()
    started++
    let markReady = (): void => undefined
    const thread: Thread = { worker, ready: new Promise<void>((resolve) => (markReady = resolve)) }
    all.add(thread)
    worker.on('message', (message: { id: number; result: JobResult } | { ready: true }) => {
      if ('ready' in message) return markReady()
      const pending = thread.pending
      if (pending === undefined || pending.id !== message.id) return
      thread.pending = undefined
      pending.resolve(message.result)
    })
    const fail = (reason: unknown): void => {
      all.delete(thread)
      const index = idle.indexOf(thread)
      if (index !== -1) idle.splice(index, 1)
      const pending = thread.pending
      thread.pending = undefined
      pending?.reject(reason)
    }
    worker.on('error', (error) => {
      terminated++
      fail(new Error(`The partition worker stopped: ${error.message}`))
    })
    worker.on('exit', (code) => {
      markReady()
      fail(new Error(`The partition worker exited with code ${code}.`))
    })
    return thread
  }

  function stop(thread: Thread): void {
    all.delete(thread)
    terminated++
    void thread.worker.terminate()
  }

  async function run(job: PartitionJob, control: JobControl): Promise<JobResult> {
    const thread = idle.pop() ?? spawn()
    const id = nextId++
    const { bytes, transfer } = transferable(job.bytes)
    return new Promise<JobResult>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const onAbort = (): void => finish(() => reject(control.signal?.reason), true)
      const finish = (settle: () => void, kill: boolean): void => {
        if (timer !== undefined) clearTimeout(timer)
        control.signal?.removeEventListener('abort', onAbort)
        thread.pending = undefined
        if (kill) stop(thread)
        else if (all.has(thread)) idle.push(thread)
        settle()
      }
      thread.pending = {
        id,
        resolve: (result) => finish(() => resolve(result), false),
        reject: (reason) => finish(() => reject(reason), false),
      }
      if (control.deadline !== undefined) {
        timer = setTimeout(
          () => finish(() => reject(new JobTimeoutError('time limit reached')), true),
          Math.max(0, control.deadline - Date.now()),
        )
      }
      control.signal?.addEventListener('abort', onAbort, { once: true })
      const request: WorkerRequest = { id, job: { ...job, bytes } }
      thread.worker.postMessage(request, transfer)
    })
  }

  return {
    run,
    started: () => started,
    terminated: () => terminated,
    warm: async (count: number) => {
      while (all.size < count) idle.push(spawn())
      await Promise.all([...all].map((thread) => thread.ready))
    },
    close: async () => {
      const threads = [...all]
      all.clear()
      idle.length = 0
      await Promise.all(threads.map((thread) => thread.worker.terminate()))
    },
  }
}

// Bytes that own their whole buffer move to the worker without a copy; a view into a shared pool
// (small Node Buffers) is copied, since transferring would detach the pool. `new Uint8Array(view)` copies;
// `Buffer#slice` would not.
function transferable(bytes: Uint8Array): { bytes: Uint8Array; transfer: ArrayBuffer[] } {
  const owned =
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer
  const copy = owned ? bytes : new Uint8Array(bytes)
  return { bytes: copy, transfer: [copy.buffer as ArrayBuffer] }
}

function startWorker(): Worker {
  const entry = new URL(`./partition-worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url)
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry)
  // Running from TypeScript sources (tests, `tsx`): the thread registers tsx's loader before importing
  // the entry. The built package (dist/*.js) never takes this path.
  const tsxApi = pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs')
  const code = `import(${JSON.stringify(tsxApi)}).then((api) => { api.register(); return import(${JSON.stringify(entry.href)}) })`
  return new Worker(code, { eval: true })
}
