/**
 * @module chunking/chunk-by-title
 * The `by_title` strategy (upstream `chunking/title.py::chunk_by_title`): every Title starts a
 * section (and every page change too when `multipageSections` is false), then small sections are
 * combined while shorter than `combineUnderNChars`.
 */
import type { Element } from '../elements/types.js'
import { anyBoundary, createPageChangeDetector, isTitle } from './boundary-predicates.js'
import type { BoundaryPredicate } from './boundary-predicates.js'
import { buildPreChunks } from './build-pre-chunks.js'
import { combinePreChunksUnder } from './combine-pre-chunks.js'
import { formChunks } from './form-chunks.js'
import type { ChunkSettings } from './resolve-chunk-options.js'

/** Chunks `elements` by title; ids are left '' for `chunk()` to assign. */
export function chunkByTitle(elements: readonly Element[], settings: ChunkSettings): Element[] {
  const predicates: BoundaryPredicate[] = [isTitle]
  if (!settings.multipageSections) predicates.push(createPageChangeDetector())
  const preChunks = buildPreChunks(elements, settings, anyBoundary(predicates))
  return formChunks(combinePreChunksUnder(preChunks, settings), settings)
}
