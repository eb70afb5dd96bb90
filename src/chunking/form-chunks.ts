/**
 * @module chunking/form-chunks
 * Pre-chunks to chunks (core §4.4, upstream `PreChunk.iter_chunks`): a lone table goes to the
 * table chunker, anything else becomes CompositeElements.
 */
import type { Element } from '../elements/types.js'
import { chunkTable } from './chunk-table.js'
import { formTextChunks } from './form-text-chunks.js'
import { isTableFamily } from './is-table-family.js'
import type { PreChunk } from './pre-chunk.js'
import type { ChunkSettings } from './resolve-chunk-options.js'

/** The chunks of every pre-chunk, in order. */
export function formChunks(preChunks: readonly PreChunk[], settings: ChunkSettings): Element[] {
  const chunks: Element[] = []
  for (const preChunk of preChunks) {
    const only = preChunk.elements.length === 1 ? preChunk.elements[0] : undefined
    const formed = only !== undefined && isTableFamily(only) ? chunkTable(only, preChunk.overlapPrefix, settings) : formTextChunks(preChunk, settings)
    for (const chunk of formed) chunks.push(chunk)
  }
  return chunks
}
