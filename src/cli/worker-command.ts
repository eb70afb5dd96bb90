/**
 * @module cli/worker-command
 * `docparts worker --redis redis://HOST:PORT [--concurrency N] [--worker-memory-mb MB] [--lock-seconds S]`:
 * a queue worker for `docparts partition … --queue` and the platform's queue dispatch. The queue code
 * (bullmq, ioredis) is loaded here, on demand, never by the other commands.
 */
import { availableParallelism } from 'node:os'
import { EXIT_OK } from '../batch/exit-code.js'
import { UsageError } from './parse-args.js'
import { DEFAULT_BATCH_WORKER_MEMORY_MB } from './partition-command.js'

export const WORKER_SWITCHES = ['redis', 'concurrency', 'worker-memory-mb', 'lock-seconds'] as const

export const WORKER_USAGE = 'Usage: docparts worker --redis redis://HOST:PORT [--concurrency N] [--worker-memory-mb MB] [--lock-seconds 30]'

/** Seconds a job stays locked to a worker that stopped answering before another worker takes it. */
export const DEFAULT_LOCK_SECONDS = 30

export async function runWorkerCommand(input: { switches: Readonly<Record<string, string>>; stderr: (text: string) => void }): Promise<number> {
  const redisUrl = input.switches.redis
  if (redisUrl === undefined) throw new UsageError(`docparts worker needs --redis redis://HOST:PORT. ${WORKER_USAGE}`)
  const { runQueueWorker } = await import('../queue/run-queue-worker.js')
  await runQueueWorker({
    redisUrl,
    concurrency: count(input.switches, 'concurrency', availableParallelism(), 1),
    memoryMb: count(input.switches, 'worker-memory-mb', DEFAULT_BATCH_WORKER_MEMORY_MB, 64),
    lockSeconds: count(input.switches, 'lock-seconds', DEFAULT_LOCK_SECONDS, 1),
    stderr: input.stderr,
  })
  return EXIT_OK
}

function count(switches: Readonly<Record<string, string>>, name: string, fallback: number, minimum: number): number {
  const raw = switches[name]
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < minimum) throw new UsageError(`--${name} must be a whole number of at least ${minimum}; got '${raw}'.`)
  return value
}
