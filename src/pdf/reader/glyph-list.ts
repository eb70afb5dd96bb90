/**
 * @module pdf/reader/glyph-list
 * Glyph name → Unicode text as pdfjs gives it for simple fonts: pdfjs's glyph list (src/core/glyphlist.js
 * `getGlyphsUnicode`, the Adobe Glyph List plus pdfjs's additions) and, for names missing from it, the
 * "uniXXXX" / "uXXXX[XX]" forms of `getUnicodeForGlyph` (src/core/unicode.js) as `_simpleFontToUnicode`
 * (src/core/evaluator.js) accepts them. Names must be decoded as pdfjs decodes PDF names (one character a
 * byte after #xx escapes).
 *
 * Not here, because they depend on the char code or the whole encoding, `_simpleFontToUnicode`'s other
 * forms: "Gxx" (2 hex digits), "gxxxx" (4 hex digits), "Cnn"/"cnnn" (decimal, or hexadecimal for every C
 * name of the font once one of them is not decimal), "f_h"/"f_t"/"T_h" ("fh", "ft", "Th"), and its rule
 * that a name-derived code equal to the char code takes the base encoding's glyph instead. A code whose
 * name gives nothing is shown by pdfjs as the code itself (`String.fromCharCode(code)`).
 */
import { DINGBATS_GLYPH_LIST, GLYPH_LIST } from './glyph-list-data.js'

function parseGlyphList(text: string): ReadonlyMap<string, number> {
  const tokens = text.trim().split(/\s+/)
  const map = new Map<string, number>()
  for (let i = 0; i + 1 < tokens.length; i += 2) map.set(tokens[i]!, parseInt(tokens[i + 1]!, 16))
  return map
}

let glyphs: ReadonlyMap<string, number> | undefined
let dingbats: ReadonlyMap<string, number> | undefined

/**
 * pdfjs `getUnicodeForGlyph`'s reading of a name that starts with "u": "uni" + 4 characters, or "u" + 4 to 6
 * characters, taken as hexadecimal when they have no lower-case letter (parseInt's leniency included,
 * so "uni20AG" is U+020A as in pdfjs). -1 when the form does not apply.
 */
function uNameCode(name: string): number {
  const length = name.length
  let hex: string
  if (length === 7 && name[1] === 'n' && name[2] === 'i') hex = name.substring(3)
  else if (length >= 5 && length <= 7) hex = name.substring(1)
  else return -1
  if (hex !== hex.toUpperCase()) return -1
  const code = parseInt(hex, 16)
  return code >= 0 ? code : -1
}

function lookup(table: ReadonlyMap<string, number>, name: string): string | undefined {
  const code = table.get(name)
  if (code !== undefined) return String.fromCharCode(code)
  if (name[0] !== 'u') return undefined
  const u = uNameCode(name)
  // `_simpleFontToUnicode` keeps codes in 1..0x10FFFF only
  return u > 0 && u <= 0x10ffff ? String.fromCodePoint(u) : undefined
}

/**
 * The text pdfjs gives a glyph named `name` in a simple font, or undefined when pdfjs's glyph list and the
 * "uniXXXX"/"uXXXX[XX]" forms do not know it. ".notdef" is U+0000 in pdfjs's list (pdfjs skips ".notdef"
 * in /Differences before looking it up).
 */
export function glyphNameToUnicode(name: string): string | undefined {
  glyphs ??= parseGlyphList(GLYPH_LIST)
  return lookup(glyphs, name)
}

/** The glyph list's own entry for `name` (pdfjs's `getGlyphsUnicode()[name]`), without the "uniXXXX" forms. */
export function glyphListUnicode(name: string): string | undefined {
  glyphs ??= parseGlyphList(GLYPH_LIST)
  const code = glyphs.get(name)
  return code === undefined ? undefined : String.fromCharCode(code)
}

/**
 * The ZapfDingbats glyph names "a1" … "a191" (src/core/glyphlist.js `getDingbatsGlyphsUnicode`) with the
 * same "uniXXXX" forms. pdfjs uses this list only to choose the glyph it draws for a non-embedded
 * ZapfDingbats font (`toFontChar`), never for the text: there "a1" is not in the glyph list, so the glyph's
 * text is its char code (code 0x21 gives "!").
 */
export function dingbatsGlyphNameToUnicode(name: string): string | undefined {
  dingbats ??= parseGlyphList(DINGBATS_GLYPH_LIST)
  return lookup(dingbats, name)
}
