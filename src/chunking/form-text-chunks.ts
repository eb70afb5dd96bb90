/**
 * @module chunking/form-text-chunks
 * The chunks of a pre-chunk that is not a lone table (core §4.4, upstream `_Chunker`): one
 * CompositeElement when the text fits, else the pieces of the single oversized element, the second
 * and later marked `is_continuation`.
 */
import type { Element, ElementMetadata } from '../elements/types.js'
import { consolidateMetadata } from './consolidate-metadata.js'
import { origElementsOf } from './orig-elements-of.js'
import type { PreChunk } from './pre-chunk.js'
import { preChunkText } from './pre-chunk.js'
import type { ChunkSettings } from './resolve-chunk-options.js'
import { splitTextPieces } from './split-text.js'
import { asElement } from '../elements/element-draft.js'

/** CompositeElements for `preChunk`; none when it has no text (a lone PageBreak, an Image without text). */
export function formTextChunks(preChunk: PreChunk, settings: Pick<ChunkSettings, 'hardMax' | 'overlap' | 'includeOrigElements'>): Element[] {
  const text = preChunkText(preChunk)
  if (text === '') return []
  const metadata: ElementMetadata = consolidateMetadata(preChunk.elements)
  if (settings.includeOrigElements) metadata.orig_elements = origElementsOf(preChunk.elements)
  const pieces = splitTextPieces(text, { maxlen: settings.hardMax, overlap: settings.overlap })
  return pieces.map((piece, index) =>
    asElement({
      type: 'CompositeElement',
      element_id: '',
      text: piece,
      metadata: index === 0 ? metadata : { ...metadata, is_continuation: true },
    }),
  )
}
