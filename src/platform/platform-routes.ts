/**
 * @module platform/platform-routes
 * The Platform API (api §4.5, §6 point 14) as a Fastify plugin body: the server mounts it under `/api/v1`
 * (`app.register((scope) => platformRoutes(scope, …), { prefix: '/api/v1' })`). Every path answers with and
 * without the trailing slash; bodies are JSON; errors are `{"detail": …}`: 422 pydantic-shaped arrays
 * (a malformed id is `uuid_parsing` at `["path", "<name>_id"]`), 404 `"… not found"`, 401 for a wrong key
 * when `apiKey` is set (header `unstructured-api-key` or `Authorization: Bearer`).
 * Fastify is imported for types only; the server (src/server/create-server.ts) owns the instance.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ValidationError } from '../errors.js'
import { checkConnector } from './connection-check.js'
import type { Platform } from './open-platform.js'
import { PlatformHttpError } from './platform-http-error.js'
import {
  readCreateConnector,
  readDownloadQuery,
  readJobFilters,
  readUpdateConnector,
  readWorkflow,
  readWorkflowFilters,
} from './platform-requests.js'
import type { NodeRequest, WorkflowRequest } from './platform-requests.js'
import { jobInformation, workflowInformation } from './platform-store.js'
import type { NewWorkflow, PlatformStore, WorkflowRecord } from './platform-store.js'
import type { ConnectorKind, JobDetails, JobFailedFiles, JobProcessingStatus, WorkflowNode } from './platform-types.js'
import { parseJsonBody } from './request-validation.js'
import { findTemplate, TEMPLATE_OF_WORKFLOW_TYPE, TEMPLATES } from './templates.js'
import { parseUuid, uuidParsingIssue } from './uuid-parsing.js'

export interface PlatformRoutesOptions {
  platform: Platform
  /** When set, every request must carry it (`unstructured-api-key` or `Authorization: Bearer`). */
  apiKey?: string | undefined
}

type Handler = (request: FastifyRequest) => Promise<[number, unknown]> | [number, unknown]

/** Registers the routes on `app` (an encapsulated scope: its body parser and error handler stay inside). */
export async function platformRoutes(app: FastifyInstance, options: PlatformRoutesOptions): Promise<void> {
  const { store, runner } = options.platform
  const scheduler = (): void => options.platform.scheduler?.refresh()

  // JSON bodies are read as text and parsed here, so a bad body gets pydantic's json_invalid.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body))
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ValidationError) return send(reply, 422, { detail: error.detail })
    if (error instanceof PlatformHttpError) return send(reply, error.status, { detail: error.detail })
    const status = (error as { statusCode?: unknown }).statusCode
    if (typeof status === 'number' && status >= 400 && status < 500) return send(reply, status, { detail: (error as Error).message })
    request.log.error({ err: error }, 'platform request failed')
    return send(reply, 500, { detail: error instanceof Error ? error.message : String(error) })
  })
  if (options.apiKey !== undefined && options.apiKey !== '') {
    const expected = options.apiKey
    app.addHook('onRequest', async (request) => {
      const header = request.headers['unstructured-api-key']
      const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? '')?.[1]
      const given = (Array.isArray(header) ? header[0] : header) ?? bearer
      if (given !== expected) throw new PlatformHttpError(401, `API key ${given ?? 'None'} is invalid`)
    })
  }

  const route = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, handler: Handler): void => {
    const run = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
      const [status, body] = await handler(request)
      return send(reply, status, body)
    }
    app.route({ method, url: path, handler: run })
    app.route({ method, url: `${path}/`, handler: run })
  }

  for (const kind of ['source', 'destination'] as const) connectorRoutes(kind)

  function connectorRoutes(kind: ConnectorKind): void {
    const base = `/${kind}s`
    const param = `${kind}_id`
    const label = kind === 'source' ? 'Source connector' : 'Destination connector'
    const find = (request: FastifyRequest) => {
      const id = pathId(request, param)
      const connector = store.getConnector(kind, id)
      if (connector === undefined) throw new PlatformHttpError(404, `${label} ${id} not found`)
      return connector
    }
    route('POST', base, (request) => [200, store.createConnector(kind, readCreateConnector(parseJsonBody(bodyText(request))))])
    route('GET', base, (request) => [
      200,
      store.listConnectors(kind, { type: queryString(request, kind === 'source' ? 'source_type' : 'destination_type') }),
    ])
    route('GET', `${base}/:${param}`, (request) => [200, find(request)])
    route('PUT', `${base}/:${param}`, (request) => {
      const connector = find(request)
      return [200, store.updateConnector(kind, connector.id, readUpdateConnector(parseJsonBody(bodyText(request))))]
    })
    route('DELETE', `${base}/:${param}`, (request) => {
      const connector = find(request)
      store.deleteConnector(kind, connector.id)
      return [200, { detail: `${label} ${connector.id} deleted` }]
    })
    route('POST', `${base}/:${param}/connection-check`, (request) => {
      const connector = find(request)
      const check = store.createCheck(connector.id)
      void checkConnector(kind, connector).then((outcome) => store.reportCheck(check.id, outcome.status, outcome.reason))
      return [202, check]
    })
    route('GET', `${base}/:${param}/connection-check`, (request) => {
      const connector = find(request)
      const check = store.latestCheck(connector.id)
      if (check === undefined) throw new PlatformHttpError(404, `Connection check for ${kind} ${connector.id} not found`)
      return [200, check]
    })
  }

  const findWorkflow = (request: FastifyRequest): WorkflowRecord => {
    const workflow = store.getWorkflow(pathId(request, 'workflow_id'))
    if (workflow === undefined) throw new PlatformHttpError(404, 'Workflow not found')
    return workflow
  }
  route('POST', '/workflows', (request) => {
    const body = readWorkflow(parseJsonBody(bodyText(request)), 'create')
    const created = store.createWorkflow(newWorkflow(store, body, undefined))
    scheduler()
    return [200, workflowInformation(created)]
  })
  route('GET', '/workflows', (request) => [200, store.listWorkflows(readWorkflowFilters(query(request))).map(workflowInformation)])
  route('GET', '/workflows/:workflow_id', (request) => [200, workflowInformation(findWorkflow(request))])
  route('PUT', '/workflows/:workflow_id', (request) => {
    const current = findWorkflow(request)
    const body = readWorkflow(parseJsonBody(bodyText(request)), 'update')
    const updated = store.updateWorkflow(current.id, { ...newWorkflow(store, body, current), status: body.status ?? current.status })
    scheduler()
    return [200, workflowInformation(updated!)]
  })
  route('DELETE', '/workflows/:workflow_id', (request) => {
    const workflow = findWorkflow(request)
    store.deleteWorkflow(workflow.id)
    scheduler()
    return [200, { detail: `Workflow ${workflow.id} deleted` }]
  })
  route('POST', '/workflows/:workflow_id/run', (request) => {
    const workflow = findWorkflow(request)
    const job = runner.runWorkflow(workflow.id, { jobType: 'ephemeral' })!
    return [202, jobInformation(store, job)]
  })

  const findJob = (request: FastifyRequest) => {
    const job = store.getJob(pathId(request, 'job_id'))
    if (job === undefined) throw new PlatformHttpError(404, 'Job not found')
    return job
  }
  route('GET', '/jobs', (request) => [200, store.listJobs(readJobFilters(query(request))).map((job) => jobInformation(store, job))])
  route('GET', '/jobs/:job_id', (request) => [200, jobInformation(store, findJob(request))])
  route('POST', '/jobs/:job_id/cancel', (request) => {
    const job = findJob(request)
    const after = runner.cancel(job.id)!
    return [200, jobInformation(store, after)]
  })
  route('GET', '/jobs/:job_id/details', (request) => [200, jobDetails(store, findJob(request).id)])
  route('GET', '/jobs/:job_id/failed-files', (request) => {
    const job = findJob(request)
    const failed: JobFailedFiles = {
      failed_files: store
        .jobFiles(job.id)
        .filter((file) => file.status === 'failure')
        .map((file) => ({ document: file.file_id, error: file.error ?? 'unknown error' })),
    }
    return [200, failed]
  })
  route('GET', '/jobs/:job_id/download', (request) => {
    const job = findJob(request)
    const { file_id, node_id } = readDownloadQuery(query(request))
    const output = store.outputOf(job.id, file_id, node_id)
    if (output === undefined)
      throw new PlatformHttpError(404, `Output of file ${file_id}${node_id === undefined ? '' : ` at node ${node_id}`} not found`)
    return [200, JSON.parse(output.elements) as unknown]
  })

  route('GET', '/templates', () => [200, TEMPLATES])
  route('GET', '/templates/:template_id', (request) => {
    const id = (request.params as Record<string, string>).template_id ?? ''
    const template = findTemplate(id)
    if (template === undefined) throw new PlatformHttpError(404, `Template ${id} not found`)
    return [200, template]
  })
}

function send(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.status(status).type('application/json').send(JSON.stringify(body))
}

function pathId(request: FastifyRequest, name: string): string {
  const raw = (request.params as Record<string, string>)[name] ?? ''
  const issue = uuidParsingIssue(name, raw)
  if (issue !== undefined) throw new ValidationError([issue])
  return parseUuid(raw)!
}

function query(request: FastifyRequest): Record<string, unknown> {
  return (request.query ?? {}) as Record<string, unknown>
}

function queryString(request: FastifyRequest, name: string): string | undefined {
  const value = query(request)[name]
  return typeof value === 'string' ? value : undefined
}

function bodyText(request: FastifyRequest): string | undefined {
  return typeof request.body === 'string' ? request.body : undefined
}

/** The stored workflow for a create (no `current`) or an update request (fields not sent keep their value). */
function newWorkflow(store: PlatformStore, body: WorkflowRequest, current: WorkflowRecord | undefined): NewWorkflow {
  const sourceId = body.source_id === undefined ? (current?.source_id ?? null) : body.source_id
  const destinationId = body.destination_id === undefined ? (current?.destination_id ?? null) : body.destination_id
  if (sourceId !== null && store.getConnector('source', sourceId) === undefined)
    throw new PlatformHttpError(404, `Source connector ${sourceId} not found`)
  if (destinationId !== null && store.getConnector('destination', destinationId) === undefined) {
    throw new PlatformHttpError(404, `Destination connector ${destinationId} not found`)
  }
  const workflowType = body.workflow_type ?? current?.workflow_type ?? null
  const templateId = body.template_id === undefined ? (current?.template_id ?? null) : body.template_id
  let nodes: WorkflowNode[] | undefined
  if (body.workflow_nodes !== undefined && body.workflow_nodes !== null && body.workflow_nodes.length > 0) {
    nodes = body.workflow_nodes.map(withId)
  } else if (body.template_id !== undefined && body.template_id !== null) {
    const template = findTemplate(body.template_id)
    if (template === undefined) throw new PlatformHttpError(404, `Template ${body.template_id} not found`)
    nodes = template.nodes.map((node) => withId({ ...node, id: null }))
  } else if (current === undefined || body.workflow_type !== undefined) {
    const preset = workflowType === null ? undefined : TEMPLATE_OF_WORKFLOW_TYPE[workflowType]
    nodes = preset === undefined ? (current?.workflow_nodes ?? []) : findTemplate(preset)!.nodes.map((node) => withId({ ...node, id: null }))
  }
  return {
    name: body.name ?? current?.name ?? '',
    workflow_type: workflowType,
    source_id: sourceId,
    destination_id: destinationId,
    schedule: body.schedule === undefined ? (current?.schedule ?? null) : body.schedule,
    workflow_nodes: nodes ?? current?.workflow_nodes ?? [],
    template_id: templateId,
    reprocess_all: body.reprocess_all ?? current?.reprocess_all ?? false,
  }
}

function withId(node: NodeRequest): WorkflowNode {
  return { id: node.id ?? globalThis.crypto.randomUUID(), name: node.name, type: node.type, subtype: node.subtype, settings: node.settings }
}

/** JobDetails: the processing status and, per node, how many files are ready, in progress, done, failed. */
export function jobDetails(store: PlatformStore, jobId: string): JobDetails {
  const job = store.getJob(jobId)!
  const files = store.jobFiles(jobId).filter((file) => file.status !== 'skipped')
  const failures = files.filter((file) => file.status === 'failure').length
  const processing: Record<typeof job.status, JobProcessingStatus> = {
    SCHEDULED: 'SCHEDULED',
    IN_PROGRESS: 'IN_PROGRESS',
    COMPLETED: failures > 0 ? 'COMPLETED_WITH_ERRORS' : 'SUCCESS',
    STOPPED: 'STOPPED',
    FAILED: 'FAILED',
  }
  const node_stats = job.nodes.map((node, index) => {
    let ready = 0
    let inProgress = 0
    let success = 0
    let failure = 0
    for (const file of files) {
      if (file.nodes_done > index || file.status === 'success') success++
      else if (file.status === 'failure' && file.nodes_done === index) failure++
      else if (file.status === 'in_progress' && file.nodes_done === index) inProgress++
      else if (file.status !== 'failure') ready++
    }
    return { node_name: node.name, node_type: node.type, node_subtype: node.subtype, ready, in_progress: inProgress, success, failure }
  })
  return { id: job.id, processing_status: processing[job.status], node_stats, message: job.message }
}
