/**
 * @module platform/node-steps
 * A workflow's nodes compiled into the steps a job runs per file, checked before any file is read:
 * - `partition` (first, exactly one): its settings are partition options by wire name (`strategy`,
 *   `include_page_breaks`, `ocr_languages`, …, unknown ones ignored as the partition API ignores unknown
 *   form fields); subtype `unstructured_api` takes `settings.strategy`, subtypes `fast`, `hi_res`, `auto`,
 *   `ocr_only`, `vlm` are that strategy.
 * - `chunk`: `chunk_by_title`, `chunk_by_character` (= basic), `chunk_by_page`, `chunk_by_similarity`,
 *   settings are the chunking options by wire name (`max_characters`, `new_after_n_chars`, `overlap`, …).
 * - `embed` and `prompter`: run only through a provider registered for their subtype; otherwise the job
 *   fails with a reason naming the node.
 */
import { chunk } from '../chunking/chunk.js'
import type { Element } from '../elements/types.js'
import { UnsupportedOptionError } from '../errors.js'
import { optionsFromWire } from '../options/options-from-wire.js'
import { STRATEGIES } from '../options/strategies.js'
import type { WireFields } from '../options/options-from-wire.js'
import type { ResolvedOptions } from '../options/types.js'
import type { WorkflowNode } from './platform-types.js'

/** Partitions one file's bytes with resolved options (the runner passes inline or worker-pool partitioning). */
export type PartitionFile = (input: { bytes: Uint8Array; filename: string; options: ResolvedOptions; signal: AbortSignal }) => Promise<Element[]>

/** A local implementation of an `embed` or `prompter` node subtype (e.g. an in-process embedding model). */
export type NodeProvider = (elements: Element[], node: WorkflowNode, signal: AbortSignal) => Promise<Element[]>

export interface NodeProviders {
  embed?: Readonly<Record<string, NodeProvider>>
  prompter?: Readonly<Record<string, NodeProvider>>
}

export interface CompiledSteps {
  partition: { node: WorkflowNode; options: ResolvedOptions }
  /** The nodes after the partitioner, in order. */
  rest: { node: WorkflowNode; run: (elements: Element[], signal: AbortSignal) => Promise<Element[]> }[]
}

/** A workflow's nodes cannot run; the message names the node and what to change. */
export class WorkflowNodeError extends Error {
  override name = 'WorkflowNodeError'
}

const PARTITION_STRATEGY_SUBTYPES: ReadonlySet<string> = new Set(STRATEGIES)

export const CHUNK_SUBTYPES = {
  chunk_by_title: 'by_title',
  chunk_by_character: 'basic',
  chunk_by_page: 'by_page',
  chunk_by_similarity: 'by_similarity',
} as const satisfies Record<string, string>

/** Checks and compiles the nodes; throws WorkflowNodeError (bad order, unknown node, bad settings, no provider). */
export function compileSteps(nodes: readonly WorkflowNode[], providers: NodeProviders = {}): CompiledSteps {
  const [first, ...rest] = nodes
  if (first === undefined) throw new WorkflowNodeError('The workflow has no nodes; add a partition node (type "partition").')
  if (first.type !== 'partition') {
    throw new WorkflowNodeError(`The first node must be a partition node; "${first.name}" is of type "${first.type}".`)
  }
  const partition = { node: first, options: partitionOptions(first) }
  return {
    partition,
    rest: rest.map((node) => {
      if (node.type === 'partition') throw new WorkflowNodeError(`Only one partition node is allowed; "${node.name}" is a second one.`)
      if (node.type === 'chunk') {
        const options = chunkOptions(node)
        return { node, run: async (elements: Element[]) => chunk(elements, options) }
      }
      if (node.type === 'embed' || node.type === 'prompter') {
        const provider = providers[node.type]?.[node.subtype]
        if (provider === undefined) {
          throw new WorkflowNodeError(
            `Node "${node.name}" (${node.type}/${node.subtype}) needs a model provider, and none is registered for "${node.subtype}" in this offline docparts; remove the node or register a local ${node.type} provider.`,
          )
        }
        return { node, run: (elements: Element[], signal: AbortSignal) => provider(elements, node, signal) }
      }
      throw new WorkflowNodeError(`Node "${node.name}" has unknown type "${node.type}"; use partition, chunk, embed or prompter.`)
    }),
  }
}

function partitionOptions(node: WorkflowNode): ResolvedOptions {
  const fields = wireFields(node.settings ?? {})
  if (PARTITION_STRATEGY_SUBTYPES.has(node.subtype)) fields.strategy = node.subtype
  else if (node.subtype !== 'unstructured_api') {
    throw new WorkflowNodeError(
      `Partition node "${node.name}" has unknown subtype "${node.subtype}"; use unstructured_api (with settings.strategy) or one of ${[...PARTITION_STRATEGY_SUBTYPES].join(', ')}.`,
    )
  }
  // chunking belongs to chunk nodes: a partition node's chunking settings would chunk twice
  delete fields.chunking_strategy
  return withNodeName(node, () => optionsFromWire(fields))
}

function chunkOptions(node: WorkflowNode): ResolvedOptions {
  const strategy = (CHUNK_SUBTYPES as Record<string, string>)[node.subtype]
  if (strategy === undefined) {
    throw new WorkflowNodeError(`Chunk node "${node.name}" has unknown subtype "${node.subtype}"; use ${Object.keys(CHUNK_SUBTYPES).join(', ')}.`)
  }
  return withNodeName(node, () => optionsFromWire({ ...wireFields(node.settings ?? {}), chunking_strategy: strategy }))
}

function withNodeName<T>(node: WorkflowNode, fn: () => T): T {
  try {
    return fn()
  } catch (error) {
    if (error instanceof UnsupportedOptionError || error instanceof Error) {
      throw new WorkflowNodeError(`Settings of node "${node.name}" (${node.type}/${node.subtype}) are invalid: ${error.message}`)
    }
    throw error
  }
}

// Settings are JSON values; the wire form the options door takes is strings (lists as repeated values).
function wireFields(settings: Record<string, unknown>): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {}
  for (const [key, value] of Object.entries(settings)) {
    if (value === null || value === undefined) continue
    if (Array.isArray(value)) fields[key] = value.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)))
    else if (typeof value === 'object') fields[key] = JSON.stringify(value)
    else fields[key] = String(value)
  }
  return fields satisfies WireFields
}
