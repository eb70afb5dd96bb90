/**
 * @module chunking/chunk
 * `chunk(elements, options)`: the public chunking entry (upstream `chunking/dispatch.py::chunk`),
 * dispatching over the four strategies. Pure: the input elements are never mutated; chunks may share
 * metadata values and `orig_elements` entries with them.
 */
import { assignElementIds } from '../elements/assign-element-ids.js'
import type { Element } from '../elements/types.js'
import { UnsupportedOptionError } from '../errors.js'
import { chunkBasic } from './chunk-basic.js'
import { chunkByPage } from './chunk-by-page.js'
import { chunkBySimilarity } from './chunk-by-similarity.js'
import { chunkByTitle } from './chunk-by-title.js'
import { CHUNKING_STRATEGIES, isChunkingStrategy } from '../options/chunking-strategies.js'
import type { ChunkingStrategy } from '../options/chunking-strategies.js'
import type { ChunkSettings } from './resolve-chunk-options.js'
import { resolveChunkOptions } from './resolve-chunk-options.js'
import type { ChunkOptions } from '../options/validate-chunk-options.js'
import type { ResolvedOptions } from '../options/types.js'

export type { ChunkOptions } from '../options/validate-chunk-options.js'

/** One chunking strategy: elements in, chunks out (ids '' — `chunk()` assigns them). */
export type Chunker = (elements: readonly Element[], settings: ChunkSettings) => Element[]

/** The chunker of every strategy. */
export const chunkers = {
  basic: chunkBasic,
  by_page: chunkByPage,
  by_similarity: chunkBySimilarity,
  by_title: chunkByTitle,
} satisfies Record<ChunkingStrategy, Chunker>

/**
 * Chunks `elements` (as partition returns them) with `options.chunkingStrategy` (`basic`, `by_page`,
 * `by_similarity`, `by_title`) into CompositeElement, Table and TableChunk elements. Options are the
 * camelCase chunking options of ResolvedOptions, so `partition()` passes its resolved options straight
 * in; absent ones take upstream's defaults (max 500, new-after = max, by_title combine = max).
 * Chunk ids follow the element rules (core §2.1): UUID v4 with `uniqueElementIds`, else the
 * deterministic hash of filename + text + page number + per-page sequence, computed over the chunks
 * (elements/assign-element-ids; running it again gives the same ids).
 *
 * @throws UnsupportedOptionError for a missing or unknown strategy.
 * @throws ValidationError listing every invalid option, with upstream's messages.
 * @example chunk(elements, { chunkingStrategy: 'by_title', maxCharacters: 1000 })
 */
export function chunk(elements: readonly Element[], options: ChunkOptions): Element[]
/** Options from `validateOptions()` as they are; their strategy is checked here. */
export function chunk(elements: readonly Element[], options: ResolvedOptions): Element[]
export function chunk(elements: readonly Element[], options: ChunkOptions | ResolvedOptions): Element[] {
  const strategy = options.chunkingStrategy
  if (!isChunkingStrategy(strategy)) {
    const accepted = CHUNKING_STRATEGIES.map((name) => `'${name}'`).join(', ')
    throw new UnsupportedOptionError(
      `unrecognized chunking strategy '${String(strategy)}'; use one of ${accepted}, or leave chunkingStrategy unset to skip chunking`,
    )
  }
  const settings = resolveChunkOptions(strategy, options)
  return assignElementIds(chunkers[strategy](elements, settings), { uniqueElementIds: settings.uniqueElementIds })
}
