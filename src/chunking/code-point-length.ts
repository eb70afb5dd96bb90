/**
 * @module chunking/code-point-length
 * Lengths and slices counted in Unicode code points, as Python's `len()` and `s[a:b]` count them
 * (core §4.1: every chunking length is a code-point count). JavaScript's `.length` counts UTF-16 units,
 * so an emoji or a CJK Extension B ideograph would count twice and chunks would come out shorter than
 * upstream's. Strings without surrogates (the common case) take the native fast path.
 */

const SURROGATE = /[\uD800-\uDFFF]/

/** True when `text` holds a character outside the BMP, so UTF-16 indexes and code-point indexes differ. */
export function hasAstralCharacters(text: string): boolean {
  return SURROGATE.test(text)
}

/** Python `len(text)`: the number of Unicode code points (not UTF-16 units). */
export function codePointLength(text: string): number {
  if (!SURROGATE.test(text)) return text.length
  let count = 0
  for (const _ of text) count++
  return count
}

/**
 * Python `text[start:end]` in code points. Negative indexes count from the end and out-of-range
 * indexes are clamped, as in Python; `end` absent means "to the end".
 */
export function codePointSlice(text: string, start: number, end?: number): string {
  if (!SURROGATE.test(text)) return text.slice(start, end)
  return Array.from(text).slice(start, end).join('')
}
