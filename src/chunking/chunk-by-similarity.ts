/**
 * @module chunking/chunk-by-similarity
 * The `by_similarity` strategy, run locally. Upstream it is hosted-only and embeds elements with
 * sentence-transformers (core §4); here each element is a TF-IDF vector fitted on the document being
 * chunked (chunking/tfidf), and an element joins the running chunk while the cosine similarity between
 * the chunk (the sum of its elements' vectors) and the element is at least `similarityThreshold` and
 * the element fits the window (the pre-chunk fit rules of core §4.2, so `max_characters` is never
 * exceeded and tables stay alone). The chunk vector is updated incrementally: linear in the document.
 */
import type { Element } from '../elements/types.js'
import { PreChunkBuilder } from './build-pre-chunks.js'
import { formChunks } from './form-chunks.js'
import { isTableFamily } from './is-table-family.js'
import type { PreChunk } from './pre-chunk.js'
import { elementSegment } from './pre-chunk.js'
import type { ChunkSettings } from './resolve-chunk-options.js'
import type { TermVector } from './tfidf.js'
import { fitTfIdf } from './tfidf.js'

/** Types that count as similar to what precedes them with `doNotBreakSimilarityOnFooterHeader`. */
const PAGE_FURNITURE = new Set<string>(['Header', 'Footer', 'PageNumber'])

/**
 * Chunks `elements` by similarity; ids are left '' for `chunk()` to assign. An element without text
 * joins the running chunk when it fits (it adds nothing to compare); an element or chunk whose vector
 * is empty (only stop words or symbols) has similarity 0.
 */
export function chunkBySimilarity(elements: readonly Element[], settings: ChunkSettings): Element[] {
  const segments = elements.map(elementSegment)
  // Tables take part in the vocabulary as empty documents: they always stand alone anyway.
  const documents = elements.map((element, index) => (isTableFamily(element) ? '' : (segments[index] ?? '')))
  const { vocabularySize, vectors } = fitTfIdf(documents)
  const builder = new PreChunkBuilder(settings)
  const preChunks: PreChunk[] = []
  // The running chunk's vector, dense over the vocabulary; only the touched ids are reset per chunk.
  const chunkWeights = new Float64Array(vocabularySize)
  let touched: number[] = []
  let chunkNormSquared = 0

  elements.forEach((element, index) => {
    const vector = vectors[index]!
    if (!builder.isEmpty) {
      const joins =
        builder.willFit(element) &&
        (segments[index] === '' ||
          (settings.doNotBreakSimilarityOnFooterHeader && PAGE_FURNITURE.has(element.type)) ||
          cosine(chunkWeights, chunkNormSquared, vector) >= settings.similarityThreshold)
      if (!joins) {
        builder.flushInto(preChunks)
        for (const id of touched) chunkWeights[id] = 0
        touched = []
        chunkNormSquared = 0
      }
    }
    builder.add(element)
    const { ids, weights } = vector
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!
      const before = chunkWeights[id]!
      if (before === 0) touched.push(id)
      const after = before + weights[i]!
      chunkWeights[id] = after
      chunkNormSquared += after * after - before * before
    }
  })
  builder.flushInto(preChunks)
  return formChunks(preChunks, settings)
}

/** Cosine similarity of the chunk vector (with its squared norm) and `vector`; 0 when either is empty. */
function cosine(chunkWeights: Float64Array, chunkNormSquared: number, vector: TermVector): number {
  let dot = 0
  const { ids, weights } = vector
  for (let i = 0; i < ids.length; i++) dot += weights[i]! * chunkWeights[ids[i]!]!
  if (dot === 0 || vector.normSquared === 0 || chunkNormSquared <= 0) return 0
  // Clamp the rounding error of the incremental norm.
  return Math.min(1, dot / Math.sqrt(chunkNormSquared * vector.normSquared))
}
