/**
 * @module pdf/reader/type1-builtin-encoding
 * The built-in encoding of an embedded Type1 font program (/FontFile), read from the program's clear-text
 * header as pdf.js 5 reads it (type1_parser.js `Type1Parser.getToken` and `extractFontHeader`): the
 * header ends at "eexec"; `/Encoding StandardEncoding def` names a base encoding, `/Encoding 256 array …
 * dup <code> /<name> put … def` lists glyph names by code. pdf.js names a font's codes by this encoding
 * where neither /ToUnicode nor /Encoding does (fonts.js `adjustType1ToUnicode`).
 *
 * Returns null when the header gives no encoding pdf.js would use; throws `UnsupportedPdfError` for a
 * program this reader does not read the way pdf.js does (not "%!…" clear text, e.g. a PFB-wrapped one;
 * no "eexec").
 */
import { UnsupportedPdfError } from './pdf-objects.js'
import { baseEncoding } from './standard-encodings.js'
import { indexOfBytes } from '../../containers/index-of-bytes.js'

const EEXEC = [0x65, 0x65, 0x78, 0x65, 0x63]

export function type1BuiltInEncoding(program: Uint8Array): readonly (string | undefined)[] | null {
  if (program[0] !== 0x25 || program[1] !== 0x21) throw new UnsupportedPdfError('A Type1 font program that is not clear text "%!…" is read by pdfjs.')
  const end = indexOfBytes(program, EEXEC)
  if (end < 0) throw new UnsupportedPdfError('A Type1 font program without "eexec" is read by pdfjs.')
  const tokens = new Type1Tokens(program, end)
  let encoding: readonly (string | undefined)[] | null = null
  for (let token = tokens.next(); token !== null; token = tokens.next()) {
    if (token !== '/' || tokens.next() !== 'Encoding') continue
    const arg = tokens.next()
    if (arg === null) break
    if (!/^\d+$/.test(arg)) {
      encoding = baseEncoding(arg) ?? null
      continue
    }
    const names: (string | undefined)[] = []
    const size = parseInt(arg, 10) | 0
    tokens.next() // "array"
    for (let j = 0; j < size; j++) {
      let t = tokens.next()
      while (t !== 'dup' && t !== 'def') {
        t = tokens.next()
        // pdf.js returns from the whole header parse here, keeping no encoding
        if (t === null) return encoding
      }
      if (t === 'def') break
      const index = parseInt(tokens.next() ?? '0', 10) | 0
      tokens.next() // "/"
      const glyph = tokens.next()
      names[index] = glyph ?? undefined
      tokens.next() // "put"
    }
    encoding = names
  }
  return encoding
}

const isWhiteSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a
const isSpecial = (c: number): boolean => c === 0x2f || c === 0x5b || c === 0x5d || c === 0x7b || c === 0x7d || c === 0x28 || c === 0x29

/** pdf.js's `Type1Parser.getToken`: comments and white space skipped, "/[]{}()" single-character tokens. */
class Type1Tokens {
  private pos = 0

  constructor(
    private readonly data: Uint8Array,
    private readonly end: number,
  ) {}

  next(): string | null {
    const { data, end } = this
    let comment = false
    while (this.pos < end) {
      const c = data[this.pos]!
      if (comment) {
        if (c === 0x0a || c === 0x0d) comment = false
      } else if (c === 0x25) comment = true
      else if (!isWhiteSpace(c)) break
      this.pos++
    }
    if (this.pos >= end) return null
    const start = this.pos
    if (isSpecial(data[start]!)) {
      this.pos++
      return String.fromCharCode(data[start]!)
    }
    while (this.pos < end && !isWhiteSpace(data[this.pos]!) && !isSpecial(data[this.pos]!)) this.pos++
    return String.fromCharCode(...data.subarray(start, this.pos))
  }
}
