/**
 * @module serialize/elements-to-json
 * The partition API's JSON body (api §1.8–1.9): an array of element dicts (`elements-to-dicts`:
 * `{type, element_id, text, metadata}` in that order, sparse metadata, `orig_elements` as the
 * compressed base64 string of core §3.2), written the way FastAPI's `JSONResponse` writes it:
 * compact separators `","` / `":"` and raw UTF-8 (`ensure_ascii=False`), which is what
 * `JSON.stringify` gives.
 *
 * Floats: JSON.stringify writes a whole float as `612` where FastAPI writes `612.0`. Both parse to the
 * same number in every JSON client (the SDKs, `json.loads`, JS), so the API body keeps JSON.stringify;
 * use `elementsToJsonFile` when Python's exact bytes are needed. NaN and ±Infinity become `null`.
 */
import type { Element } from '../elements/types.js'
import { elementsToDicts } from './elements-to-dicts.js'

export interface ElementsToJsonOptions {
  /** Spaces per nesting level; 0 or absent writes compact one-line JSON (the API's default). */
  indent?: number
}

/** Serializes elements exactly as the partition API's JSON response body. */
export function elementsToJson(elements: readonly Element[], options: ElementsToJsonOptions = {}): string {
  const indent = options.indent ?? 0
  return indent > 0 ? JSON.stringify(elementsToDicts(elements), null, indent) : JSON.stringify(elementsToDicts(elements))
}
