/**
 * @module cli/platform-command
 * `docparts workflow …` and `docparts job …`: the Platform API's resources on the same SQLite store as
 * `docparts serve`, without a server (`--data-dir`, default the user's data directory, see
 * src/platform/default-data-dir.ts). Output is the API's JSON; `workflow run` runs the job in the
 * foreground with a progress bar on stderr and exits 0 when it COMPLETED, 1 otherwise.
 *
 *   docparts workflow create --name N --input-path DIR --output-dir DIR [--recursive] [--file-glob '*.pdf,*.md']
 *                            [--workflow-type custom] [--template-id basic] [--nodes JSON] [--schedule daily]
 *   docparts workflow list | get <id> | delete <id> | run <id> [--no-wait]
 *   docparts job list [--workflow-id ID] [--status S] | get <id> | details <id> | cancel <id>
 */
import { openPlatform } from '../platform/open-platform.js'
import type { Platform } from '../platform/open-platform.js'
import { readWorkflow } from '../platform/platform-requests.js'
import { jobInformation, workflowInformation } from '../platform/platform-store.js'
import { jobDetails } from '../platform/platform-routes.js'
import { findTemplate, TEMPLATE_OF_WORKFLOW_TYPE } from '../platform/templates.js'
import { parseUuid } from '../platform/uuid-parsing.js'
import { EXIT_FAILURE, EXIT_OK } from '../batch/exit-code.js'
import { UsageError } from './parse-args.js'
import type { ArgSpec } from './parse-args.js'
import { startProgress } from '../batch/progress-bar.js'
import type { Progress } from '../batch/progress-bar.js'

export const PLATFORM_ARG_SPEC: ArgSpec = {
  booleanFields: new Set(),
  knownFields: new Set(),
  valueSwitches: new Set([
    'data-dir',
    'name',
    'input-path',
    'output-dir',
    'file-glob',
    'workflow-type',
    'template-id',
    'nodes',
    'schedule',
    'workflow-id',
    'status',
    'workers',
  ]),
  flagSwitches: new Set(['help', 'recursive', 'no-wait', 'reprocess-all']),
}

export const PLATFORM_USAGE = `Usage:
  docparts workflow create --name N --input-path DIR --output-dir DIR [--recursive] [--file-glob '*.pdf,*.md']
                           [--workflow-type custom|basic|advanced|platinum] [--template-id basic] [--nodes JSON]
                           [--schedule daily] [--reprocess-all]
  docparts workflow list | get <id> | delete <id> | run <id> [--no-wait]
  docparts job list [--workflow-id ID] [--status STATUS] | get <id> | details <id> | cancel <id>
Every command takes --data-dir DIR (default: a docparts folder in your user data directory).`

export interface PlatformCommandInput {
  resource: 'workflow' | 'job'
  positionals: readonly string[]
  switches: Readonly<Record<string, string>>
  stdout: (text: string) => void
  stderr: (text: string) => void
  /** Show the progress bar (default: yes). */
  progress?: boolean
}

export async function runPlatformCommand(input: PlatformCommandInput): Promise<number> {
  const [action, id] = input.positionals
  if (action === undefined) throw new UsageError(PLATFORM_USAGE)
  const workers = input.switches.workers === undefined ? 0 : Number(input.switches.workers)
  // only a foreground run resumes jobs a dead process left (and waits for them); list/get stay instant
  const recover = input.resource === 'workflow' && action === 'run'
  const platform = openPlatform({ dataDir: input.switches['data-dir'], workers, recover })
  const print = (value: unknown): void => input.stdout(`${JSON.stringify(value, null, 2)}\n`)
  try {
    if (input.resource === 'workflow') return await workflowAction(platform, action, id, input, print)
    return jobAction(platform, action, id, input, print)
  } finally {
    await platform.close()
  }
}

async function workflowAction(
  platform: Platform,
  action: string,
  id: string | undefined,
  input: PlatformCommandInput,
  print: (value: unknown) => void,
): Promise<number> {
  const { store, runner } = platform
  const s = input.switches
  if (action === 'create') {
    if (s.name === undefined) throw new UsageError(`workflow create needs --name.\n${PLATFORM_USAGE}`)
    const source =
      s['input-path'] === undefined
        ? null
        : store.createConnector('source', {
            name: `${s.name} source`,
            type: 'local',
            config: {
              input_path: s['input-path'],
              recursive: s.recursive !== undefined,
              ...(s['file-glob'] === undefined ? {} : { file_glob: s['file-glob'] }),
            },
          })
    const destination =
      s['output-dir'] === undefined
        ? null
        : store.createConnector('destination', { name: `${s.name} destination`, type: 'local', config: { output_dir: s['output-dir'] } })
    const request = readWorkflow(
      {
        name: s.name,
        workflow_type: s['workflow-type'] ?? (s.nodes === undefined && s['template-id'] === undefined ? 'basic' : 'custom'),
        ...(s.schedule === undefined ? {} : { schedule: s.schedule }),
        ...(s.nodes === undefined ? {} : { workflow_nodes: JSON.parse(s.nodes) as unknown }),
        ...(s['template-id'] === undefined ? {} : { template_id: s['template-id'] }),
        reprocess_all: s['reprocess-all'] !== undefined,
      },
      'create',
    )
    const templateId = request.template_id ?? TEMPLATE_OF_WORKFLOW_TYPE[request.workflow_type!]
    const template = templateId === undefined ? undefined : findTemplate(templateId)
    if (templateId !== undefined && template === undefined) throw new UsageError(`Template ${templateId} not found.`)
    const nodes =
      request.workflow_nodes !== undefined && request.workflow_nodes !== null && request.workflow_nodes.length > 0
        ? request.workflow_nodes
        : (template?.nodes ?? [])
    const workflow = store.createWorkflow({
      name: request.name!,
      workflow_type: request.workflow_type!,
      source_id: source?.id ?? null,
      destination_id: destination?.id ?? null,
      schedule: request.schedule ?? null,
      template_id: request.template_id ?? null,
      reprocess_all: request.reprocess_all ?? false,
      workflow_nodes: nodes.map((node) => ({ ...node, id: node.id ?? globalThis.crypto.randomUUID() })),
    })
    print(workflowInformation(workflow))
    return EXIT_OK
  }
  if (action === 'list') {
    print(store.listWorkflows().map(workflowInformation))
    return EXIT_OK
  }
  const workflowId = requiredId(id, `workflow ${action}`)
  const workflow = store.getWorkflow(workflowId)
  if (workflow === undefined) throw new UsageError(`Workflow ${workflowId} not found.`)
  if (action === 'get') {
    print(workflowInformation(workflow))
    return EXIT_OK
  }
  if (action === 'delete') {
    store.deleteWorkflow(workflow.id)
    return EXIT_OK
  }
  if (action !== 'run') throw new UsageError(`Unknown workflow action '${action}'.\n${PLATFORM_USAGE}`)
  const job = runner.runWorkflow(workflow.id, { start: false })!
  if (input.switches['no-wait'] !== undefined) {
    print(jobInformation(store, job))
    return EXIT_OK
  }
  let bar: Progress | undefined
  const final = await runner.execute(job.id, {
    onFile: (progress) => {
      if (input.progress === false) return
      bar ??= startProgress(progress.total)
      bar.tick(progress.fileId)
    },
  })
  bar?.stop()
  print(jobInformation(store, final))
  if (final.message !== null) input.stderr(`docparts: ${final.message}\n`)
  return final.status === 'COMPLETED' ? EXIT_OK : EXIT_FAILURE
}

function jobAction(platform: Platform, action: string, id: string | undefined, input: PlatformCommandInput, print: (value: unknown) => void): number {
  const { store, runner } = platform
  if (action === 'list') {
    const workflowId = input.switches['workflow-id']
    const status = input.switches.status
    print(store.listJobs({ workflow_id: workflowId, status: status as never }).map((job) => jobInformation(store, job)))
    return EXIT_OK
  }
  const jobId = requiredId(id, `job ${action}`)
  const job = store.getJob(jobId)
  if (job === undefined) throw new UsageError(`Job ${jobId} not found.`)
  if (action === 'get') print(jobInformation(store, job))
  else if (action === 'details') print(jobDetails(store, job.id))
  else if (action === 'cancel') print(jobInformation(store, runner.cancel(job.id)!))
  else throw new UsageError(`Unknown job action '${action}'.\n${PLATFORM_USAGE}`)
  return EXIT_OK
}

function requiredId(id: string | undefined, what: string): string {
  if (id === undefined) throw new UsageError(`${what} needs an id.\n${PLATFORM_USAGE}`)
  const parsed = parseUuid(id)
  if (parsed === undefined) throw new UsageError(`'${id}' is not a valid id (a UUID).`)
  return parsed
}
