/**
 * @module pdf/reader/cff-builtin-encoding
 * The built-in encoding of a bare CFF font program (/FontFile3 /Subtype /Type1C) as pdfjs derives it:
 * `CFFParser.parse` reads the Top DICT's charset and Encoding (cff_parser.js), and
 * `CFFFont._createBuiltInEncoding` names each encoded code by its glyph's charset name (fonts.js). A simple
 * font without /ToUnicode or a base encoding takes these names for the codes /Differences leaves out
 * (./pdf-font.ts, pdfjs `adjustType1ToUnicode`): TeX fonts converted to CFF (CMR10 subsets …) are the
 * common case.
 *
 * Only a program pdfjs is sure to read the same way is read here. Anything else is an UnsupportedPdfError
 * and pdfjs reads the page: bytes before the header (pdfjs skips them), a CID-keyed program (pdfjs derives
 * no encoding), a FontMatrix other than the default (pdfjs rescales the font's widths by it), a read past
 * the end of the program or of an INDEX (pdfjs reads `undefined` there and goes on), an unknown charset or
 * encoding format (pdfjs gives up on the program).
 */
import { CFF_STANDARD_STRINGS, EXPERT_CHARSET, EXPERT_SUBSET_CHARSET, ISO_ADOBE_CHARSET_LENGTH } from './cff-builtin-encoding-data.js'
import { UnsupportedPdfError } from './pdf-objects.js'
import { ExpertEncoding, StandardEncoding } from './standard-encodings.js'

const words = (list: string): readonly string[] => Object.freeze(list.trim().split(/\s+/))
const STANDARD_STRINGS = words(CFF_STANDARD_STRINGS)
const PREDEFINED_CHARSETS = [STANDARD_STRINGS.slice(0, ISO_ADOBE_CHARSET_LENGTH), words(EXPERT_CHARSET), words(EXPERT_SUBSET_CHARSET)] as const

/** Top DICT operators read here: charset, Encoding, CharStrings, FontMatrix (12 7), ROS (12 30). */
const CHARSET = 15
const ENCODING = 16
const CHAR_STRINGS = 17
const FONT_MATRIX = (12 << 8) | 7
const ROS = (12 << 8) | 30
const DEFAULT_FONT_MATRIX = [0.001, 0, 0, 0.001, 0, 0]

/** Operators of pdfjs's CFFTopDictLayout (one byte, and 12 x): an operator outside it is ignored. */
const TOP_DICT_KEYS = new Set([
  ...[0, 1, 2, 3, 4, 5, 13, 14, CHARSET, ENCODING, CHAR_STRINGS, 18],
  ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 20, 21, 22, 23, 30, 31, 32, 33, 34, 35, 36, 37, 38].map((op) => (12 << 8) | op),
])

function unsupported(what: string): never {
  throw new UnsupportedPdfError(`A CFF font program ${what} is read by pdfjs.`)
}

/** Reads the program's bytes, refusing any read past its end (where pdfjs would read `undefined`). */
class CffBytes {
  constructor(readonly data: Uint8Array) {}
  card8(pos: number): number {
    if (!Number.isInteger(pos) || pos < 0 || pos >= this.data.length) unsupported('read past its end')
    return this.data[pos]!
  }
  card16(pos: number): number {
    return (this.card8(pos) << 8) | this.card8(pos + 1)
  }
}

interface CffIndex {
  /** Each entry's [start, end) in the program. */
  entries: [number, number][]
  end: number
}

/** pdfjs `parseIndex`, with every offset inside the program and in order. */
function readIndex(bytes: CffBytes, at: number): CffIndex {
  const count = bytes.card16(at)
  if (count === 0) return { entries: [], end: at + 2 }
  const offSize = bytes.card8(at + 2)
  if (offSize < 1 || offSize > 4) unsupported('with an INDEX of an invalid offset size')
  let pos = at + 3
  const base = pos + (count + 1) * offSize - 1
  const offsets: number[] = []
  for (let i = 0; i <= count; i++) {
    let offset = 0
    for (let j = 0; j < offSize; j++) offset = offset * 256 + bytes.card8(pos++)
    offsets.push(base + offset)
  }
  const entries: [number, number][] = []
  for (let i = 0; i < count; i++) {
    const start = offsets[i]!
    const end = offsets[i + 1]!
    if (start < base + 1 || end < start || end > bytes.data.length) unsupported('with an INDEX entry outside it')
    entries.push([start, end])
  }
  return { entries, end: offsets[count]! }
}

/** pdfjs `parseDict` then `setByKey` for the Top DICT: each known operator's operands (the last one of an operator wins). */
function readTopDict(bytes: CffBytes, [start, end]: [number, number]): Map<number, number[]> {
  const values = new Map<number, number[]>()
  let operands: number[] = []
  let pos = start
  while (pos < end) {
    let b = bytes.card8(pos)
    if (b <= 21) {
      if (b === 12) b = (b << 8) | bytes.card8(++pos)
      pos++
      // setByKey: an operator outside the layout, or without operands, sets nothing; a NaN operand neither
      if (TOP_DICT_KEYS.has(b) && operands.length > 0 && !operands.some(Number.isNaN)) values.set(b, operands)
      operands = []
      continue
    }
    pos++
    if (b === 30) {
      // a real number, nibble by nibble
      let text = ''
      const nibbles = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '.', 'E', 'E-', null, '-']
      for (;;) {
        if (pos >= end) break
        const byte = bytes.card8(pos++)
        const hi = byte >> 4
        const lo = byte & 15
        if (hi === 15) break
        text += nibbles[hi] ?? unsupported('with a reserved nibble in a real number')
        if (lo === 15) break
        text += nibbles[lo] ?? unsupported('with a reserved nibble in a real number')
      }
      operands.push(Number.parseFloat(text))
    } else if (b === 28) {
      if (pos + 2 > end) unsupported('with a truncated DICT operand')
      operands.push(((bytes.card8(pos) << 24) | (bytes.card8(pos + 1) << 16)) >> 16)
      pos += 2
    } else if (b === 29) {
      if (pos + 4 > end) unsupported('with a truncated DICT operand')
      operands.push((bytes.card8(pos) << 24) | (bytes.card8(pos + 1) << 16) | (bytes.card8(pos + 2) << 8) | bytes.card8(pos + 3))
      pos += 4
    } else if (b >= 32 && b <= 246) operands.push(b - 139)
    else if (b >= 247 && b <= 254) {
      if (pos + 1 > end) unsupported('with a truncated DICT operand')
      const next = bytes.card8(pos++)
      operands.push(b <= 250 ? (b - 247) * 256 + next + 108 : -((b - 251) * 256) - next - 108)
    } else unsupported('with a reserved DICT operator')
  }
  return values
}

/** The offset value of a Top DICT operator, or its default (pdfjs `getByName`). */
function offsetOf(dict: Map<number, number[]>, key: number, fallback: number | undefined): number | undefined {
  const value = dict.get(key)?.[0] ?? fallback
  if (value !== undefined && (!Number.isInteger(value) || value < 0)) unsupported('with an invalid offset')
  return value
}

/** pdfjs `CFFStrings.get`, `undefined` included (an SID one past the custom strings). */
function stringOf(strings: readonly string[], sid: number): string | undefined {
  if (sid >= 0 && sid < STANDARD_STRINGS.length) return STANDARD_STRINGS[sid]
  if (sid - STANDARD_STRINGS.length <= strings.length) return strings[sid - STANDARD_STRINGS.length]
  return STANDARD_STRINGS[0]
}

/** pdfjs `parseCharsets` of a program that is not CID-keyed: glyph id → glyph name. */
function readCharset(bytes: CffBytes, at: number, glyphs: number, strings: readonly string[]): readonly (string | undefined)[] {
  if (at <= 2) return PREDEFINED_CHARSETS[at]!
  const names: (string | undefined)[] = ['.notdef']
  let pos = at
  const format = bytes.card8(pos++)
  if (format === 0) {
    for (let i = 0; i < glyphs - 1; i++) {
      names.push(stringOf(strings, bytes.card16(pos)))
      pos += 2
    }
  } else if (format === 1 || format === 2) {
    while (names.length <= glyphs - 1) {
      let sid = bytes.card16(pos)
      pos += 2
      const count = format === 1 ? bytes.card8(pos) : bytes.card16(pos)
      pos += format
      for (let i = 0; i <= count; i++) names.push(stringOf(strings, sid++))
    }
  } else unsupported(`with charset format ${format}`)
  return names
}

/** pdfjs `parseEncoding`: code → glyph id, in the order pdfjs's object iterates them (ascending codes). */
function readEncoding(bytes: CffBytes, at: number, charset: readonly (string | undefined)[], strings: readonly string[]): Map<number, number> {
  const encoding = new Map<number, number>()
  if (at === 0 || at === 1) {
    const base = at === 1 ? ExpertEncoding : StandardEncoding
    for (let gid = 0; gid < charset.length; gid++) {
      const code = base.indexOf(charset[gid] as string)
      if (code !== -1) encoding.set(code, gid)
    }
    return encoding
  }
  let pos = at
  const format = bytes.card8(pos++)
  if ((format & 0x7f) === 0) {
    const count = bytes.card8(pos++)
    for (let gid = 1; gid <= count; gid++) encoding.set(bytes.card8(pos++), gid)
  } else if ((format & 0x7f) === 1) {
    const ranges = bytes.card8(pos++)
    let gid = 1
    for (let i = 0; i < ranges; i++) {
      const first = bytes.card8(pos++)
      const left = bytes.card8(pos++)
      for (let code = first; code <= first + left; code++) encoding.set(code, gid++)
    }
  } else unsupported(`with encoding format ${format & 0x7f}`)
  if (format & 0x80) {
    const supplements = bytes.card8(pos++)
    for (let i = 0; i < supplements; i++) {
      const code = bytes.card8(pos++)
      const sid = bytes.card16(pos)
      pos += 2
      encoding.set(code, charset.indexOf(stringOf(strings, sid)))
    }
  }
  return encoding
}

/**
 * The glyph name of each code the program encodes (a sparse array; codes above 255 cannot occur), or null
 * when it names none (pdfjs then sets no built-in encoding).
 */
export function cffBuiltInEncoding(data: Uint8Array): (string | undefined)[] | null {
  const bytes = new CffBytes(data)
  // pdfjs getFontFileType: a program that starts like a CFF one is read as CFF (major version ≥ 1, offSize 1–4)
  if (bytes.card8(0) !== 1) unsupported('that does not start with its header')
  const offSize = bytes.card8(3)
  if (offSize < 1 || offSize > 4) unsupported('with an invalid header')
  const names = readIndex(bytes, bytes.card8(2))
  const topDicts = readIndex(bytes, names.end)
  const stringIndex = readIndex(bytes, topDicts.end)
  if (topDicts.entries.length === 0) unsupported('without a Top DICT')
  const dict = readTopDict(bytes, topDicts.entries[0]!)
  if (dict.has(ROS)) unsupported('that is CID-keyed')
  const matrix = dict.get(FONT_MATRIX)
  if (matrix !== undefined && (matrix.length !== 6 || matrix.some((v, i) => v !== DEFAULT_FONT_MATRIX[i]))) unsupported('with its own FontMatrix')
  const strings = stringIndex.entries.map(([start, end]) => String.fromCharCode(...data.subarray(start, end)))
  const charStringsAt = offsetOf(dict, CHAR_STRINGS, undefined)
  if (charStringsAt === undefined || charStringsAt === 0) unsupported('without CharStrings')
  const glyphs = readIndex(bytes, charStringsAt).entries.length
  const charset = readCharset(bytes, offsetOf(dict, CHARSET, 0)!, glyphs, strings)
  const encoding = readEncoding(bytes, offsetOf(dict, ENCODING, 0)!, charset, strings)
  // CFFFont._createBuiltInEncoding
  const map: (string | undefined)[] = []
  for (const code of [...encoding.keys()].sort((a, b) => a - b)) {
    const gid = encoding.get(code)!
    const name = gid >= 0 ? charset[gid] : undefined
    if (name) map[code] = name
  }
  return map.length > 0 ? map : null
}
