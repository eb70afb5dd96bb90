/**
 * @module serialize/orig-elements
 * The `metadata.orig_elements` codec of core §3.2 (upstream `elements_to_base64_gzipped_json` and
 * `elements_from_base64_gzipped_json`; despite the name it is zlib, not gzip).
 *
 * Encoding, byte-identical with CPython: strip nested orig_elements, round precision as in §3.1, turn
 * the elements into dicts, `json.dumps(dicts, sort_keys=True)` (separators `", "` / `": "`,
 * `ensure_ascii`, Python float repr), UTF-8, `zlib.compress` at level 6 (RFC 1950, so the string
 * starts with "eJ"), standard padded base64.
 * Decoding: base64 → zlib inflate, refusing more than 200 MiB of output (upstream's
 * `MAX_DECOMPRESSED_SIZE`) → UTF-8 → JSON → rehydrated elements (`elementsFromDicts`).
 * zlib goes through `containers/inflate`, the project's one pako adapter (with `legacyHash`, which makes
 * pako's level-6 output byte-identical to CPython's zlib).
 */
import { zlibDeflate, zlibInflate } from '../containers/inflate.js'
import type { Element } from '../elements/types.js'
import type { PartitionWarning } from '../errors.js'
import { DocumentError } from '../errors.js'
import { base64ToBytes, bytesToBase64 } from './base64.js'
import { elementsFromDicts } from './elements-from-json.js'
import { elementsToDicts } from './elements-to-dicts.js'
import { pythonJsonDumps } from './python-json.js'
import { roundMetadataPrecision } from './round-metadata-precision.js'
import { withMetadata } from '../elements/element-draft.js'

/** Largest inflated payload accepted: 200 MiB, upstream's `MAX_DECOMPRESSED_SIZE`. */
export const MAX_ORIG_ELEMENTS_INFLATED_BYTES = 200 * 1024 * 1024

export interface DecodeOrigElementsOptions {
  /** Inflated-size limit in bytes. Default `MAX_ORIG_ELEMENTS_INFLATED_BYTES` (200 MiB). */
  maxInflatedBytes?: number
  /** Receives an `unknown-element` warning for each element whose type upstream would drop. */
  onWarning?: (warning: PartitionWarning) => void
}

/** Encodes elements as the base64 zlib JSON string upstream stores in `metadata.orig_elements`. */
export function encodeOrigElements(elements: readonly Element[]): string {
  const dicts = elementsToDicts(roundMetadataPrecision(elements.map(withoutOrigElements)))
  const json = pythonJsonDumps(dicts, { sortKeys: true, ensureAscii: true })
  return bytesToBase64(zlibDeflate(new TextEncoder().encode(json)))
}

/**
 * Decodes a `metadata.orig_elements` string back into elements. Throws a `DocumentError` when the
 * string is not base64, not zlib, inflates past the limit, or does not hold a JSON array of elements.
 */
export function decodeOrigElements(encoded: string, options: DecodeOrigElementsOptions = {}): Element[] {
  const limit = options.maxInflatedBytes ?? MAX_ORIG_ELEMENTS_INFLATED_BYTES
  let compressed: Uint8Array
  try {
    compressed = base64ToBytes(encoded)
  } catch (error) {
    throw new DocumentError(
      `metadata.orig_elements is not valid base64 (${(error as Error).message}); expected the string written by elements_to_base64_gzipped_json.`,
      { cause: error },
    )
  }
  let inflated: Uint8Array
  try {
    inflated = zlibInflate(compressed, { maxOutputBytes: limit, label: 'metadata.orig_elements payload' })
  } catch (error) {
    // containers/inflate (the project's one pako adapter) reports corrupt data and the size limit alike as
    // DocumentErrors; prefix what is being decoded and the limit in MiB.
    throw new DocumentError(
      `Cannot decode metadata.orig_elements (inflated-size limit ${describeBytes(limit)}, upstream's MAX_DECOMPRESSED_SIZE): ${(error as Error).message}`,
      { cause: error },
    )
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(inflated))
  } catch (error) {
    throw new DocumentError(`metadata.orig_elements does not hold UTF-8 JSON after decompression: ${(error as Error).message}`, { cause: error })
  }
  if (!Array.isArray(parsed)) {
    throw new DocumentError(`metadata.orig_elements must decode to a JSON array of elements, got ${parsed === null ? 'null' : typeof parsed}.`)
  }
  return elementsFromDicts(parsed, options.onWarning ? { onWarning: options.onWarning } : {})
}

/** Upstream never nests orig_elements: the source elements of a chunk carry none of their own. */
function withoutOrigElements(element: Element): Element {
  if (element.metadata?.orig_elements === undefined) return element
  const { orig_elements: _dropped, ...metadata } = element.metadata
  return withMetadata(element, metadata)
}

function describeBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024)
  return Number.isInteger(mib) ? `${mib} MiB (${bytes} bytes)` : `${bytes} bytes`
}
