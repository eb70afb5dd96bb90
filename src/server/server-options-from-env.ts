/**
 * @module server/server-options-from-env
 * The server's configuration from environment variables (the node-side config `docparts serve` uses).
 * Upstream's names are honoured so an existing deployment keeps working (api §1.10).
 */
import type { ServerOptions } from './server-options.js'
import { limitsFromEnv } from '../options/limit-settings.js'

/**
 * - `DOCPARTS_API_KEY`, else `UNSTRUCTURED_API_KEY`: the API key clients must send.
 * - `UNSTRUCTURED_MEMORY_FREE_MINIMUM_MB`: 503 when available memory is at or below it.
 * - `DOCPARTS_MAX_UPLOAD_MB`: upload limit in MiB. `DOCPARTS_TIMEOUT_SECONDS`: time limit per request.
 * - `DOCPARTS_WORKERS`, `DOCPARTS_WORKER_MEMORY_MB`, `DOCPARTS_MAX_CONCURRENCY`, `DOCPARTS_MAX_QUEUE`: see ServerOptions.
 * - `DOCPARTS_MEMORY_BUDGET_MB` (0: off), `DOCPARTS_OVER_BUDGET` (`wait` or `refuse`), `DOCPARTS_SMALL_WORKERS`: see ServerOptions.
 * - `DOCPARTS_MAX_STREAM_BYTES`, … (one per per-document limit, options/limit-settings): `limits`.
 * Throws a `RangeError` naming the variable when a number cannot be read.
 */
export function serverOptionsFromEnv(env: Readonly<Record<string, string | undefined>>): ServerOptions {
  const options: ServerOptions = {}
  const apiKey = nonEmpty(env.DOCPARTS_API_KEY) ?? nonEmpty(env.UNSTRUCTURED_API_KEY)
  if (apiKey !== undefined) options.apiKey = apiKey
  const memory = number(env, 'UNSTRUCTURED_MEMORY_FREE_MINIMUM_MB')
  if (memory !== undefined) options.memoryFreeMinimumMb = Math.round(memory)
  const upload = number(env, 'DOCPARTS_MAX_UPLOAD_MB')
  if (upload !== undefined) options.maxUploadBytes = Math.round(upload * 1024 * 1024)
  const timeout = number(env, 'DOCPARTS_TIMEOUT_SECONDS')
  if (timeout !== undefined) options.timeoutMs = Math.round(timeout * 1000)
  const workers = number(env, 'DOCPARTS_WORKERS')
  if (workers !== undefined) options.workers = workers
  const workerMemory = number(env, 'DOCPARTS_WORKER_MEMORY_MB')
  if (workerMemory !== undefined) options.workerMemoryMb = Math.round(workerMemory)
  const concurrency = number(env, 'DOCPARTS_MAX_CONCURRENCY')
  if (concurrency !== undefined) options.maxConcurrency = concurrency
  const queue = number(env, 'DOCPARTS_MAX_QUEUE')
  if (queue !== undefined) options.maxQueue = queue
  const budget = number(env, 'DOCPARTS_MEMORY_BUDGET_MB')
  if (budget !== undefined) options.memoryBudgetMb = Math.round(budget)
  const smallWorkers = number(env, 'DOCPARTS_SMALL_WORKERS')
  if (smallWorkers !== undefined) options.smallWorkers = smallWorkers
  const overBudget = nonEmpty(env.DOCPARTS_OVER_BUDGET?.trim())
  if (overBudget !== undefined) {
    if (overBudget !== 'wait' && overBudget !== 'refuse') {
      throw new RangeError(`Environment variable DOCPARTS_OVER_BUDGET must be 'wait' or 'refuse'; got '${overBudget}'.`)
    }
    options.overBudget = overBudget
  }
  const limits = limitsFromEnv(env)
  if (Object.keys(limits).length > 0) options.limits = limits
  return options
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value
}

function number(env: Readonly<Record<string, string | undefined>>, name: string): number | undefined {
  const raw = nonEmpty(env[name]?.trim())
  if (raw === undefined) return undefined
  const value = Number(raw)
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`Environment variable ${name} must be a number of 0 or more; got '${raw}'.`)
  }
  return value
}
