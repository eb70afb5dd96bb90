/**
 * @module server/options-cache
 * `optionsFromWire` remembered per set of form fields. Clients send the same few field sets over and over
 * (an SDK's defaults, one integration's settings), and coercing and validating them (zod) costs about a
 * tenth of serving a small document. The same fields in the same order always give the same options, so
 * the parse is kept, frozen (requests share it and must not change it), for the most recent field sets.
 * Fields that fail validation are not kept: the error is built again, as before.
 */
import { optionsFromWire } from '../options/options-from-wire.js'
import type { WireFields } from '../options/options-from-wire.js'
import type { ResolvedOptions } from '../options/types.js'

/** Field sets remembered by default. */
export const DEFAULT_OPTIONS_CACHE_SIZE = 256

/** Field sets whose text (names and values) is longer than this many characters are parsed each time. */
const MAX_KEY_LENGTH = 4096

/**
 * A parse function with the behaviour of `optionsFromWire` (same options, same `ValidationError`) that
 * remembers the last `size` field sets it accepted; the options it returns are frozen.
 */
export function createOptionsCache(size = DEFAULT_OPTIONS_CACHE_SIZE): (fields: WireFields) => ResolvedOptions {
  const cache = new Map<string, ResolvedOptions>()
  return (fields) => {
    // Key order is part of the key: values of `x` and `x[]` are joined in the order sent.
    const key = JSON.stringify(fields)
    // a PDF password is never kept beyond its request
    if (key.length > MAX_KEY_LENGTH || 'password' in fields) return optionsFromWire(fields)
    const known = cache.get(key)
    if (known !== undefined) {
      // most recently used last, so the oldest is the first key
      cache.delete(key)
      cache.set(key, known)
      return known
    }
    const options = deepFreeze(optionsFromWire(fields))
    if (cache.size >= size) cache.delete(cache.keys().next().value as string)
    cache.set(key, options)
    return options
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
