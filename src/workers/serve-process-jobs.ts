/**
 * @module workers/serve-process-jobs
 * The child side of ./process-pool.ts: answers each `{id, request}` from the parent with
 * `{id, result}`, one job at a time, after saying `{ready: true}` once its modules are loaded. The
 * handler must not throw (it turns failures into its result type); anything that escapes ends this
 * process, which the pool reports as a `WorkerCrashError` for that job only.
 */
import type { WorkerMessage } from './process-pool.js'

export function serveProcessJobs<Request, Result>(handle: (request: Request) => Promise<Result>): void {
  const send = process.send?.bind(process)
  if (send === undefined) throw new Error('serveProcessJobs runs only in a process started by the process pool (no IPC channel).')
  process.on('message', (message: { id: number; request: Request }) => {
    void handle(message.request).then((result) => send({ id: message.id, result } satisfies WorkerMessage<Result>))
  })
  // the parent going away (killed, crashed) must not leave this process behind
  process.on('disconnect', () => process.exit(0))
  send({ ready: true } satisfies WorkerMessage<Result>)
}
