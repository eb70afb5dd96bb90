/**
 * @module elements/compact-metadata
 * Keeps metadata sparse: a key is absent when it has no value (design §2), as upstream's
 * `ElementMetadata.to_dict()` drops None values and empty lists and dicts.
 */
import type { ElementMetadata } from './types.js'

/** Whether a metadata value counts as "no value": undefined, null, an empty array or an empty plain object. */
function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (Array.isArray(value)) return value.length === 0
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.keys(value).length === 0
  }
  return false
}

/** `metadata` without the keys whose value is undefined, null, [] or {} (the same object when nothing is dropped). */
export function compactMetadata(metadata: ElementMetadata): ElementMetadata {
  const keys = Object.keys(metadata)
  if (!keys.some((key) => isEmptyValue(metadata[key]))) return metadata
  const compacted: ElementMetadata = {}
  for (const key of keys) if (!isEmptyValue(metadata[key])) compacted[key] = metadata[key]
  return compacted
}
