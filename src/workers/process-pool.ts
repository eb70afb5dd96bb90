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
import { setPriority } from 'node:os'
import { fileURLToPath } from 'node:url'
import { processTreeRss } from '../node/process-tree-rss.js'

export interface ProcessPoolOptions {
  /** The worker module (a file URL); a `.ts` entry runs through tsx (tests, scripts from the sources). */
  entry: URL
  /** Heap limit of each process in MiB (`--max-old-space-size`). */
  maxOldSpaceMb: number
  /** More Node/V8 flags for the processes (`--max-semi-space-size=32`, …). */
  execArgv?: readonly string[]
  /** Variables added to the processes' environment. */
  env?: Record<string, string>
  /** Scheduling niceness of the processes (0–19; higher yields the CPU to others). Default: the parent's. */
  niceness?: number
  /**
   * A process whose resident memory (with its children) is above this many MiB after a job is replaced
   * rather than reused: V8 and the allocator keep what a large document grew, and idle processes holding
   * it would eat a memory budget. Default: never.
   */
  recycleAboveMb?: number
  /** Processes kept started: one that ends (crash, deadline, recycling) is replaced at once. Default 0 (started on demand). */
  keepWarm?: number
}

/** A job running on a process: what `busy()` lists, for a supervisor that watches memory. */
export interface BusyProcess<Tag> {
  pid: number
  /** What the caller passed with the job (`run`'s `tag`). */
  tag: Tag | undefined
}

export interface ProcessJobControl {
  /** Aborts the job (kills its process); the promise rejects with the signal's reason. */
  signal?: AbortSignal | undefined
  /** `Date.now()` value after which the job's process is killed and the promise rejects with `onDeadline()`. */
  deadline?: number | undefined
}

export interface ProcessPool<Request, Result, Tag = unknown> {
  /** Runs `request` on an idle process (a new one when none is idle): callers bound the concurrency. */
  run(request: Request, control?: ProcessJobControl, onDeadline?: () => Error, tag?: Tag): Promise<Result>
  /** The processes running a job, with the job's tag. */
  busy(): BusyProcess<Tag>[]
  /** Kills the process `pid` if it runs a job; the job rejects with `reason`. Answers whether it did. */
  stop(pid: number, reason: Error): boolean
  /** Processes alive (idle or busy). */
  pids(): number[]
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
  constructor(
    message: string,
    /** The process ran out of memory (V8 heap limit or an allocation V8 refused). */
    readonly outOfMemory: boolean,
  ) {
    super(message)
  }
}

interface Pending<Result> {
  id: number
  resolve: (result: Result) => void
  reject: (reason: unknown) => void
}

interface Worker<Result, Tag> {
  child: ChildProcess
  pending?: Pending<Result> | undefined
  tag?: Tag | undefined
  /** Set while a job runs: rejects it and kills the process (deadline, abort, `stop`). */
  interrupt?: ((reason: unknown) => void) | undefined
  ready: Promise<void>
  /** The end of what the process wrote to stderr: V8 names the fatal error there. */
  stderrTail: string
  /** V8's "FATAL ERROR: …" line, kept once seen: a deep native stack after it can push it out of the tail. */
  fatalLine?: string | undefined
  killed: boolean
}

/** What a worker sends: `{ready: true}` once loaded, then `{id, result}` per job. */
export type WorkerMessage<Result> = { ready: true } | { id: number; result: Result }

const STDERR_TAIL_CHARS = 4096
/** A whole fatal-error line as V8 writes it to stderr. */
const FATAL_LINE = /(?:FATAL ERROR: |Fatal JavaScript )[^\n]*\n/
const OUT_OF_MEMORY =
  /heap out of memory|invalid size error|invalid array length|Array buffer allocation failed|OutOfMemory|Cannot allocate memory|std::bad_alloc/i

export function createProcessPool<Request, Result, Tag = unknown>(options: ProcessPoolOptions): ProcessPool<Request, Result, Tag> {
  const idle: Worker<Result, Tag>[] = []
  const all = new Set<Worker<Result, Tag>>()
  let nextId = 1
  let started = 0
  let terminated = 0

  function spawn(): Worker<Result, Tag> {
    const child = fork(fileURLToPath(options.entry), [], {
      execArgv: [
        ...(options.entry.pathname.endsWith('.ts') ? ['--import', 'tsx'] : []),
        `--max-old-space-size=${options.maxOldSpaceMb}`,
        ...(options.execArgv ?? []),
      ],
      serialization: 'advanced',
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    })
    started++
    if (options.niceness !== undefined && child.pid !== undefined) {
      try {
        setPriority(child.pid, options.niceness)
      } catch {
        // not permitted here: the process runs at the parent's priority
      }
    }
    let markReady = (): void => undefined
    const worker: Worker<Result, Tag> = { child, ready: new Promise<void>((resolve) => (markReady = resolve)), stderrTail: '', killed: false }
    all.add(worker)
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (text: string) => {
      const joined = worker.stderrTail + text
      worker.fatalLine ??= FATAL_LINE.exec(joined)?.[0]
      worker.stderrTail = joined.slice(-STDERR_TAIL_CHARS)
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
      replenish()
      const pending = worker.pending
      worker.pending = undefined
      if (pending === undefined) return
      // stderr may still hold the fatal message: read what is left before describing the death
      const describe = (): void => {
        if (!worker.killed) terminated++
        const { fatalLine, stderrTail } = worker
        const stderr = fatalLine !== undefined && !stderrTail.includes(fatalLine) ? fatalLine + stderrTail : stderrTail
        pending.reject(crashError(code, signal, stderr, options.maxOldSpaceMb))
      }
      if (child.stderr === null || child.stderr.readableEnded) describe()
      else child.stderr.once('end', describe)
    })
    return worker
  }

  function kill(worker: Worker<Result, Tag>): void {
    all.delete(worker)
    worker.killed = true
    terminated++
    worker.child.kill('SIGKILL')
  }

  // keepWarm: start replacements for processes that ended (never while closing)
  let closed = false
  function replenish(): void {
    while (!closed && all.size < (options.keepWarm ?? 0)) idle.push(spawn())
  }

  /** After a job: a process that kept too much memory is replaced instead of reused. */
  function keptTooMuch(worker: Worker<Result, Tag>): boolean {
    if (options.recycleAboveMb === undefined || worker.child.pid === undefined) return false
    const rss = processTreeRss(worker.child.pid)?.total
    return rss !== undefined && rss > options.recycleAboveMb * 1024 * 1024
  }

  function run(
    request: Request,
    control: ProcessJobControl = {},
    onDeadline = (): Error => new Error('time limit reached'),
    tag?: Tag,
  ): Promise<Result> {
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
        worker.tag = undefined
        worker.interrupt = undefined
        if (stop || (all.has(worker) && keptTooMuch(worker))) {
          kill(worker)
          replenish()
        } else if (all.has(worker)) idle.push(worker)
        settle()
      }
      worker.tag = tag
      worker.interrupt = (reason) => finish(() => reject(reason), true)
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
    busy: () =>
      [...all].flatMap((worker) =>
        worker.pending === undefined || worker.child.pid === undefined ? [] : [{ pid: worker.child.pid, tag: worker.tag }],
      ),
    stop: (pid, reason) => {
      const worker = [...all].find((candidate) => candidate.child.pid === pid)
      if (worker?.interrupt === undefined) return false
      worker.interrupt(reason)
      return true
    },
    pids: () => [...all].flatMap((worker) => (worker.child.pid === undefined ? [] : [worker.child.pid])),
    started: () => started,
    terminated: () => terminated,
    warm: async (count: number) => {
      while (!closed && all.size < count) idle.push(spawn())
      await Promise.all([...all].map((worker) => worker.ready))
    },
    close: async () => {
      closed = true
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
