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
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return !hasOwnKey(value)
  return false
}

/** Whether `object` has an own enumerable string key (`Object.keys(object).length > 0`, without the array). */
function hasOwnKey(object: object): boolean {
  for (const key in object) if (Object.hasOwn(object, key)) return true
  return false
}

/**
 * `metadata` without the keys whose value is undefined, null, [] or {} (the same object when nothing is
 * dropped). Every element of every document comes here: the usual metadata, with nothing to drop, is
 * read without allocating (no key array, no callback).
 */
export function compactMetadata(metadata: ElementMetadata): ElementMetadata {
  let empty = false
  for (const key in metadata) {
    if (Object.hasOwn(metadata, key) && isEmptyValue(metadata[key])) {
      empty = true
      break
    }
  }
  if (!empty) return metadata
  const compacted: ElementMetadata = {}
  for (const key of Object.keys(metadata)) if (!isEmptyValue(metadata[key])) compacted[key] = metadata[key]
  return compacted
}
