/**
 * @module pdf/reader/true-type-glyph-unicode
 * The text of a glyph of an embedded TrueType program, as poppler and pdfminer.six name it when the PDF
 * does not: the glyph's 'post' name read by the Adobe Glyph List (or uniXXXX), else the first Unicode
 * code point its Unicode 'cmap' subtables ((3,10), (3,1), then the (0,*) ones) map to it. Undefined when
 * the program names the glyph neither way.
 */
import { glyphNameToUnicode } from './glyph-list.js'
import type { TrueTypeGlyphs } from './true-type-glyphs.js'

/** A glyph id's text from its 'post' name, else from the inverted Unicode cmaps. */
export function glyphUnicode(program: TrueTypeGlyphs): (gid: number) => string | undefined {
  const inverse = new Map<number, string>()
  for (const key of ['3,10', '3,1', '0,4', '0,3', '0,1', '0,0']) {
    const map = program.cmaps.get(key)
    if (map === undefined) continue
    for (const [code, gid] of map) if (!inverse.has(gid)) inverse.set(gid, String.fromCodePoint(code))
  }
  return (gid) => {
    const name = program.names[gid]
    const fromName = name && name !== '.notdef' ? glyphNameToUnicode(name) : undefined
    return fromName ?? inverse.get(gid)
  }
}
