/**
 * @module chunking/combine-pre-chunks
 * by_title's combiner (core §4.3, upstream `PreChunkCombiner`): merges small consecutive pre-chunks
 * while the accumulated text is shorter than `combine_text_under_n_chars` and the merged text still fits
 * `max_characters`. Tables are never merged; page boundaries and the soft maximum are not checked.
 */
import type { PreChunk } from './pre-chunk.js'
import { TEXT_SEPARATOR, combinePreChunks, preChunkTextLength } from './pre-chunk.js'
import type { ChunkSettings } from './resolve-chunk-options.js'

/** `preChunks` with small neighbours merged, in order. */
export function combinePreChunksUnder(
  preChunks: readonly PreChunk[],
  settings: Pick<ChunkSettings, 'hardMax' | 'combineTextUnderNChars'>,
): PreChunk[] {
  const combined: PreChunk[] = []
  let accumulated: PreChunk | undefined
  for (const preChunk of preChunks) {
    if (accumulated !== undefined && !canCombine(accumulated, preChunk, settings)) {
      combined.push(accumulated)
      accumulated = undefined
    }
    accumulated = accumulated === undefined ? preChunk : combinePreChunks(accumulated, preChunk)
  }
  if (accumulated !== undefined) combined.push(accumulated)
  return combined
}

/** Upstream `PreChunk.can_combine`. */
function canCombine(first: PreChunk, second: PreChunk, settings: Pick<ChunkSettings, 'hardMax' | 'combineTextUnderNChars'>): boolean {
  if (first.hasTable || second.hasTable) return false
  const firstLength = preChunkTextLength(first)
  if (firstLength >= settings.combineTextUnderNChars) return false
  // Length of the merged text: `second`'s overlap prefix is dropped, a separator joins the two parts.
  const secondLength = second.segmentsLength + TEXT_SEPARATOR.length * Math.max(0, second.segments.length - 1)
  const joiner = firstLength > 0 && second.segments.length > 0 ? TEXT_SEPARATOR.length : 0
  return firstLength + joiner + secondLength <= settings.hardMax
}
