/**
 * @module chunking/chunk-by-page
 * The `by_page` strategy (hosted API only upstream, api §1.11; docs: "like basic, but a new page always
 * starts a new chunk"): basic chunking with every page change as a boundary and no combining, so a
 * chunk never holds elements of two pages. An element without `page_number` stays on the current page.
 */
import type { Element } from '../elements/types.js'
import { createPageChangeDetector } from './boundary-predicates.js'
import { buildPreChunks } from './build-pre-chunks.js'
import { formChunks } from './form-chunks.js'
import type { ChunkSettings } from './resolve-chunk-options.js'

/** Chunks `elements` page by page; ids are left '' for `chunk()` to assign. */
export function chunkByPage(elements: readonly Element[], settings: ChunkSettings): Element[] {
  return formChunks(buildPreChunks(elements, settings, createPageChangeDetector()), settings)
}
