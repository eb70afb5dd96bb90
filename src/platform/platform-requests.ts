/**
 * @module platform/platform-requests
 * The request models of the Platform API read from JSON bodies and query strings with pydantic's checks
 * (./request-validation.ts): CreateSourceConnector / UpdateSourceConnector (same for destinations),
 * CreateWorkflow / UpdateWorkflow with WorkflowNode, and the list filters.
 */
import type { ValidationIssue } from '../errors.js'
import { ValidationError } from '../errors.js'
import { JOB_STATUSES, WORKFLOW_STATES, WORKFLOW_TYPES } from './platform-types.js'
import type { JobStatus, WorkflowState, WorkflowType } from './platform-types.js'
import { bodyObject, bool, dict, field, listOf, oneOf, str, throwIfAny, uuid } from './request-validation.js'
import type { FieldCheck } from './request-validation.js'
import { SCHEDULES } from './schedules.js'
import type { Schedule } from './schedules.js'
import type { WorkflowFilters } from './platform-store.js'

export interface ConnectorRequest {
  name?: string | undefined
  type?: string | undefined
  config?: Record<string, unknown> | undefined
}

/** CreateSourceConnector / CreateDestinationConnector: `name`, `type`, `config` required. */
export function readCreateConnector(body: unknown): Required<ConnectorRequest> {
  return readConnectorFields(body, ['name', 'type', 'config'], ['name', 'type', 'config']) as Required<ConnectorRequest>
}

/** UpdateSourceConnector: `config` required (as the SDK model); `name` and `type` accepted too. */
export function readUpdateConnector(body: unknown): ConnectorRequest {
  return readConnectorFields(body, ['config', 'name', 'type'], ['config'])
}

type ConnectorField = keyof ConnectorRequest

/**
 * The connector fields of `body`, read in `order` — the order the model declares them, which is the order pydantic
 * reports issues in. The `required` fields must be present; the others may be absent or null (read as undefined).
 */
function readConnectorFields(body: unknown, order: readonly ConnectorField[], required: readonly ConnectorField[]): ConnectorRequest {
  const record = bodyObject(body)
  const issues: ValidationIssue[] = []
  const request: Record<string, unknown> = {}
  for (const name of order) {
    const check = name === 'config' ? dict : str
    request[name] = field<unknown>(record, name, check, issues, required.includes(name) ? { required: true } : { nullable: true }) ?? undefined
  }
  throwIfAny(issues)
  return request as ConnectorRequest
}

export interface NodeRequest {
  id: string | null
  name: string
  type: string
  subtype: string
  settings: Record<string, unknown> | null
}

const workflowNode: FieldCheck<NodeRequest> = (value, loc, issues) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    issues.push({ type: 'model_attributes_type', loc, msg: 'Input should be a valid dictionary or object to extract fields from', input: value })
    return undefined
  }
  const record = value as Record<string, unknown>
  const before = issues.length
  const name = field(record, 'name', str, issues, { required: true, loc })
  const type = field(record, 'type', str, issues, { required: true, loc })
  const subtype = field(record, 'subtype', str, issues, { required: true, loc })
  const id = field(record, 'id', uuid, issues, { nullable: true, loc })
  const settings = field(record, 'settings', dict, issues, { nullable: true, loc })
  if (issues.length > before) return undefined
  return { name: name!, type: type!, subtype: subtype!, id: id ?? null, settings: settings ?? null }
}

export interface WorkflowRequest {
  name?: string | undefined
  workflow_type?: WorkflowType | undefined
  source_id?: string | null | undefined
  destination_id?: string | null | undefined
  schedule?: Schedule | null | undefined
  workflow_nodes?: NodeRequest[] | null | undefined
  template_id?: string | null | undefined
  reprocess_all?: boolean | null | undefined
  status?: WorkflowState | undefined
}

/** CreateWorkflow (`name`, `workflow_type` required) or UpdateWorkflow (every field optional). */
export function readWorkflow(body: unknown, mode: 'create' | 'update'): WorkflowRequest {
  const record = bodyObject(body)
  const issues: ValidationIssue[] = []
  const required = mode === 'create'
  const request: WorkflowRequest = {
    name: field(record, 'name', str, issues, { required, nullable: !required }) ?? undefined,
    workflow_type: field(record, 'workflow_type', oneOf(WORKFLOW_TYPES), issues, { required, nullable: !required }) ?? undefined,
    source_id: field(record, 'source_id', uuid, issues, { nullable: true }),
    destination_id: field(record, 'destination_id', uuid, issues, { nullable: true }),
    schedule: field(record, 'schedule', oneOf(SCHEDULES), issues, { nullable: true }),
    workflow_nodes: field(record, 'workflow_nodes', listOf(workflowNode), issues, { nullable: true }),
    template_id: field(record, 'template_id', str, issues, { nullable: true }),
    reprocess_all: field(record, 'reprocess_all', bool, issues, { nullable: true }),
  }
  if (mode === 'update') request.status = field(record, 'status', oneOf(WORKFLOW_STATES), issues, { nullable: true }) ?? undefined
  throwIfAny(issues)
  return request
}

type Query = Readonly<Record<string, unknown>>

function queryValue(query: Query, name: string): string | undefined {
  const value = query[name]
  if (Array.isArray(value)) return value.length === 0 ? undefined : String(value[value.length - 1])
  return value === undefined ? undefined : String(value)
}

function queryField<T>(query: Query, name: string, check: FieldCheck<T>, issues: ValidationIssue[]): T | undefined {
  const value = queryValue(query, name)
  if (value === undefined) return undefined
  return check(value, ['query', name], issues)
}

const int: FieldCheck<number> = (value, loc, issues) => {
  const text = String(value).trim()
  if (/^[+-]?\d+$/.test(text)) return Number(text)
  issues.push({ type: 'int_parsing', loc, msg: 'Input should be a valid integer, unable to parse string as an integer', input: value })
  return undefined
}

const dateTime: FieldCheck<string> = (value, loc, issues) => {
  const text = String(value)
  const time = Date.parse(text)
  if (/^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(time)) return new Date(time).toISOString()
  issues.push({
    type: 'datetime_from_date_parsing',
    loc,
    msg: 'Input should be a valid datetime or date, invalid character in year',
    input: value,
    ctx: { error: 'invalid character in year' },
  })
  return undefined
}

/** list_workflows' query: sort_by, sort_direction, page, page_size, name, source_id, destination_id, status, created_since/before, dag_node_configuration_id. */
export function readWorkflowFilters(query: Query): WorkflowFilters {
  const issues: ValidationIssue[] = []
  const filters: WorkflowFilters = {
    sort_by: queryValue(query, 'sort_by'),
    sort_direction: queryField(query, 'sort_direction', oneOf(['asc', 'desc'] as const), issues),
    page: queryField(query, 'page', int, issues),
    page_size: queryField(query, 'page_size', int, issues),
    name: queryValue(query, 'name'),
    source_id: queryField(query, 'source_id', uuid, issues),
    destination_id: queryField(query, 'destination_id', uuid, issues),
    status: queryField(query, 'status', oneOf(WORKFLOW_STATES), issues),
    created_since: queryField(query, 'created_since', dateTime, issues),
    created_before: queryField(query, 'created_before', dateTime, issues),
    dag_node_configuration_id: queryValue(query, 'dag_node_configuration_id'),
  }
  throwIfAny(issues)
  return filters
}

/** list_jobs' query: workflow_id, status. */
export function readJobFilters(query: Query): { workflow_id?: string | undefined; status?: JobStatus | undefined } {
  const issues: ValidationIssue[] = []
  const filters = {
    workflow_id: queryField(query, 'workflow_id', uuid, issues),
    status: queryField(query, 'status', oneOf(JOB_STATUSES), issues),
  }
  throwIfAny(issues)
  return filters
}

/** download_job_output's query: `file_id` required, `node_id` optional (default: the last node). */
export function readDownloadQuery(query: Query): { file_id: string; node_id: string | undefined } {
  const fileId = queryValue(query, 'file_id')
  if (fileId === undefined) {
    throw new ValidationError([{ type: 'missing', loc: ['query', 'file_id'], msg: 'Field required', input: null }])
  }
  return { file_id: fileId, node_id: queryValue(query, 'node_id') }
}
