/**
 * @module platform/templates
 * The built-in workflow templates (`GET /api/v1/templates/`), and the nodes a workflow of type `basic`,
 * `advanced` or `platinum` runs when it is created without nodes. Node ids are fixed so a template reads the
 * same on every machine; a workflow made from a template gets fresh ids for its copies.
 */
import type { TemplateDetail, WorkflowNode, WorkflowType } from './platform-types.js'

const LAST_UPDATED = '2026-01-01T00:00:00.000Z'

function partitioner(id: string, strategy: string): WorkflowNode {
  return { id, name: 'Partitioner', type: 'partition', subtype: 'unstructured_api', settings: { strategy } }
}

function chunker(id: string, subtype: string, settings: Record<string, unknown>): WorkflowNode {
  return { id, name: 'Chunker', type: 'chunk', subtype, settings }
}

export const TEMPLATES: readonly TemplateDetail[] = [
  {
    id: 'basic',
    name: 'Basic',
    description: 'Partition every document (strategy auto), then chunk by title (max 2048 characters).',
    version: '1.0.0',
    last_updated: LAST_UPDATED,
    nodes: [
      partitioner('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0a01', 'auto'),
      chunker('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0a02', 'chunk_by_title', { max_characters: 2048, new_after_n_chars: 1500 }),
    ],
  },
  {
    id: 'fast',
    name: 'Fast text extraction',
    description: 'Partition with the fast strategy (text layers only, no OCR), then chunk by character.',
    version: '1.0.0',
    last_updated: LAST_UPDATED,
    nodes: [
      partitioner('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0b01', 'fast'),
      chunker('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0b02', 'chunk_by_character', { max_characters: 1000 }),
    ],
  },
  {
    id: 'advanced',
    name: 'Advanced',
    description: 'Partition with the hi_res strategy (OCR where needed, tables), then chunk by title.',
    version: '1.0.0',
    last_updated: LAST_UPDATED,
    nodes: [
      partitioner('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0c01', 'hi_res'),
      chunker('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0c02', 'chunk_by_title', { max_characters: 2048, new_after_n_chars: 1500 }),
    ],
  },
  {
    id: 'by_page',
    name: 'One chunk per page',
    description: 'Partition (strategy auto), then chunk by page.',
    version: '1.0.0',
    last_updated: LAST_UPDATED,
    nodes: [
      partitioner('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0d01', 'auto'),
      chunker('0b8f4f2e-1d5a-4c1e-9a57-1b7d3c0e0d02', 'chunk_by_page', { max_characters: 4000 }),
    ],
  },
]

export function findTemplate(id: string): TemplateDetail | undefined {
  return TEMPLATES.find((template) => template.id === id)
}

/** The template a workflow type stands for when no nodes are given (`custom` has none). */
export const TEMPLATE_OF_WORKFLOW_TYPE: Record<WorkflowType, string | undefined> = {
  basic: 'basic',
  advanced: 'advanced',
  // platinum upstream is a VLM partitioner; offline it is hi_res unless a VLM provider is configured
  platinum: 'advanced',
  custom: undefined,
}
