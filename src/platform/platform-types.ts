/**
 * @module platform/platform-types
 * The Platform API's JSON shapes and enums, exactly as the Python SDK 0.44.1 models spell them (api §4.5).
 * Timestamps are ISO-8601 strings with milliseconds and `Z`.
 */

export const WORKFLOW_TYPES = ['basic', 'advanced', 'platinum', 'custom'] as const
export type WorkflowType = (typeof WORKFLOW_TYPES)[number]

export const WORKFLOW_STATES = ['active', 'inactive'] as const
export type WorkflowState = (typeof WORKFLOW_STATES)[number]

export const JOB_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'COMPLETED', 'STOPPED', 'FAILED'] as const
export type JobStatus = (typeof JOB_STATUSES)[number]

export const JOB_PROCESSING_STATUSES = ['SCHEDULED', 'IN_PROGRESS', 'SUCCESS', 'COMPLETED_WITH_ERRORS', 'STOPPED', 'FAILED'] as const
export type JobProcessingStatus = (typeof JOB_PROCESSING_STATUSES)[number]

export const JOB_TYPES = ['ephemeral', 'persistent', 'scheduled', 'template'] as const
export type WorkflowJobType = (typeof JOB_TYPES)[number]

export const CONNECTION_CHECK_STATUSES = ['SCHEDULED', 'SUCCESS', 'FAILURE'] as const
export type ConnectionCheckStatus = (typeof CONNECTION_CHECK_STATUSES)[number]

export const WORKFLOW_NODE_TYPES = ['partition', 'prompter', 'chunk', 'embed'] as const

/** `source` or `destination`: the two connector collections share one shape. */
export type ConnectorKind = 'source' | 'destination'

/** SourceConnectorInformation / DestinationConnectorInformation. */
export interface ConnectorInformation {
  id: string
  name: string
  type: string
  config: Record<string, unknown>
  created_at: string
  updated_at: string | null
}

/** DagNodeConnectionCheck. */
export interface ConnectionCheck {
  id: string
  status: ConnectionCheckStatus
  reason: string | null
  created_at: string
  reported_at: string | null
}

/** WorkflowNode as stored and returned (the server gives every node an id). */
export interface WorkflowNode {
  id: string
  name: string
  type: string
  subtype: string
  settings: Record<string, unknown> | null
}

export interface CronSchedule {
  crontab_entries: { cron_expression: string }[]
}

/** WorkflowInformation. */
export interface WorkflowInformation {
  id: string
  name: string
  sources: string[]
  destinations: string[]
  workflow_type: WorkflowType | null
  workflow_nodes: WorkflowNode[]
  schedule: CronSchedule | null
  status: WorkflowState
  created_at: string
  updated_at: string | null
  reprocess_all: boolean
}

export interface NodeFileMetadata {
  file_id: string
  node_id: string
  node_subtype: string
  node_type: string
}

/** JobInformation. */
export interface JobInformation {
  id: string
  workflow_id: string
  workflow_name: string
  status: JobStatus
  created_at: string
  runtime: string | null
  input_file_ids: string[] | null
  output_node_files: NodeFileMetadata[] | null
  job_type: WorkflowJobType
}

/** JobNodeDetails. */
export interface JobNodeDetails {
  node_name: string
  node_type: string
  node_subtype: string
  ready: number
  in_progress: number
  success: number
  failure: number
}

/** JobDetails. */
export interface JobDetails {
  id: string
  processing_status: JobProcessingStatus
  node_stats: JobNodeDetails[]
  message: string | null
}

/** JobFailedFiles. */
export interface JobFailedFiles {
  failed_files: { document: string; error: string }[]
}

/** TemplateDetail (a template's nodes carry ids like workflow nodes). */
export interface TemplateDetail {
  id: string
  name: string
  description: string
  version: string
  last_updated: string
  nodes: WorkflowNode[]
}
