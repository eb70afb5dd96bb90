/**
 * @module cli/serve-command
 * `docparts serve [--port 8000] [--host 127.0.0.1] [--workers N] [--timeout SECONDS] [--memory-budget-mb MB]
 * [--over-budget wait|refuse] [--small-workers N] [--max-stream-bytes N …]`: the partition API
 * (src/server) on a port, configured from the environment (DOCPARTS_API_KEY / UNSTRUCTURED_API_KEY,
 * UNSTRUCTURED_MEMORY_FREE_MINIMUM_MB, DOCPARTS_MAX_UPLOAD_MB, DOCPARTS_TIMEOUT_SECONDS, DOCPARTS_WORKERS, …)
 * and the switches, logging each request as JSON lines (pino) on stdout. SIGTERM or SIGINT stops accepting
 * connections, lets the requests in flight finish, then exits 0.
 */
import { createServer } from '../server/create-server.js'
import type { ServerState } from '../server/create-server.js'
import { serverOptionsFromEnv } from '../server/server-options-from-env.js'
import type { ServerOptions } from '../server/server-options.js'
import { EXIT_OK } from '../batch/exit-code.js'
import { UsageError } from './parse-args.js'
import { LIMIT_FLAGS, limitsFromFlags } from '../options/limit-settings.js'

export const SERVE_SWITCHES = [
  'port',
  'host',
  'workers',
  'timeout',
  'log-level',
  'data-dir',
  'queue',
  'memory-budget-mb',
  'over-budget',
  'small-workers',
  ...LIMIT_FLAGS,
]

export interface ServeCommandInput {
  /** The serve switches given (`port`, `host`, `workers`, `timeout`, `log-level`), as strings. */
  switches: Readonly<Record<string, string>>
  env: Readonly<Record<string, string | undefined>>
  stderr: (text: string) => void
  /** Where shutdown signals come from (default: the process). */
  onSignal?: (signal: 'SIGTERM' | 'SIGINT', handler: () => void) => void
  /** Called once the server listens, with its address and state (tests use them). */
  onListening?: (address: string, state: ServerState) => void
}

/** Serves until SIGTERM/SIGINT; resolves with the exit code once every request in flight is answered. */
export async function runServeCommand(input: ServeCommandInput): Promise<number> {
  const port = wholeNumber(input.switches.port ?? input.env.PORT ?? '8000', '--port')
  const host = input.switches.host ?? input.env.HOST ?? '127.0.0.1'
  const options: ServerOptions = { ...serverOptionsFromEnv(input.env), logLevel: input.switches['log-level'] ?? 'info' }
  if (input.switches.workers !== undefined) options.workers = wholeNumber(input.switches.workers, '--workers')
  if (input.switches.timeout !== undefined) options.timeoutMs = wholeNumber(input.switches.timeout, '--timeout') * 1000
  const budget = input.switches['memory-budget-mb']
  if (budget !== undefined) options.memoryBudgetMb = wholeNumber(budget, '--memory-budget-mb')
  // per-document limits: the flags over the environment's DOCPARTS_MAX_… variables
  const limits = { ...options.limits, ...limitsFromFlags(input.switches) }
  if (Object.keys(limits).length > 0) options.limits = limits
  const smallWorkers = input.switches['small-workers']
  if (smallWorkers !== undefined) options.smallWorkers = wholeNumber(smallWorkers, '--small-workers')
  const overBudget = input.switches['over-budget']
  if (overBudget !== undefined) {
    if (overBudget !== 'wait' && overBudget !== 'refuse') throw new UsageError(`--over-budget takes 'wait' or 'refuse'; got '${overBudget}'.`)
    options.overBudget = overBudget
  }
  // the Platform API (/api/v1) on the store in --data-dir (default: the user's data directory), schedules on
  // with --queue (or DOCPARTS_QUEUE), workflow files go to `docparts worker` processes through Redis
  options.platform = {
    dataDir: input.switches['data-dir'] ?? input.env.DOCPARTS_DATA_DIR,
    schedules: true,
    queue: input.switches.queue ?? input.env.DOCPARTS_QUEUE,
  }

  const app = createServer(options)
  const address = await app.listen({ port, host })
  input.stderr(`docparts: partition API on ${address}/general/v0/general (docs: ${address}/general/docs)\n`)
  input.onListening?.(address, app.docparts)
  const onSignal = input.onSignal ?? ((signal, handler) => process.once(signal, handler))
  await new Promise<void>((resolve) => {
    let closing = false
    const stop = (): void => {
      if (closing) return
      closing = true
      input.stderr('docparts: shutting down after the requests in flight…\n')
      void app.close().then(() => resolve())
    }
    onSignal('SIGTERM', stop)
    onSignal('SIGINT', stop)
  })
  return EXIT_OK
}

function wholeNumber(text: string, name: string): number {
  const value = Number(text)
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value)) {
    throw new UsageError(`${name} takes a whole number; got '${text}'.`)
  }
  return value
}
