/**
 * @module platform/job-runner
 * Runs workflows as jobs: SCHEDULED → IN_PROGRESS → COMPLETED | FAILED | STOPPED. A job snapshots the
 * workflow's nodes and connectors, lists the source, and runs each file through the nodes (partition, then
 * chunk/embed/prompter) and into the destination, several files at once. Per file it records progress and
 * the output of every node, so:
 * - one bad file does not fail the rest (the job COMPLETES and lists it in failed files); a job fails when
 *   it cannot run at all (no source, bad nodes) or when every file failed;
 * - `cancel` stops scheduling files and aborts those in flight (also when another process cancels: the
 *   status is re-read between files);
 * - `recover()` at start-up resumes jobs whose process died (their owner `<host>:<pid>` is gone): files
 *   already written are kept and not redone; with `recovery: 'fail'` they are marked FAILED with a reason;
 * - a file this workflow already processed in an earlier job, unchanged (size and mtime), is skipped unless
 *   the workflow has `reprocess_all`.
 */
import { hostname } from 'node:os'
import { basename } from 'node:path'
import type { Element } from '../elements/types.js'
import { partitionResolved } from '../partition.js'
import { elementsToJson } from '../serialize/elements-to-json.js'
import { ConnectorUnavailableError, destinationConfig, localSourceConfig } from './connector-config.js'
import { openDestination } from './destination-writer.js'
import type { DestinationWriter } from './destination-writer.js'
import { isoDuration } from './iso-duration.js'
import { fingerprintOf, listSourceFiles, readSourceFile } from './local-source.js'
import type { SourceFile } from './local-source.js'
import { compileSteps, WorkflowNodeError } from './node-steps.js'
import type { CompiledSteps, NodeProviders, PartitionFile } from './node-steps.js'
import type { JobRecord, PlatformStore } from './platform-store.js'
import type { WorkflowJobType } from './platform-types.js'

export interface JobRunnerOptions {
  store: PlatformStore
  /** How a file is partitioned; default `partitionResolved` on this thread (pass a worker pool's). */
  partitionFile?: PartitionFile
  /** Files processed at the same time within a job. Default 4. */
  concurrency?: number
  /** Local implementations of embed/prompter node subtypes. */
  providers?: NodeProviders
  /** What to do at start-up with a job whose process died: resume it (default) or mark it FAILED. */
  recovery?: 'resume' | 'fail'
  /** Who this process is, as stored on the jobs it runs. Default `<hostname>:<pid>`. */
  owner?: string
  /** Whether the process that owns a job is still running. Default: same host and the pid answers. */
  isOwnerAlive?: (owner: string) => boolean
}

export interface FileProgress {
  jobId: string
  fileId: string
  /** Files finished (success, failure or skipped) out of `total`. */
  done: number
  total: number
  outcome: 'success' | 'failure' | 'skipped'
}

export interface JobRunner {
  /** Creates a SCHEDULED job for the workflow and starts it in the background; undefined for an unknown workflow. */
  runWorkflow(workflowId: string, options?: { jobType?: WorkflowJobType; start?: boolean }): JobRecord | undefined
  /** Runs (or resumes) a job to its end; resolves with the final record. Runs once per job at a time. */
  execute(jobId: string, options?: { onFile?: (progress: FileProgress) => void }): Promise<JobRecord>
  /** Stops a SCHEDULED or IN_PROGRESS job (STOPPED); returns the record, undefined for an unknown id. */
  cancel(jobId: string): JobRecord | undefined
  /** Resumes (or fails) the jobs a dead process left SCHEDULED or IN_PROGRESS; returns their ids. */
  recover(): string[]
  /** Resolves when every job this runner started has ended. */
  idle(): Promise<void>
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const store = options.store
  const owner = options.owner ?? `${hostname()}:${globalThis.process.pid}`
  const isOwnerAlive = options.isOwnerAlive ?? defaultOwnerAlive
  const partitionFile: PartitionFile = options.partitionFile ?? inlinePartition
  const concurrency = Math.max(1, options.concurrency ?? 4)
  const running = new Map<string, { controller: AbortController; done: Promise<JobRecord> }>()

  function runWorkflow(workflowId: string, run: { jobType?: WorkflowJobType; start?: boolean } = {}): JobRecord | undefined {
    const workflow = store.getWorkflow(workflowId)
    if (workflow === undefined) return undefined
    const source = workflow.source_id === null ? null : (store.getConnector('source', workflow.source_id) ?? null)
    const destination = workflow.destination_id === null ? null : (store.getConnector('destination', workflow.destination_id) ?? null)
    const job = store.createJob(workflow, run.jobType ?? 'ephemeral', { source, destination })
    store.updateJob(job.id, { owner })
    if (run.start !== false) void execute(job.id).catch(() => undefined)
    return store.getJob(job.id)
  }

  function execute(jobId: string, run: { onFile?: (progress: FileProgress) => void } = {}): Promise<JobRecord> {
    const active = running.get(jobId)
    if (active !== undefined) return active.done
    const controller = new AbortController()
    const done = executeJob(jobId, controller, run.onFile).finally(() => running.delete(jobId))
    running.set(jobId, { controller, done })
    return done
  }

  async function executeJob(jobId: string, controller: AbortController, onFile?: (progress: FileProgress) => void): Promise<JobRecord> {
    const job = store.getJob(jobId)
    if (job === undefined) throw new Error(`Job ${jobId} not found.`)
    const startedAt = job.started_at ?? store.now()
    if (!store.transitionJob(jobId, ['SCHEDULED', 'IN_PROGRESS'], { status: 'IN_PROGRESS', started_at: startedAt, owner })) {
      return store.getJob(jobId)!
    }
    const finish = (status: 'COMPLETED' | 'FAILED', message: string | null): JobRecord => {
      store.transitionJob(jobId, ['IN_PROGRESS'], {
        status,
        message,
        finished_at: store.now(),
        runtime: isoDuration(Date.parse(store.now()) - Date.parse(startedAt)),
        owner: null,
      })
      return store.getJob(jobId)!
    }
    let steps: CompiledSteps
    let files: SourceFile[]
    let writer: DestinationWriter
    try {
      if (job.source === null) throw new WorkflowNodeError('The workflow has no source connector; set source_id.')
      if (job.destination === null) throw new WorkflowNodeError('The workflow has no destination connector; set destination_id.')
      steps = compileSteps(job.nodes, options.providers)
      const sourceConfig = localSourceConfig(job.source)
      writer = openDestination(destinationConfig(job.destination))
      files = await listSourceFiles(sourceConfig)
    } catch (error) {
      return finish('FAILED', reasonOf(error))
    }
    store.setJobFiles(
      jobId,
      files.map((file) => file.fileId),
    )
    const states = new Map(store.jobFiles(jobId).map((row) => [row.file_id, row]))
    const total = files.length
    let finished = 0
    let failures = 0
    const report = (fileId: string, outcome: FileProgress['outcome']): void => {
      finished++
      if (outcome === 'failure') failures++
      onFile?.({ jobId, fileId, done: finished, total, outcome })
    }
    const queue: SourceFile[] = []
    for (const file of files) {
      const state = states.get(file.fileId)
      // resumed job: what was finished stays finished
      if (state?.status === 'success' || state?.status === 'skipped') report(file.fileId, state.status)
      else if (state?.status === 'failure') report(file.fileId, 'failure')
      else if (
        !job.reprocess_all &&
        store.processedFingerprint(job.workflow_id, file.fileId) === fingerprintOf(file) &&
        state?.status !== 'in_progress'
      ) {
        store.updateJobFile(jobId, file.fileId, { status: 'skipped' })
        report(file.fileId, 'skipped')
      } else queue.push(file)
    }

    const processFile = async (file: SourceFile): Promise<void> => {
      const signal = controller.signal
      store.updateJobFile(jobId, file.fileId, { status: 'in_progress', nodes_done: 0, error: null })
      const outputs: { node_id: string; elements: string }[] = []
      let nodesDone = 0
      try {
        const bytes = await readSourceFile(file)
        let elements: Element[] = await partitionFile({
          bytes,
          filename: basename(file.fileId),
          options: steps.partition.options,
          signal,
        })
        outputs.push({ node_id: steps.partition.node.id, elements: elementsToJson(elements) })
        store.updateJobFile(jobId, file.fileId, { nodes_done: ++nodesDone })
        for (const step of steps.rest) {
          signal.throwIfAborted()
          elements = await step.run(elements, signal)
          outputs.push({ node_id: step.node.id, elements: elementsToJson(elements) })
          store.updateJobFile(jobId, file.fileId, { nodes_done: ++nodesDone })
        }
        signal.throwIfAborted()
        await writer.write(file.fileId, elements)
        store.completeJobFile(job, file.fileId, outputs, fingerprintOf(file))
        report(file.fileId, 'success')
      } catch (error) {
        if (signal.aborted) {
          store.updateJobFile(jobId, file.fileId, { status: 'ready', nodes_done: 0 })
          return
        }
        store.updateJobFile(jobId, file.fileId, { status: 'failure', nodes_done: nodesDone, error: reasonOf(error) })
        report(file.fileId, 'failure')
      }
    }

    let next = 0
    const worker = async (): Promise<void> => {
      while (next < queue.length && !controller.signal.aborted) {
        if (store.getJob(jobId)?.status !== 'IN_PROGRESS') {
          controller.abort(new Error('The job was stopped.'))
          break
        }
        await processFile(queue[next++]!)
      }
    }
    try {
      await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, queue.length)) }, worker))
    } finally {
      writer.close()
    }
    if (controller.signal.aborted) return store.getJob(jobId)!
    if (total > 0 && failures === total) return finish('FAILED', `All ${total} files failed; see the job's failed files.`)
    return finish('COMPLETED', failures > 0 ? `${failures} of ${total} files failed; see the job's failed files.` : null)
  }

  function cancel(jobId: string): JobRecord | undefined {
    const job = store.getJob(jobId)
    if (job === undefined) return undefined
    const stopped = store.transitionJob(jobId, ['SCHEDULED', 'IN_PROGRESS'], {
      status: 'STOPPED',
      message: 'The job was cancelled.',
      finished_at: store.now(),
      runtime: job.started_at === null ? null : isoDuration(Date.parse(store.now()) - Date.parse(job.started_at)),
      owner: null,
    })
    if (stopped) running.get(jobId)?.controller.abort(new Error('The job was cancelled.'))
    return store.getJob(jobId)
  }

  function recover(): string[] {
    const orphans = store
      .jobsInStatus(['SCHEDULED', 'IN_PROGRESS'])
      .filter((job) => !running.has(job.id) && (job.owner === null || job.owner === owner || !isOwnerAlive(job.owner)))
    for (const job of orphans) {
      if (options.recovery === 'fail') {
        const files = store.jobFiles(job.id)
        const done = files.filter((file) => file.status === 'success' || file.status === 'skipped').length
        store.transitionJob(job.id, ['SCHEDULED', 'IN_PROGRESS'], {
          status: 'FAILED',
          message: `The process running this job (${job.owner ?? 'unknown'}) stopped before it finished; ${done} of ${files.length} files were written and are kept. Run the workflow again to finish.`,
          finished_at: store.now(),
          owner: null,
        })
      } else {
        store.updateJob(job.id, { owner })
        void execute(job.id).catch(() => undefined)
      }
    }
    return orphans.map((job) => job.id)
  }

  async function idle(): Promise<void> {
    while (running.size > 0) await Promise.allSettled([...running.values()].map((entry) => entry.done))
  }

  return { runWorkflow, execute, cancel, recover, idle }
}

const inlinePartition: PartitionFile = ({ bytes, filename, options, signal }) => partitionResolved(bytes, { ...options, filename, signal })

function defaultOwnerAlive(owner: string): boolean {
  const [host, pid] = owner.split(':')
  if (host !== hostname()) return true
  try {
    globalThis.process.kill(Number(pid), 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'
  }
}

function reasonOf(error: unknown): string {
  if (error instanceof WorkflowNodeError || error instanceof ConnectorUnavailableError) return error.message
  const code = (error as { code?: unknown } | null)?.code
  const path = (error as { path?: unknown } | null)?.path
  if (code === 'ENOENT' && typeof path === 'string') return `${path} does not exist.`
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error)
}
