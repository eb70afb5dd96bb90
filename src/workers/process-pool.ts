/**
 * @module workers/process-pool
 * Worker *processes* that run one job at a time each, so that one document can never take the caller
 * down. Why processes and not threads: a fatal V8 error — the heap limit reached, an array or string
 * grown past V8's maximum ("Fatal JavaScript invalid size error") — aborts the whole process even when it
 * happens on a worker thread with `resourceLimits` (measured: Node 20, a worker thread over its
 * `maxOldGenerationSizeMb` aborts the process with exit 134). A child process that dies loses only its
 * job: the pool rejects that job with a `WorkerCrashError` (out of memory named as such) and starts a
 * fresh process for the next one.
 *
 * Each process gets a V8 heap limit (`--max-old-space-size`), so a document that would eat the machine's
 * memory ends its own process instead. Jobs past their deadline, or aborted, kill their process.
 * Requests and results cross with Node's `advanced` serialization (structured clone: typed arrays,
 * Maps, Errors' plain fields). The entry module answers through ./serve-process-jobs.ts.
 */
import { fork } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export interface ProcessPoolOptions {
  /** The worker module (a file URL); a `.ts` entry runs through tsx (tests, scripts from the sources). */
  entry: URL
  /** Heap limit of each process in MiB (`--max-old-space-size`). */
  maxOldSpaceMb: number
  /** Variables added to the processes' environment. */
  env?: Record<string, string>
}

export interface ProcessJobControl {
  /** Aborts the job (kills its process); the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** `Date.now()` value after which the job's process is killed and the promise rejects with `onDeadline()`. */
  deadline?: number | undefined
}

export interface ProcessPool<Request, Result> {
  /** Runs `request` on an idle process (a new one when none is idle): callers bound the concurrency. */
  run(request: Request, control?: ProcessJobControl, onDeadline?: () => Error): Promise<Result>
  /** Processes started so far (replacements included). */
  started(): number
  /** Processes stopped because their job passed its deadline, was aborted, or their process died. */
  terminated(): number
  /** Starts processes until `count` are alive, and waits until they have loaded their modules. */
  warm(count: number): Promise<void>
  /** Kills every process; jobs still running reject. */
  close(): Promise<void>
}

/** A worker process died while running a job (out of memory, a V8 fatal error, a native crash, a signal). */
export class WorkerCrashError extends Error {
  override name = 'WorkerCrashError'
  /** The process ran out of memory (V8 heap limit or an allocation V8 refused). */
  readonly outOfMemory: boolean
  constructor(message: string, outOfMemory: boolean) {
    super(message)
    this.outOfMemory = outOfMemory
  }
}

interface Pending<Result> {
  id: number
  resolve: (result: Result) => void
  reject: (reason: unknown) => void
}

interface Worker<Result> {
  child: ChildProcess
  pending?: Pending<Result> | undefined
  ready: Promise<void>
  /** The end of what the process wrote to stderr: V8 names the fatal error there. */
  stderrTail: string
  killed: boolean
}

/** What a worker sends: `{ready: true}` once loaded, then `{id, result}` per job. */
export type WorkerMessage<Result> = { ready: true } | { id: number; result: Result }

const STDERR_TAIL_CHARS = 4096
const OUT_OF_MEMORY = /heap out of memory|invalid size error|invalid array length|Array buffer allocation failed|OutOfMemory|Cannot allocate memory|std::bad_alloc/i

export function createProcessPool<Request, Result>(options: ProcessPoolOptions): ProcessPool<Request, Result> {
  const idle: Worker<Result>[] = []
  const all = new Set<Worker<Result>>()
  let nextId = 1
  let started = 0
  let terminated = 0

  function spawn(): Worker<Result> {
    const child = fork(fileURLToPath(options.entry), [], {
      execArgv: [...(options.entry.pathname.endsWith('.ts') ? ['--import', 'tsx'] : []), `--max-old-space-size=${options.maxOldSpaceMb}`],
      serialization: 'advanced',
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    started++
    let markReady = (): void => undefined
    const worker: Worker<Result> = { child, ready: new Promise<void>((resolve) => (markReady = resolve)), stderrTail: '', killed: false }
    all.add(worker)
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (text: string) => {
      worker.stderrTail = (worker.stderrTail + text).slice(-STDERR_TAIL_CHARS)
    })
    child.on('message', (message: WorkerMessage<Result>) => {
      if ('ready' in message) return markReady()
      const pending = worker.pending
      if (pending === undefined || pending.id !== message.id) return
      worker.pending = undefined
      pending.resolve(message.result)
    })
    // A process that could not start emits 'error' and never 'exit': its job fails with the reason.
    child.on('error', (error) => {
      if (child.pid !== undefined) return // a running process's failed send also ends in 'exit'
      all.delete(worker)
      markReady()
      const pending = worker.pending
      worker.pending = undefined
      pending?.reject(new WorkerCrashError(`its worker process could not start (${error.message})`, false))
    })
    child.on('exit', (code, signal) => {
      markReady()
      all.delete(worker)
      const index = idle.indexOf(worker)
      if (index !== -1) idle.splice(index, 1)
      const pending = worker.pending
      worker.pending = undefined
      if (pending === undefined) return
      // stderr may still hold the fatal message: read what is left before describing the death
      const describe = (): void => {
        if (!worker.killed) terminated++
        pending.reject(crashError(code, signal, worker.stderrTail, options.maxOldSpaceMb))
      }
      if (child.stderr === null || child.stderr.readableEnded) describe()
      else child.stderr.once('end', describe)
    })
    return worker
  }

  function kill(worker: Worker<Result>): void {
    all.delete(worker)
    worker.killed = true
    terminated++
    worker.child.kill('SIGKILL')
  }

  function run(request: Request, control: ProcessJobControl = {}, onDeadline = (): Error => new Error('time limit reached')): Promise<Result> {
    control.signal?.throwIfAborted()
    const worker = idle.pop() ?? spawn()
    const id = nextId++
    return new Promise<Result>((resolve, reject) => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const onAbort = (): void => finish(() => reject(control.signal?.reason), true)
      const finish = (settle: () => void, stop: boolean): void => {
        if (timer !== undefined) clearTimeout(timer)
        control.signal?.removeEventListener('abort', onAbort)
        worker.pending = undefined
        if (stop) kill(worker)
        else if (all.has(worker)) idle.push(worker)
        settle()
      }
      worker.pending = {
        id,
        resolve: (result) => finish(() => resolve(result), false),
        reject: (reason) => finish(() => reject(reason), false),
      }
      if (control.deadline !== undefined) {
        timer = setTimeout(() => finish(() => reject(onDeadline()), true), Math.max(0, control.deadline - Date.now()))
      }
      control.signal?.addEventListener('abort', onAbort, { once: true })
      worker.child.send({ id, request })
    })
  }

  return {
    run,
    started: () => started,
    terminated: () => terminated,
    warm: async (count: number) => {
      while (all.size < count) idle.push(spawn())
      await Promise.all([...all].map((worker) => worker.ready))
    },
    close: async () => {
      const workers = [...all]
      all.clear()
      idle.length = 0
      await Promise.all(
        workers.map(
          (worker) =>
            new Promise<void>((resolve) => {
              if (worker.child.exitCode !== null || worker.child.signalCode !== null) return resolve()
              worker.child.once('exit', () => resolve())
              worker.killed = true
              worker.child.kill('SIGKILL')
            }),
        ),
      )
    },
  }
}

/**
 * The error for a process that died under a job. Its message completes "the document could not be
 * partitioned: …", naming out-of-memory deaths and the heap limit; callers add how to raise the limit.
 */
function crashError(code: number | null, signal: NodeJS.Signals | null, stderr: string, maxOldSpaceMb: number): WorkerCrashError {
  const fatal = /FATAL ERROR: ([^\n]*)|Fatal JavaScript ([^\n]*)/.exec(stderr)
  const said = (fatal?.[1] ?? fatal?.[2])?.trim()
  if (OUT_OF_MEMORY.test(stderr)) {
    return new WorkerCrashError(`its worker process ran out of memory (${said ?? 'heap limit'}; limit ${maxOldSpaceMb} MiB)`, true)
  }
  const how = signal !== null ? `signal ${signal}` : `exit code ${code}`
  return new WorkerCrashError(`its worker process stopped (${how}${said === undefined ? '' : `: ${said}`})`, false)
}
