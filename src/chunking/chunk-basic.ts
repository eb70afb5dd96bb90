/**
 * @module chunking/chunk-basic
 * The `basic` strategy (upstream `chunking/basic.py::chunk_elements`): fill each chunk with whole
 * elements up to the limits, with no semantic boundary.
 */
import type { Element } from '../elements/types.js'
import { buildPreChunks } from './build-pre-chunks.js'
import { formChunks } from './form-chunks.js'
import type { ChunkSettings } from './resolve-chunk-options.js'

/** Chunks `elements` with the basic strategy; ids are left '' for `chunk()` to assign. */
export function chunkBasic(elements: readonly Element[], settings: ChunkSettings): Element[] {
  return formChunks(buildPreChunks(elements, settings), settings)
}
