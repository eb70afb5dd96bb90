/**
 * @module platform/platform-store
 * Every record of the Platform API in one SQLite database (./sqlite.ts, schema in ./migrations.ts):
 * connectors (sources and destinations), connection checks, workflows, jobs, the per-file progress of each
 * job, the elements each node produced per file (for download), and which files a workflow has already
 * processed (so a new run skips them unless `reprocess_all`). Returns the wire shapes of ./platform-types.ts.
 */
import { migrate } from './migrations.js'
import type {
  ConnectionCheck,
  ConnectionCheckStatus,
  ConnectorInformation,
  ConnectorKind,
  JobInformation,
  JobStatus,
  NodeFileMetadata,
  WorkflowInformation,
  WorkflowJobType,
  WorkflowNode,
  WorkflowState,
  WorkflowType,
} from './platform-types.js'
import { SCHEDULE_CRON } from './schedules.js'
import type { Schedule } from './schedules.js'
import { openDatabase } from './sqlite.js'
import type { SqlDatabase } from './sqlite.js'

/** A workflow as stored: the request's fields, before they are shaped into WorkflowInformation. */
export interface WorkflowRecord {
  id: string
  name: string
  workflow_type: WorkflowType | null
  source_id: string | null
  destination_id: string | null
  schedule: Schedule | null
  workflow_nodes: WorkflowNode[]
  template_id: string | null
  reprocess_all: boolean
  status: WorkflowState
  created_at: string
  updated_at: string | null
  last_scheduled_at: string | null
}

export type NewWorkflow = Omit<WorkflowRecord, 'id' | 'created_at' | 'updated_at' | 'last_scheduled_at' | 'status'> & {
  status?: WorkflowState
}

/** A job as stored, with what the runner needs besides the wire fields. */
export interface JobRecord {
  id: string
  workflow_id: string
  workflow_name: string
  status: JobStatus
  job_type: WorkflowJobType
  created_at: string
  started_at: string | null
  finished_at: string | null
  runtime: string | null
  input_file_ids: string[] | null
  /** The workflow's nodes when the job was created (a later edit of the workflow does not change a job). */
  nodes: WorkflowNode[]
  /** Snapshot of the source and destination connectors at creation. */
  source: ConnectorInformation | null
  destination: ConnectorInformation | null
  reprocess_all: boolean
  message: string | null
  /** Which process runs the job (`<host>:<pid>`), while it is IN_PROGRESS. */
  owner: string | null
}

export type FileStatus = 'ready' | 'in_progress' | 'success' | 'failure' | 'skipped'

export interface JobFileRecord {
  file_id: string
  position: number
  status: FileStatus
  /** Nodes this file has passed. */
  nodes_done: number
  error: string | null
}

export interface WorkflowFilters {
  name?: string | undefined
  source_id?: string | undefined
  destination_id?: string | undefined
  status?: WorkflowState | undefined
  created_since?: string | undefined
  created_before?: string | undefined
  dag_node_configuration_id?: string | undefined
  sort_by?: string | undefined
  sort_direction?: 'asc' | 'desc' | undefined
  page?: number | undefined
  page_size?: number | undefined
}

export interface PlatformStore {
  readonly db: SqlDatabase
  /** Current time as the store writes it (tests pass a clock). */
  now(): string
  createConnector(kind: ConnectorKind, input: { name: string; type: string; config: Record<string, unknown> }): ConnectorInformation
  listConnectors(kind: ConnectorKind, filters?: { type?: string | undefined }): ConnectorInformation[]
  getConnector(kind: ConnectorKind, id: string): ConnectorInformation | undefined
  updateConnector(
    kind: ConnectorKind,
    id: string,
    patch: { name?: string | undefined; type?: string | undefined; config?: Record<string, unknown> | undefined },
  ): ConnectorInformation | undefined
  deleteConnector(kind: ConnectorKind, id: string): boolean
  createCheck(connectorId: string): ConnectionCheck
  reportCheck(checkId: string, status: ConnectionCheckStatus, reason: string | null): ConnectionCheck | undefined
  latestCheck(connectorId: string): ConnectionCheck | undefined

  createWorkflow(input: NewWorkflow): WorkflowRecord
  listWorkflows(filters?: WorkflowFilters): WorkflowRecord[]
  getWorkflow(id: string): WorkflowRecord | undefined
  updateWorkflow(id: string, patch: Partial<NewWorkflow>): WorkflowRecord | undefined
  deleteWorkflow(id: string): boolean
  /** Claims the scheduled run at `slot` (ISO time) once: false when it was already claimed (by any process). */
  claimScheduleSlot(workflowId: string, slot: string): boolean

  createJob(
    workflow: WorkflowRecord,
    jobType: WorkflowJobType,
    connectors: { source: ConnectorInformation | null; destination: ConnectorInformation | null },
  ): JobRecord
  getJob(id: string): JobRecord | undefined
  listJobs(filters?: { workflow_id?: string | undefined; status?: JobStatus | undefined }): JobRecord[]
  /** Jobs in any of these statuses, oldest first. */
  jobsInStatus(statuses: readonly JobStatus[]): JobRecord[]
  updateJob(id: string, patch: Partial<Pick<JobRecord, 'status' | 'started_at' | 'finished_at' | 'runtime' | 'message' | 'owner'>>): void
  /**
   * Moves a job from one of `from` to `to` atomically; false when it was in another status (a cancel and
   * a finish racing: whichever lands first wins).
   */
  transitionJob(
    id: string,
    from: readonly JobStatus[],
    patch: Partial<Pick<JobRecord, 'status' | 'started_at' | 'finished_at' | 'runtime' | 'message' | 'owner'>> & { status: JobStatus },
  ): boolean
  /** Records the input files of a job (kept when the job is resumed: existing rows stay as they are). */
  setJobFiles(jobId: string, fileIds: readonly string[]): void
  jobFiles(jobId: string): JobFileRecord[]
  updateJobFile(jobId: string, fileId: string, patch: Partial<Pick<JobFileRecord, 'status' | 'nodes_done' | 'error'>>): void
  /** Stores one file's per-node outputs, marks it success and remembers it as processed by the workflow, in one transaction. */
  completeJobFile(job: JobRecord, fileId: string, outputs: readonly { node_id: string; elements: string }[], fingerprint: string): void
  outputOf(jobId: string, fileId: string, nodeId?: string): { node_id: string; elements: string } | undefined
  /** The fingerprint a workflow last processed a file with (size and mtime), if any. */
  processedFingerprint(workflowId: string, fileId: string): string | undefined
  close(): void
}

/** The wire form of a workflow. */
export function workflowInformation(record: WorkflowRecord): WorkflowInformation {
  return {
    id: record.id,
    name: record.name,
    sources: record.source_id === null ? [] : [record.source_id],
    destinations: record.destination_id === null ? [] : [record.destination_id],
    workflow_type: record.workflow_type,
    workflow_nodes: record.workflow_nodes,
    schedule: record.schedule === null ? null : { crontab_entries: [{ cron_expression: SCHEDULE_CRON[record.schedule] }] },
    status: record.status,
    created_at: record.created_at,
    updated_at: record.updated_at,
    reprocess_all: record.reprocess_all,
  }
}

export interface OpenStoreOptions {
  /** Clock for timestamps (default `Date.now`). */
  now?: () => number
  /** Id generator (default `crypto.randomUUID`). */
  newId?: () => string
}

/** Opens the store at `path` (`:memory:` for tests), applying the migrations. */
export function openPlatformStore(path: string, options: OpenStoreOptions = {}): PlatformStore {
  const db = openDatabase(path)
  migrate(db)
  return createPlatformStore(db, options)
}

interface ConnectorRow {
  id: string
  kind: ConnectorKind
  name: string
  type: string
  config: string
  created_at: string
  updated_at: string | null
}

/** A workflow's row: WorkflowRecord with its nodes as JSON text and its flag as 0/1. */
type WorkflowRow = Omit<WorkflowRecord, 'workflow_nodes' | 'reprocess_all'> & {
  workflow_nodes: string
  reprocess_all: number
}

/** A job's row: JobRecord with its lists and snapshots as JSON text and its flag as 0/1 (SQLite's types). */
type JobRow = Omit<JobRecord, 'input_file_ids' | 'nodes' | 'source' | 'destination' | 'reprocess_all'> & {
  input_file_ids: string | null
  nodes: string
  source: string | null
  destination: string | null
  reprocess_all: number
}

/**
 * The values of a workflow's own columns, as an insert and an update write them, in this order: name, workflow_type,
 * source_id, destination_id, schedule, workflow_nodes (JSON text), template_id, reprocess_all (0/1), status.
 */
function workflowColumnValues(workflow: NewWorkflow & { status: WorkflowState }): unknown[] {
  return [
    workflow.name,
    workflow.workflow_type,
    workflow.source_id,
    workflow.destination_id,
    workflow.schedule,
    JSON.stringify(workflow.workflow_nodes),
    workflow.template_id,
    workflow.reprocess_all ? 1 : 0,
    workflow.status,
  ]
}

const SORTABLE = new Set(['id', 'name', 'created_at', 'updated_at', 'status'])

/** The store over an open, migrated database. */
export function createPlatformStore(db: SqlDatabase, options: OpenStoreOptions = {}): PlatformStore {
  const clock = options.now ?? Date.now
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID())
  const now = (): string => new Date(clock()).toISOString()

  const connector = (row: ConnectorRow): ConnectorInformation => ({
    id: row.id,
    name: row.name,
    type: row.type,
    config: JSON.parse(row.config) as Record<string, unknown>,
    created_at: row.created_at,
    updated_at: row.updated_at,
  })
  const workflow = (row: WorkflowRow): WorkflowRecord => ({
    ...row,
    workflow_nodes: JSON.parse(row.workflow_nodes) as WorkflowNode[],
    reprocess_all: row.reprocess_all === 1,
  })
  const job = (row: JobRow): JobRecord => ({
    ...row,
    input_file_ids: row.input_file_ids === null ? null : (JSON.parse(row.input_file_ids) as string[]),
    nodes: JSON.parse(row.nodes) as WorkflowNode[],
    source: row.source === null ? null : (JSON.parse(row.source) as ConnectorInformation),
    destination: row.destination === null ? null : (JSON.parse(row.destination) as ConnectorInformation),
    reprocess_all: row.reprocess_all === 1,
  })
  const getConnector = (kind: ConnectorKind, id: string): ConnectorInformation | undefined => {
    const row = db.get<ConnectorRow>('SELECT * FROM connectors WHERE id = ? AND kind = ?', [id, kind])
    return row === undefined ? undefined : connector(row)
  }
  const getWorkflow = (id: string): WorkflowRecord | undefined => {
    const row = db.get<WorkflowRow>('SELECT * FROM workflows WHERE id = ?', [id])
    return row === undefined ? undefined : workflow(row)
  }
  const getJob = (id: string): JobRecord | undefined => {
    const row = db.get<JobRow>('SELECT * FROM jobs WHERE id = ?', [id])
    return row === undefined ? undefined : job(row)
  }
  const getCheck = (id: string): ConnectionCheck | undefined =>
    db.get<ConnectionCheck>('SELECT id, status, reason, created_at, reported_at FROM connection_checks WHERE id = ?', [id])
  const jobPatch = (id: string, patch: Record<string, unknown>, where = '', whereParams: unknown[] = []): number => {
    const keys = Object.keys(patch).filter((key) => patch[key] !== undefined)
    if (keys.length === 0) return 0
    const sets = keys.map((key) => `${key} = ?`).join(', ')
    return db.run(`UPDATE jobs SET ${sets} WHERE id = ?${where}`, [...keys.map((key) => patch[key]), id, ...whereParams])
  }

  return {
    db,
    now,
    createConnector(kind, input) {
      const id = newId()
      db.run('INSERT INTO connectors (id, kind, name, type, config, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, NULL)', [
        id,
        kind,
        input.name,
        input.type,
        JSON.stringify(input.config),
        now(),
      ])
      return getConnector(kind, id)!
    },
    listConnectors(kind, filters = {}) {
      const rows =
        filters.type === undefined
          ? db.all<ConnectorRow>('SELECT * FROM connectors WHERE kind = ? ORDER BY created_at, rowid', [kind])
          : db.all<ConnectorRow>('SELECT * FROM connectors WHERE kind = ? AND type = ? ORDER BY created_at, rowid', [kind, filters.type])
      return rows.map(connector)
    },
    getConnector,
    updateConnector(kind, id, patch) {
      const current = getConnector(kind, id)
      if (current === undefined) return undefined
      db.run('UPDATE connectors SET name = ?, type = ?, config = ?, updated_at = ? WHERE id = ?', [
        patch.name ?? current.name,
        patch.type ?? current.type,
        JSON.stringify(patch.config ?? current.config),
        now(),
        id,
      ])
      return getConnector(kind, id)
    },
    deleteConnector(kind, id) {
      return db.run('DELETE FROM connectors WHERE id = ? AND kind = ?', [id, kind]) > 0
    },
    createCheck(connectorId) {
      const id = newId()
      db.run("INSERT INTO connection_checks (id, connector_id, status, reason, created_at, reported_at) VALUES (?, ?, 'SCHEDULED', NULL, ?, NULL)", [
        id,
        connectorId,
        now(),
      ])
      return getCheck(id)!
    },
    reportCheck(checkId, status, reason) {
      db.run('UPDATE connection_checks SET status = ?, reason = ?, reported_at = ? WHERE id = ?', [status, reason, now(), checkId])
      return getCheck(checkId)
    },
    latestCheck(connectorId) {
      return db.get<ConnectionCheck>(
        'SELECT id, status, reason, created_at, reported_at FROM connection_checks WHERE connector_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
        [connectorId],
      )
    },

    createWorkflow(input) {
      const id = newId()
      db.run(
        `INSERT INTO workflows (id, name, workflow_type, source_id, destination_id, schedule, workflow_nodes, template_id,
          reprocess_all, status, created_at, updated_at, last_scheduled_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, NULL)`,
        [id, ...workflowColumnValues({ ...input, status: input.status ?? 'active' }), now()],
      )
      return getWorkflow(id)!
    },
    listWorkflows(filters = {}) {
      const where: string[] = []
      const params: unknown[] = []
      const add = (sql: string, value: unknown): void => {
        if (value === undefined) return
        where.push(sql)
        params.push(value)
      }
      add('name = ?', filters.name)
      add('source_id = ?', filters.source_id)
      add('destination_id = ?', filters.destination_id)
      add('status = ?', filters.status)
      add('created_at >= ?', filters.created_since)
      add('created_at < ?', filters.created_before)
      if (filters.dag_node_configuration_id !== undefined) {
        where.push("EXISTS (SELECT 1 FROM json_each(workflows.workflow_nodes) WHERE json_extract(value, '$.id') = ?)")
        params.push(filters.dag_node_configuration_id)
      }
      const sortBy = filters.sort_by !== undefined && SORTABLE.has(filters.sort_by) ? filters.sort_by : 'created_at'
      const direction = filters.sort_direction === 'desc' ? 'DESC' : 'ASC'
      let sql = `SELECT * FROM workflows${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${sortBy} ${direction}, rowid ${direction}`
      if (filters.page_size !== undefined) {
        sql += ' LIMIT ? OFFSET ?'
        params.push(filters.page_size, Math.max(0, (filters.page ?? 1) - 1) * filters.page_size)
      }
      return db.all<WorkflowRow>(sql, params).map(workflow)
    },
    getWorkflow,
    updateWorkflow(id, patch) {
      const current = getWorkflow(id)
      if (current === undefined) return undefined
      const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) }
      db.run(
        `UPDATE workflows SET name = ?, workflow_type = ?, source_id = ?, destination_id = ?, schedule = ?, workflow_nodes = ?,
          template_id = ?, reprocess_all = ?, status = ?, updated_at = ? WHERE id = ?`,
        [...workflowColumnValues(next), now(), id],
      )
      return getWorkflow(id)
    },
    deleteWorkflow(id) {
      return db.run('DELETE FROM workflows WHERE id = ?', [id]) > 0
    },
    claimScheduleSlot(workflowId, slot) {
      return (
        db.run('UPDATE workflows SET last_scheduled_at = ? WHERE id = ? AND (last_scheduled_at IS NULL OR last_scheduled_at < ?)', [
          slot,
          workflowId,
          slot,
        ]) > 0
      )
    },

    createJob(wf, jobType, connectors) {
      const id = newId()
      db.run(
        `INSERT INTO jobs (id, workflow_id, workflow_name, status, job_type, created_at, nodes, source, destination, reprocess_all)
          VALUES (?, ?, ?, 'SCHEDULED', ?, ?, ?, ?, ?, ?)`,
        [
          id,
          wf.id,
          wf.name,
          jobType,
          now(),
          JSON.stringify(wf.workflow_nodes),
          connectors.source === null ? null : JSON.stringify(connectors.source),
          connectors.destination === null ? null : JSON.stringify(connectors.destination),
          wf.reprocess_all ? 1 : 0,
        ],
      )
      return getJob(id)!
    },
    getJob,
    listJobs(filters = {}) {
      const where: string[] = []
      const params: unknown[] = []
      if (filters.workflow_id !== undefined) {
        where.push('workflow_id = ?')
        params.push(filters.workflow_id)
      }
      if (filters.status !== undefined) {
        where.push('status = ?')
        params.push(filters.status)
      }
      const clause = where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''
      return db.all<JobRow>(`SELECT * FROM jobs${clause} ORDER BY created_at, rowid`, params).map(job)
    },
    jobsInStatus(statuses) {
      const marks = statuses.map(() => '?').join(', ')
      return db.all<JobRow>(`SELECT * FROM jobs WHERE status IN (${marks}) ORDER BY created_at, rowid`, [...statuses]).map(job)
    },
    updateJob(id, patch) {
      jobPatch(id, patch)
    },
    transitionJob(id, from, patch) {
      const marks = from.map(() => '?').join(', ')
      return jobPatch(id, patch, ` AND status IN (${marks})`, [...from]) > 0
    },
    setJobFiles(jobId, fileIds) {
      db.transaction(() => {
        fileIds.forEach((fileId, position) => {
          db.run("INSERT OR IGNORE INTO job_files (job_id, file_id, position, status) VALUES (?, ?, ?, 'ready')", [jobId, fileId, position])
        })
        db.run('UPDATE jobs SET input_file_ids = ? WHERE id = ?', [JSON.stringify(fileIds), jobId])
      })
    },
    jobFiles(jobId) {
      return db.all<JobFileRecord>('SELECT file_id, position, status, nodes_done, error FROM job_files WHERE job_id = ? ORDER BY position', [jobId])
    },
    updateJobFile(jobId, fileId, patch) {
      const keys = Object.keys(patch).filter((key) => patch[key as keyof typeof patch] !== undefined)
      if (keys.length === 0) return
      db.run(`UPDATE job_files SET ${keys.map((key) => `${key} = ?`).join(', ')} WHERE job_id = ? AND file_id = ?`, [
        ...keys.map((key) => patch[key as keyof typeof patch]),
        jobId,
        fileId,
      ])
    },
    completeJobFile(jobRecord, fileId, outputs, fingerprint) {
      db.transaction(() => {
        outputs.forEach((output, position) => {
          db.run('INSERT OR REPLACE INTO job_outputs (job_id, file_id, node_id, position, elements) VALUES (?, ?, ?, ?, ?)', [
            jobRecord.id,
            fileId,
            output.node_id,
            position,
            output.elements,
          ])
        })
        db.run("UPDATE job_files SET status = 'success', nodes_done = ?, error = NULL WHERE job_id = ? AND file_id = ?", [
          outputs.length,
          jobRecord.id,
          fileId,
        ])
        db.run('INSERT OR REPLACE INTO processed_files (workflow_id, file_id, fingerprint, job_id) VALUES (?, ?, ?, ?)', [
          jobRecord.workflow_id,
          fileId,
          fingerprint,
          jobRecord.id,
        ])
      })
    },
    outputOf(jobId, fileId, nodeId) {
      return nodeId === undefined
        ? db.get('SELECT node_id, elements FROM job_outputs WHERE job_id = ? AND file_id = ? ORDER BY position DESC LIMIT 1', [jobId, fileId])
        : db.get('SELECT node_id, elements FROM job_outputs WHERE job_id = ? AND file_id = ? AND node_id = ?', [jobId, fileId, nodeId])
    },
    processedFingerprint(workflowId, fileId) {
      return db.get<{ fingerprint: string }>('SELECT fingerprint FROM processed_files WHERE workflow_id = ? AND file_id = ?', [workflowId, fileId])
        ?.fingerprint
    },
    close() {
      db.close()
    },
  }
}

/** The wire form of a job; `output_node_files` lists every (file, node) output stored for it. */
export function jobInformation(store: PlatformStore, record: JobRecord): JobInformation {
  const rows = store.db.all<{ file_id: string; node_id: string }>(
    'SELECT o.file_id, o.node_id FROM job_outputs o JOIN job_files f ON f.job_id = o.job_id AND f.file_id = o.file_id WHERE o.job_id = ? ORDER BY f.position, o.position',
    [record.id],
  )
  const nodes = new Map(record.nodes.map((node) => [node.id, node]))
  const outputs: NodeFileMetadata[] = rows.map((row) => ({
    file_id: row.file_id,
    node_id: row.node_id,
    node_subtype: nodes.get(row.node_id)?.subtype ?? '',
    node_type: nodes.get(row.node_id)?.type ?? '',
  }))
  return {
    id: record.id,
    workflow_id: record.workflow_id,
    workflow_name: record.workflow_name,
    status: record.status,
    created_at: record.created_at,
    runtime: record.runtime,
    input_file_ids: record.input_file_ids,
    output_node_files: outputs.length === 0 ? null : outputs,
    job_type: record.job_type,
  }
}
