/**
 * @module chunking/consolidate-metadata
 * Chunk metadata from the metadata of its elements, field by field (core §1.3
 * `ConsolidationStrategy`, applied as in upstream `_Chunker._meta_kwargs`, core §4.4).
 */
import type { Element, ElementMetadata } from '../elements/types.js'
import { pyStrip } from '../elements/python-strings.js'

type ConsolidationStrategy = 'first' | 'listConcatenate' | 'listUnique' | 'stringConcatenate' | 'dictListUnique' | 'drop'

/** The strategy of every known metadata field; fields not listed (ad-hoc ones) are left out of chunks. */
export const CONSOLIDATION_STRATEGIES: Readonly<Record<string, ConsolidationStrategy>> = {
  attached_to_filename: 'first',
  cc_recipient: 'first',
  bcc_recipient: 'first',
  data_source: 'first',
  email_message_id: 'first',
  file_directory: 'first',
  filename: 'first',
  filetype: 'first',
  last_modified: 'first',
  page_name: 'first',
  page_number: 'first',
  sent_from: 'first',
  sent_to: 'first',
  signature: 'first',
  subject: 'first',
  table_as_cells: 'first',
  table_extraction_method: 'first',
  url: 'first',
  emphasized_text_contents: 'listConcatenate',
  emphasized_text_tags: 'listConcatenate',
  link_texts: 'listConcatenate',
  link_urls: 'listConcatenate',
  languages: 'listUnique',
  text_as_html: 'stringConcatenate',
  enrichment_origins: 'dictListUnique',
  category_depth: 'drop',
  coordinates: 'drop',
  detection_class_prob: 'drop',
  detection_origin: 'drop',
  header_footer_type: 'drop',
  image_url: 'drop',
  image_path: 'drop',
  image_base64: 'drop',
  image_mime_type: 'drop',
  is_continuation: 'drop',
  is_extracted: 'drop',
  link_start_indexes: 'drop',
  links: 'drop',
  max_characters: 'drop',
  orig_elements: 'drop',
  parent_id: 'drop',
  routing: 'drop',
  routing_score: 'drop',
  table_id: 'drop',
  chunk_index: 'drop',
  num_carried_over_header_rows: 'drop',
  segment_start_seconds: 'drop',
  segment_end_seconds: 'drop',
  key_value_pairs: 'drop',
}

/** Names of the fields with the DROP strategy (cleared from a table's metadata for its chunks). */
export const DROPPED_FIELDS: readonly string[] = Object.entries(CONSOLIDATION_STRATEGIES)
  .filter(([, strategy]) => strategy === 'drop')
  .map(([field]) => field)

/**
 * The metadata of a chunk made of `elements`: for each known field with a value (not undefined or
 * null) in at least one element, the values in element order reduced by the field's strategy. The
 * same rules apply to a single element, so coordinates, parent_id, category_depth… never reach a chunk.
 * Values are shared, not copied: treat the result as read-only.
 */
export function consolidateMetadata(elements: readonly Element[]): ElementMetadata {
  const valuesByField = new Map<string, unknown[]>()
  for (const element of elements) {
    const source = element.metadata
    for (const field in source) {
      const value = source[field]
      if (value === undefined || value === null || CONSOLIDATION_STRATEGIES[field] === undefined) continue
      const values = valuesByField.get(field)
      if (values === undefined) valuesByField.set(field, [value])
      else values.push(value)
    }
  }
  const metadata: ElementMetadata = {}
  for (const [field, values] of valuesByField) {
    switch (CONSOLIDATION_STRATEGIES[field]) {
      case 'first':
        metadata[field] = values[0]
        break
      case 'listConcatenate':
        metadata[field] = values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value]))
        break
      case 'listUnique':
        metadata[field] = [...new Set(values.flatMap((value) => (Array.isArray(value) ? (value as unknown[]) : [value])))]
        break
      case 'stringConcatenate':
        metadata[field] = values.map((value) => pyStrip(String(value))).join(' ')
        break
      case 'dictListUnique':
        metadata[field] = mergeDictLists(values as Record<string, Record<string, unknown>[]>[])
        break
      default:
        break
    }
  }
  return metadata
}

/** DICT_LIST_UNIQUE: keys united in order; per key the records concatenated, duplicates (equal as dicts) dropped. */
function mergeDictLists(values: readonly Record<string, Record<string, unknown>[]>[]): Record<string, Record<string, unknown>[]> {
  const merged: Record<string, Record<string, unknown>[]> = {}
  const seen = new Map<string, Set<string>>()
  for (const value of values) {
    for (const [key, records] of Object.entries(value)) {
      const bucket = (merged[key] ??= [])
      let keys = seen.get(key)
      if (keys === undefined) seen.set(key, (keys = new Set()))
      for (const record of records) {
        const identity = canonicalJson(record)
        if (keys.has(identity)) continue
        keys.add(identity)
        bucket.push(record)
      }
    }
  }
  return merged
}

/** JSON with object keys sorted, so two records with the same items compare equal. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
