/**
 * @module whitespace
 * Which UTF-16 code units are whitespace, in the two senses the port needs: Python's (`str.isspace()`, what
 * upstream's pdfminer and text heuristics strip and split on: U+001C–U+001F and U+0085 count, the BOM does
 * not) and JavaScript's (`\s`: the BOM counts, U+001C–U+001F and U+0085 do not). A check of code numbers,
 * not a regex per character: these run on every character of every line. Every such character is a single
 * code unit.
 */

/** The whitespace both languages agree on from U+00A0 up (space separators, line and paragraph separators). */
function isUnicodeSpaceFromA0(c: number): boolean {
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000
}

/** Python whitespace. */
export function isPythonSpaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d) || c >= 0x1c
  if (c < 0x85) return false
  return c === 0x85 || isUnicodeSpaceFromA0(c)
}

/** JavaScript `\s`. */
export function isJsSpaceCode(c: number): boolean {
  if (c <= 0x20) return c === 0x20 || (c >= 0x09 && c <= 0x0d)
  if (c < 0xa0) return false
  return c === 0xfeff || isUnicodeSpaceFromA0(c)
}
