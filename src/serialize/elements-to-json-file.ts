/**
 * @module serialize/elements-to-json-file
 * Upstream's own file format, `staging.base.elements_to_json(elements)` (core §3.1): precision
 * rounded (`round-metadata-precision`), dicts (`elements-to-dicts`), then
 * `json.dumps(dicts, indent=4, sort_keys=True)` with Python's defaults — `ensure_ascii`, `","` line
 * ends, Python float repr (`python-json`). Use it to compare with upstream's committed `.json` files or
 * to hand files to Python tooling; the HTTP API uses `elementsToJson` instead.
 */
import type { Element } from '../elements/types.js'
import { elementsToDicts } from './elements-to-dicts.js'
import { pythonJsonDumps } from './python-json.js'
import { roundMetadataPrecision } from './round-metadata-precision.js'

export interface ElementsToJsonFileOptions {
  /** Python's `indent=`. Default 4, as `elements_to_json`. */
  indent?: number
}

/** `elements_to_json(elements)` of unstructured, byte for byte (given the float rule of python-float-keys). */
export function elementsToJsonFile(elements: readonly Element[], options: ElementsToJsonFileOptions = {}): string {
  const dicts = elementsToDicts(roundMetadataPrecision(elements))
  return pythonJsonDumps(dicts, { indent: options.indent ?? 4, sortKeys: true, ensureAscii: true })
}
