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
  const vectors = fitTfIdf(elements.map((element, index) => (isTableFamily(element) ? '' : (segments[index] ?? ''))))
  const builder = new PreChunkBuilder(settings)
  const preChunks: PreChunk[] = []
  let chunkVector: TermVector = new Map()
  let chunkNormSquared = 0

  elements.forEach((element, index) => {
    const vector = vectors[index] ?? new Map<string, number>()
    if (!builder.isEmpty) {
      const joins =
        builder.willFit(element) &&
        (segments[index] === '' ||
          (settings.doNotBreakSimilarityOnFooterHeader && PAGE_FURNITURE.has(element.type)) ||
          cosine(chunkVector, chunkNormSquared, vector) >= settings.similarityThreshold)
      if (!joins) {
        builder.flushInto(preChunks)
        chunkVector = new Map()
        chunkNormSquared = 0
      }
    }
    builder.add(element)
    for (const [term, weight] of vector) {
      const before = chunkVector.get(term) ?? 0
      const after = before + weight
      chunkVector.set(term, after)
      chunkNormSquared += after * after - before * before
    }
  })
  builder.flushInto(preChunks)
  return formChunks(preChunks, settings)
}

/** Cosine similarity of the chunk vector (with its squared norm) and `vector`; 0 when either is empty. */
function cosine(chunkVector: TermVector, chunkNormSquared: number, vector: TermVector): number {
  let dot = 0
  let normSquared = 0
  for (const [term, weight] of vector) {
    dot += weight * (chunkVector.get(term) ?? 0)
    normSquared += weight * weight
  }
  if (dot === 0 || normSquared === 0 || chunkNormSquared <= 0) return 0
  // Clamp the rounding error of the incremental norm.
  return Math.min(1, dot / Math.sqrt(chunkNormSquared * normSquared))
}
