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
  for (const [name, option, convert] of NUMBER_SETTINGS) {
    const value = number(env, name)
    if (value !== undefined) options[option] = convert(value)
  }
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

/** The options whose value is a number. */
type NumberOption = { [K in keyof ServerOptions]-?: ServerOptions[K] extends number | undefined ? K : never }[keyof ServerOptions]

const asIs = (value: number): number => value
const MIB = 1024 * 1024

/** The numeric variables: the option each sets, and how the number read becomes the option's value (whole MiB, bytes, ms). */
const NUMBER_SETTINGS: readonly (readonly [string, NumberOption, (value: number) => number])[] = [
  ['UNSTRUCTURED_MEMORY_FREE_MINIMUM_MB', 'memoryFreeMinimumMb', Math.round],
  ['DOCPARTS_MAX_UPLOAD_MB', 'maxUploadBytes', (mb) => Math.round(mb * MIB)],
  ['DOCPARTS_TIMEOUT_SECONDS', 'timeoutMs', (seconds) => Math.round(seconds * 1000)],
  ['DOCPARTS_WORKERS', 'workers', asIs],
  ['DOCPARTS_WORKER_MEMORY_MB', 'workerMemoryMb', Math.round],
  ['DOCPARTS_MAX_CONCURRENCY', 'maxConcurrency', asIs],
  ['DOCPARTS_MAX_QUEUE', 'maxQueue', asIs],
  ['DOCPARTS_MEMORY_BUDGET_MB', 'memoryBudgetMb', Math.round],
  ['DOCPARTS_SMALL_WORKERS', 'smallWorkers', asIs],
]

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
