/**
 * @module containers/index-of-bytes
 * Byte-sequence search in a Uint8Array (no Buffer: works on any view, shared memory included).
 */

/** First index of `needle` in `haystack` at or after `from`; -1 when absent. */
export function indexOfBytes(haystack: Uint8Array, needle: ArrayLike<number>, from = 0): number {
  const first = needle[0]!
  const last = haystack.length - needle.length
  for (let i = haystack.indexOf(first, from); i !== -1 && i <= last; i = haystack.indexOf(first, i + 1)) {
    let j = 1
    while (j < needle.length && haystack[i + j] === needle[j]) j++
    if (j === needle.length) return i
  }
  return -1
}
