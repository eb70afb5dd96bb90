/**
 * @module serialize/elements-to-dicts
 * Elements → the plain objects upstream's `Element.to_dict()` produces (core §1.1–1.2, api §1.9):
 * what the partition API puts in its JSON array and what every other serializer starts from.
 *
 * - Key order `type, element_id, text, metadata`, then `embeddings` when non-empty, then `checked`
 *   for a CheckBox. (Upstream's `to_dict` appends both keys after `metadata`, since Python dicts keep
 *   insertion order; core §3.1's "type, element_id, text, (embeddings), metadata" does not match the
 *   code.)
 * - Metadata is sparse: top-level keys whose value is `undefined`, `null`, `[]` or `{}` are dropped
 *   (`ElementMetadata.to_dict`), and `detection_origin` is never written (debug only).
 * - `coordinates` is written as `{points, system, layout_width, layout_height}` in that order;
 *   `data_source` in its dataclass field order without null fields.
 * - `orig_elements` (an Element array) becomes the compressed base64 string of core §3.2; a string
 *   already in that form is passed through.
 * - Everything is copied: mutating the result never touches the elements.
 * Numbers are not rounded here (upstream rounds only in `elements_to_json` and inside orig_elements).
 */
import type { Element, ElementMetadata } from '../elements/types.js'
import { encodeOrigElements } from './orig-elements.js'

/** The dict form of one element. Values are plain JSON data; key order as upstream's `to_dict`. */
export interface ElementDict {
  type: string
  element_id: string
  text: string
  metadata: Record<string, unknown>
  embeddings?: number[]
  checked?: boolean
}

const DATA_SOURCE_FIELDS = ['url', 'version', 'record_locator', 'date_created', 'date_modified', 'date_processed', 'permissions_data'] as const

const COORDINATE_FIELDS = ['points', 'system', 'layout_width', 'layout_height'] as const

/** Debug fields upstream never serializes (`ElementMetadata.DEBUG_FIELD_NAMES`). */
const DEBUG_FIELDS: ReadonlySet<string> = new Set(['detection_origin'])

/** `[e.to_dict() for e in elements]` (upstream `elements_to_dicts`). */
export function elementsToDicts(elements: readonly Element[]): ElementDict[] {
  return elements.map(elementToDict)
}

/** `element.to_dict()`. */
export function elementToDict(element: Element): ElementDict {
  const dict: ElementDict = {
    type: element.type,
    element_id: element.element_id,
    text: element.text,
    metadata: metadataToDict(element.metadata ?? {}),
  }
  if (element.embeddings && element.embeddings.length > 0) dict.embeddings = [...element.embeddings]
  if (element.type === 'CheckBox') dict.checked = element.checked ?? false
  return dict
}

/** `ElementMetadata.to_dict()`: the sparse, copied metadata object. */
export function metadataToDict(metadata: ElementMetadata): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(metadata)) {
    if (DEBUG_FIELDS.has(key) || isAbsent(value)) continue
    if (key === 'coordinates' && isPlainObject(value)) out[key] = orderedCopy(value, COORDINATE_FIELDS, false)
    else if (key === 'data_source' && isPlainObject(value)) out[key] = orderedCopy(value, DATA_SOURCE_FIELDS, true)
    else if (key === 'orig_elements' && Array.isArray(value)) out[key] = encodeOrigElements(value as Element[])
    else out[key] = copyJson(value)
  }
  return out
}

/** Upstream drops None, and `value == []` or `value == {}` (only at the top level of metadata). */
function isAbsent(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (Array.isArray(value)) return value.length === 0
  return isPlainObject(value) && Object.keys(value).length === 0
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Known fields first in upstream's order, then any extra fields as given. */
function orderedCopy(value: Record<string, unknown>, order: readonly string[], dropNull: boolean): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const key of order) {
    const item = value[key]
    if (item === undefined || (dropNull && item === null)) continue
    out[key] = copyJson(item)
  }
  for (const [key, item] of Object.entries(value)) {
    if (key in out || order.includes(key) || item === undefined || (dropNull && item === null)) continue
    out[key] = copyJson(item)
  }
  return out
}

/** Deep copy of JSON-shaped data (arrays and plain objects; everything else by value). */
function copyJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(copyJson)
  if (isPlainObject(value)) {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) if (item !== undefined) out[key] = copyJson(item)
    return out
  }
  return value
}
