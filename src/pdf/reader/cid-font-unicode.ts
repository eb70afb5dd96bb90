/**
 * @module pdf/reader/cid-font-unicode
 * The text of a composite (Type0, Identity-H) font's codes. pdfminer.six and poppler read the /ToUnicode
 * map, and without one an embedded TrueType program's glyph names (poppler); a code that no source names
 * has no text: pdfminer writes "(cid:N)", poppler prints nothing. pdfjs instead shows the code itself as a
 * character (String.fromCharCode: a CJK-looking letter that was never on the page), which is what this
 * reader did too. Here a code the /ToUnicode map leaves out is looked up in the embedded TrueType program
 * (CID → glyph id through /CIDToGIDMap, named by true-type-glyph-unicode), and a code neither names is
 * undefined, which the text interpreter writes as pdfminer's "(cid:N)": hi_res then sees glyphs without
 * text (pdf/strategies/text-layer-quality) and fast warns naming the font (pdf/undecoded-fonts).
 *
 * A font with no source at all is *hopeless* when nothing else could name its codes either: no /ToUnicode,
 * an Identity character collection (no predefined CID → Unicode table, as Adobe-Japan1 has) and no
 * embedded program that names them (none, or a TrueType one without post names or a Unicode cmap). Every
 * glyph then reads "(cid:N)". A CFF program (pdfjs reads its charset's glyph names) or another collection
 * (pdfjs maps it through the collection's Unicode CMap) raises UnsupportedPdfError: pdf-font then names an
 * Adobe GB1/CNS1/Japan1/Korea1 font's CIDs through that UCS2 CMap itself, and sends the rest to pdfjs.
 */
import { LimitExceededError } from '../../document-limits.js'
import type { PdfFile } from './pdf-file.js'
import type { ToUnicodeMap } from './to-unicode-cmap.js'
import { UnsupportedPdfError, isBytes, isDict, isStream } from './pdf-objects.js'
import type { PdfDict } from './pdf-objects.js'
import { latin1 } from './pdf-lexer.js'
import { trueTypeGlyphs } from './true-type-glyphs.js'
import { glyphUnicode } from './true-type-glyph-unicode.js'

export interface CidFontUnicode {
  /** A code's text (from /ToUnicode by code, else from the program by CID); undefined when no source names it. */
  unicode(code: number, cid?: number): string | undefined
  /** No source names any code: every glyph of the font is text nobody can read without OCR. */
  hopeless: boolean
}

/**
 * A CIDFontType2 font's /FontFile2 program as a CID → text map: CID → glyph id through /CIDToGIDMap
 * (Identity, or a stream of 2-byte glyph ids), the glyph named by glyphUnicode. Null when there is no
 * such program or it names no glyph the font uses.
 */
function programUnicode(file: PdfFile, cid: PdfDict, descriptor: PdfDict | null): Map<number, string> | null {
  const stream = descriptor === null ? null : file.get(descriptor, 'FontFile2')
  if (file.get(cid, 'Subtype') !== 'CIDFontType2' || !isStream(stream)) return null
  const program = trueTypeGlyphs(file.streamData(stream))
  const nameOfGlyph = glyphUnicode(program)
  const cidToGid = file.get(cid, 'CIDToGIDMap')
  const gids = isStream(cidToGid) ? file.streamData(cidToGid) : null
  const glyphCount = Math.max(program.names.length, ...[...program.cmaps.values()].flatMap((m) => [...m.values()]).slice(0, 65536), 0) + 1
  const map = new Map<number, string>()
  const last = gids !== null ? gids.length >> 1 : Math.min(glyphCount, 65536)
  for (let code = 0; code < last; code++) {
    const gid = gids !== null ? (gids[code * 2]! << 8) | gids[code * 2 + 1]! : code
    const u = gid === 0 ? undefined : nameOfGlyph(gid)
    if (u !== undefined) map.set(code, u)
  }
  return map.size > 0 ? map : null
}

/** The descendant's /CIDSystemInfo /Ordering ('' when absent). */
function ordering(file: PdfFile, cid: PdfDict): string {
  const info = file.get(cid, 'CIDSystemInfo')
  const o = isDict(info) ? file.get(info, 'Ordering') : null
  return isBytes(o) ? latin1(o) : typeof o === 'string' ? o : ''
}

/**
 * The Unicode of a composite font whose /ToUnicode map (null when it has none or it maps nothing) was
 * read by the caller; `cid` is the descendant font, `descriptor` its /FontDescriptor.
 */
export function cidFontUnicode(file: PdfFile, toUnicode: ToUnicodeMap | null, cid: PdfDict, descriptor: PdfDict | null): CidFontUnicode {
  if (toUnicode !== null) {
    // the program is read only when a code is missing from the map (most fonts' maps are complete)
    let program: Map<number, string> | null | undefined
    const fromProgram = (code: number): string | undefined => {
      if (program === undefined) {
        try {
          program = programUnicode(file, cid, descriptor)
        } catch (error) {
          // a damaged program only leaves the code without text; a decoding budget stays an error
          if (error instanceof LimitExceededError) throw error
          program = null
        }
      }
      return program?.get(code)
    }
    return { unicode: (code, cid = code) => toUnicode.get(code) || fromProgram(cid), hopeless: false }
  }
  const program = programUnicode(file, cid, descriptor)
  if (program !== null) return { unicode: (code, cid = code) => program.get(cid), hopeless: false }
  // a program other than the TrueType one read above (Type1, CFF, OpenType) may name glyphs for pdfjs
  const otherProgram =
    descriptor !== null &&
    ['FontFile', 'FontFile2', 'FontFile3'].some((k) => isStream(file.get(descriptor, k))) &&
    !(file.get(cid, 'Subtype') === 'CIDFontType2' && isStream(file.get(descriptor, 'FontFile2')))
  if (ordering(file, cid) !== 'Identity' || otherProgram) throw new UnsupportedPdfError('A CID font without /ToUnicode is read by pdfjs.')
  return { unicode: () => undefined, hopeless: true }
}
