/**
 * @module pdf/reader/pdf-font
 * What the text layer needs from a font resource: per character code its advance width (glyph space,
 * 1/1000 em) and its Unicode text, the font's descent, and how to split a string into codes. Widths
 * follow pdfminer.six and pdfjs (which agree): /Widths from /FirstChar with /MissingWidth for the rest,
 * the 14 standard fonts' AFM widths when a simple font has no /Widths, /W and /DW for CID fonts. Unicode
 * follows pdfjs's rules (evaluator.js `extractDataStructures`, `_simpleFontToUnicode`, `buildToUnicode`;
 * fonts.js `_charToGlyph`): /ToUnicode first, then the encoding's glyph names, else the code itself; a
 * composite font's code follows pdfminer.six and poppler instead (cid-font-unicode: no text when neither
 * /ToUnicode nor the embedded program names it, and a font nothing could name is read, not sent to pdfjs).
 * The descent is pdfminer's: the descriptor's /Descent (the AFM value for the standard fonts), made
 * negative; pdfjs instead reads TrueType files' hhea and Type1 files' FontBBox.
 *
 * Type3 fonts are simple fonts measured by their FontMatrix (type3-font-box for their descent); composite
 * fonts take Identity-H, an embedded horizontal CMap (to-unicode-cmap parseEncodingCMap) or a predefined
 * horizontal one (90ms-RKSJ-H, UniGB-UTF16-H, …: predefined-cmaps, which throws PredefinedCMapNeededError
 * until the caller has loaded it), and without /ToUnicode name a CID by its collection's UCS2 CMap
 * (Adobe-Japan1-UCS2, …) as pdf.js's `buildToUnicode` does. A Type1 or bare CFF program's built-in encoding
 * names the codes /Differences leaves out (type1-builtin-encoding, cff-builtin-encoding). Vertical writing,
 * Type3 fonts pdfjs may load as one another, codes pdfjs names from a standard font's glyph ids, and programs
 * those readers are not sure to read as pdfjs does raise UnsupportedPdfError: the page then goes to pdfjs.
 */
import type { FontMetrics, OpGlyph } from '../text-interpreter.js'
import type { PdfFile } from './pdf-file.js'
import { UnsupportedPdfError, isDict, isStream } from './pdf-objects.js'
import type { PdfDict, PdfObject, PdfStream } from './pdf-objects.js'
import { glyphListUnicode, glyphNameToUnicode } from './glyph-list.js'
import { baseEncoding } from './standard-encodings.js'
import {
  isStandardFontName,
  isSymbolsFontName,
  normalizeFontName,
  standardFontDescent,
  standardFontIsSymbolic,
  standardFontMetrics,
} from './standard-font-metrics.js'
import { latin1 } from './pdf-lexer.js'
import { parseEncodingCMap, parseToUnicodeCMap } from './to-unicode-cmap.js'
import type { CodespaceRange, EncodingCMap, ToUnicodeMap } from './to-unicode-cmap.js'
import { trueTypeGlyphs } from './true-type-glyphs.js'
import { glyphUnicode } from './true-type-glyph-unicode.js'
import { cidFontUnicode } from './cid-font-unicode.js'
import { cidWidths } from './cid-widths.js'
import type { BinaryCMap } from './binary-cmap.js'
import { predefinedCMap } from './predefined-cmaps.js'
import { type1BuiltInEncoding } from './type1-builtin-encoding.js'
import { cffBuiltInEncoding } from './cff-builtin-encoding.js'
import { type3FontBox } from './type3-font-box.js'
import { ReaderGlyph } from './reader-glyph.js'
import { ReaderFontMetrics } from './reader-font-metrics.js'

/** FontDescriptor /Flags bits. */
const SYMBOLIC = 4
const NONSYMBOLIC = 32

export interface ReaderFont {
  metrics: FontMetrics
  /** A Type3 font (glyphs drawn by content-stream procedures). */
  type3?: boolean
  /**
   * Writes the glyphs of a shown string, `bytes[start, end)`, into `out` from index `at` on; returns the index after
   * the last one written.
   */
  glyphs(bytes: Uint8Array, start: number, end: number, out: unknown[], at: number): number
}

/** Reads a font dictionary. */
export function readFont(file: PdfFile, dict: PdfDict): ReaderFont {
  const subtype = file.get(dict, 'Subtype')
  if (subtype === 'Type0') return compositeFont(file, dict)
  if (subtype === 'Type1' || subtype === 'TrueType' || subtype === 'MMType1' || subtype === 'Type3') return simpleFont(file, dict, subtype)
  throw new UnsupportedPdfError(`Font subtype ${String(subtype)} is read by pdfjs.`)
}

function nameOf(v: PdfObject): string | null {
  return typeof v === 'string' ? v : null
}

function numberOr(v: PdfObject, fallback: number): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : fallback
}

function embedded(file: PdfFile, descriptor: PdfDict | null): boolean {
  if (descriptor === null) return false
  return ['FontFile', 'FontFile2', 'FontFile3'].some((k) => isStream(file.get(descriptor, k)))
}

/** The descriptor's Type1 program (/FontFile) or bare CFF one (/FontFile3 /Subtype /Type1C); null for others. */
function type1Program(file: PdfFile, descriptor: PdfDict): { kind: 'Type1' | 'CFF'; stream: PdfStream } | null {
  const type1 = file.get(descriptor, 'FontFile')
  if (isStream(type1)) return { kind: 'Type1', stream: type1 }
  const cff = file.get(descriptor, 'FontFile3')
  return isStream(cff) && file.get(cff.dict, 'Subtype') === 'Type1C' ? { kind: 'CFF', stream: cff } : null
}

/**
 * Each document's ToUnicode maps by their decoded text (up to MAX_SHARED_CMAP_BYTES): the fonts of one
 * document often carry the same map (issue12963.pdf: seven copies of one 65,536-code map), read once.
 * The maps are only read, never changed, by the fonts that share them.
 */
const sharedToUnicode = new WeakMap<PdfFile, Map<string, ToUnicodeMap | null>>()
const MAX_SHARED_CMAP_BYTES = 1 << 16

/** A ToUnicode stream's map; a name (Identity-H …) or anything else is pdfjs's business. */
function toUnicodeOf(file: PdfFile, dict: PdfDict): ToUnicodeMap | null {
  const v = file.get(dict, 'ToUnicode')
  if (v === null) return null
  if (!isStream(v)) throw new UnsupportedPdfError('A /ToUnicode that is not a stream is read by pdfjs.')
  // a map cut short still names the codes before the cut (poppler and pdfminer.six read it so)
  const data = file.streamData(v, { keepTruncated: true })
  let shared = sharedToUnicode.get(file)
  if (shared === undefined) sharedToUnicode.set(file, (shared = new Map()))
  const key = data.length <= MAX_SHARED_CMAP_BYTES ? latin1(data) : undefined
  const known = key === undefined ? undefined : shared.get(key)
  if (known !== undefined) return known
  const { map } = parseToUnicodeCMap(data)
  const result = map.size > 0 ? map : null
  if (key !== undefined) shared.set(key, result)
  return result
}

/** A matrix or rectangle of `length` numbers (pdfjs lookupMatrix / lookupRect), or null. */
function numbersOf(file: PdfFile, v: PdfObject, length: number): number[] | null {
  if (!Array.isArray(v) || v.length !== length) return null
  const out = v.map((x) => file.resolve(x))
  return out.every((x) => typeof x === 'number') ? (out as number[]) : null
}

/**
 * pdfjs's metrics of a Type3 font (translateFont with an empty descriptor when there is none), as pdfminer's
 * PDFType3Font turns them into text-space units: hscale = FontMatrix a + c, descent = FontBBox y0 × (b + d).
 */
function type3Metrics(file: PdfFile, dict: PdfDict, descriptor: PdfDict | null, name: string): FontMetrics {
  const m = numbersOf(file, file.get(dict, 'FontMatrix'), 6) ?? [0.001, 0, 0, 0.001, 0, 0]
  const declared = numbersOf(file, (descriptor !== null ? file.get(descriptor, 'FontBBox') : null) ?? file.get(dict, 'FontBBox'), 4)
  const normalized =
    declared === null
      ? [0, 0, 0, 0]
      : [
          Math.min(declared[0]!, declared[2]!),
          Math.min(declared[1]!, declared[3]!),
          Math.max(declared[0]!, declared[2]!),
          Math.max(declared[1]!, declared[3]!),
        ]
  let descent = type3FontBox(file, dict, normalized)[1]! * (m[1]! + m[3]!)
  if (descent > 0) descent = -descent
  return new ReaderFontMetrics(name, descent, m[0]! + m[2]!)
}

/** Per document, the first Type3 font read with each descriptor. */
const type3ByDescriptor = new WeakMap<PdfFile, Map<PdfDict, PdfDict>>()

/**
 * pdfjs loads a font whose descriptor, encoding, /FirstChar–/LastChar, /ToUnicode and /Widths match a font
 * it loaded before as that font (evaluator.js loadFont `fontAliases`, kept on the shared descriptor): Type3
 * fonts that share a descriptor but differ in FontMatrix or glyph procedures then take the first one's, in
 * the order pdfjs happens to load them. Such fonts are read by pdfjs.
 */
function checkType3Alias(file: PdfFile, dict: PdfDict, descriptor: PdfDict): void {
  let seen = type3ByDescriptor.get(file)
  if (seen === undefined) type3ByDescriptor.set(file, (seen = new Map()))
  const first = seen.get(descriptor)
  if (first === undefined) {
    seen.set(descriptor, dict)
    return
  }
  if (first === dict) return
  const sameMatrix =
    JSON.stringify(numbersOf(file, file.get(first, 'FontMatrix'), 6)) === JSON.stringify(numbersOf(file, file.get(dict, 'FontMatrix'), 6))
  if (!sameMatrix || file.get(first, 'CharProcs') !== file.get(dict, 'CharProcs')) {
    throw new UnsupportedPdfError('Type3 fonts sharing a font descriptor are read by pdfjs (it may load one as the other).')
  }
}

function simpleFont(file: PdfFile, dict: PdfDict, type: string): ReaderFont {
  const descriptor = file.getDict(dict, 'FontDescriptor')
  const baseFont = nameOf(file.get(dict, 'BaseFont')) ?? ''
  // a Type3 font's glyphs are content-stream procedures: nothing is embedded, its name is "Type3" unless the descriptor names it
  const type3 = type === 'Type3'
  if (type3 && descriptor !== null) checkType3Alias(file, dict, descriptor)
  const isEmbedded = !type3 && embedded(file, descriptor)
  const name =
    descriptor !== null ? (nameOf(file.get(descriptor, 'FontName')) ?? (type3 ? 'Type3' : baseFont)) : type3 ? 'Type3' : normalizeFontName(baseFont)
  // without a descriptor pdfjs simulates the flags: Symbolic for the symbol fonts' names, else Nonsymbolic (none for Type3)
  let flags = descriptor !== null ? numberOr(file.get(descriptor, 'Flags'), 0) : type3 ? 0 : standardFontIsSymbolic(baseFont) ? SYMBOLIC : NONSYMBOLIC

  // encoding (pdfjs extractDataStructures)
  const differences: (string | undefined)[] = []
  let baseEncodingName: string | null = null
  const encoding = file.get(dict, 'Encoding')
  if (isDict(encoding)) {
    baseEncodingName = nameOf(file.get(encoding, 'BaseEncoding'))
    const diffs = file.get(encoding, 'Differences')
    if (Array.isArray(diffs)) {
      let index = 0
      for (const entry of diffs) {
        const v = file.resolve(entry)
        if (typeof v === 'number') index = v
        else if (typeof v === 'string') differences[index++] = v
        else throw new UnsupportedPdfError('An invalid /Differences entry is handled by pdfjs.')
      }
    }
  } else if (typeof encoding === 'string') baseEncodingName = encoding
  else if (encoding !== null) throw new UnsupportedPdfError('An /Encoding that is neither a name nor a dictionary is handled by pdfjs.')
  if (baseEncodingName !== 'MacRomanEncoding' && baseEncodingName !== 'MacExpertEncoding' && baseEncodingName !== 'WinAnsiEncoding')
    baseEncodingName = null
  // pdfjs keys its symbols-font check on the descriptor's FontName (properties.name) or the cleaned BaseFont
  const symbolsName = isSymbolsFontName(name)
  if (baseEncodingName !== null && !isEmbedded && symbolsName) baseEncodingName = null
  if (baseEncodingName === 'WinAnsiEncoding' && !isEmbedded && name.charCodeAt(0) >= 0xb7) {
    throw new UnsupportedPdfError('A Chinese system font with WinAnsiEncoding is read by pdfjs.')
  }
  let defaultEncoding: readonly string[]
  if (baseEncodingName !== null) defaultEncoding = baseEncoding(baseEncodingName)!
  else {
    let symbolic = (flags & SYMBOLIC) !== 0
    const nonsymbolic = (flags & NONSYMBOLIC) !== 0
    if (type === 'TrueType' && symbolic && nonsymbolic && differences.length !== 0) {
      flags &= ~SYMBOLIC
      symbolic = false
    }
    let enc = 'StandardEncoding'
    if (type === 'TrueType' && !nonsymbolic) enc = 'WinAnsiEncoding'
    if (symbolic || symbolsName) {
      enc = 'MacRomanEncoding'
      if (!isEmbedded) {
        if (/Symbol/i.test(name)) enc = 'SymbolSetEncoding'
        else if (/Dingbats/i.test(name)) enc = 'ZapfDingbatsEncoding'
        else if (/Wingdings/i.test(name)) enc = 'WinAnsiEncoding'
      }
    }
    defaultEncoding = baseEncoding(enc)!
  }
  const hasEncoding = baseEncodingName !== null || differences.length > 0

  // Unicode (pdfjs buildToUnicode + amendFallbackToUnicode)
  const toUnicode = toUnicodeOf(file, dict)
  // Without /ToUnicode and a base encoding pdfjs may name an embedded font's codes from its program
  // (fonts.js): a Type1 or CFF font's built-in encoding for the codes /Differences leaves out
  // (adjustType1ToUnicode); a symbolic TrueType font without any /Encoding by WinAnsi when its name
  // table is all Windows records (adjustTrueTypeToUnicode). What this reader does not read goes to pdfjs.
  let codeNeedsProgram: ((code: number) => boolean) | null = null
  let programUnicode: (string | undefined)[] | null = null
  let builtIn: readonly (string | undefined)[] | null = null
  if (toUnicode === null && isEmbedded && baseEncodingName === null) {
    if (type === 'TrueType') {
      if (!hasEncoding && flags & SYMBOLIC) programUnicode = symbolicTrueTypeUnicode(file, descriptor!, defaultEncoding)
    } else {
      const program = type1Program(file, descriptor!)
      if (program === null) throw new UnsupportedPdfError('An embedded OpenType font without /ToUnicode or a base encoding is read by pdfjs.')
      const data = file.streamData(program.stream)
      if (program.kind === 'Type1') builtIn = type1BuiltInEncoding(data)
      else {
        try {
          builtIn = cffBuiltInEncoding(data)
        } catch (error) {
          if (!(error instanceof UnsupportedPdfError)) throw error
          // a program this reader leaves to pdfjs: the codes /Differences names read the same whatever pdfjs makes of it
          codeNeedsProgram = (code) => differences[code] === undefined
        }
      }
    }
  }
  let unicode: (string | undefined)[]
  if (toUnicode !== null) {
    unicode = []
    // pdfjs's Font returns before amendFallbackToUnicode for Type3 fonts: /ToUnicode alone names their codes
    const fallback = hasEncoding && !type3 ? simpleFontToUnicode(defaultEncoding, differences, baseEncodingName) : []
    for (let code = 0; code < 256; code++) unicode[code] = toUnicode.get(code) || fallback[code]
  } else if (programUnicode !== null) unicode = programUnicode
  else unicode = simpleFontToUnicode(defaultEncoding, differences, baseEncodingName)
  if (builtIn !== null && builtIn !== defaultEncoding) {
    // pdfjs adjustType1ToUnicode: the program's names for the codes /Differences leaves out
    builtIn.forEach((glyphName, code) => {
      if (differences[code] !== undefined) return
      // (pdfjs's getUnicodeForGlyph; it differs from this lookup only for "uni…" names in lower-case hex)
      const u = glyphName ? glyphNameToUnicode(glyphName) : undefined
      if (u !== undefined) unicode[code] = u
    })
  }

  // widths (pdfjs extractWidths = pdfminer)
  const widths: (number | undefined)[] = []
  let defaultWidth = 0
  const widthArray = file.get(dict, 'Widths')
  if (Array.isArray(widthArray)) {
    let j = numberOr(file.get(dict, 'FirstChar'), 0)
    for (const w of widthArray) {
      const width = file.resolve(w)
      if (typeof width === 'number') widths[j] = width
      j++
    }
    // without a descriptor pdfjs keeps the standard metrics' default (600 for the Courier family)
    if (descriptor !== null) defaultWidth = numberOr(file.get(descriptor, 'MissingWidth'), 0)
    else if (!type3) defaultWidth = standardFontMetrics(baseFont).defaultWidth
  } else if (type3) {
    // pdfjs measures a Type3 font without /Widths by its /BaseFont's metrics, if it has one
    if (baseFont !== '') throw new UnsupportedPdfError('A Type3 font with a /BaseFont and no /Widths is read by pdfjs.')
  } else {
    const standard = standardFontMetrics(baseFont, { hasFontDescriptor: descriptor !== null })
    if (standard.guessed) throw new UnsupportedPdfError(`The font ${baseFont} has no /Widths and is not a standard font.`)
    const byName = standard.widths
    for (let code = 0; code < 256; code++) {
      const d = differences[code]
      const fromDiff = d !== undefined ? byName.get(d) : undefined
      if (fromDiff) {
        widths[code] = fromDiff
        continue
      }
      const e = defaultEncoding[code]
      const fromEnc = e ? byName.get(e) : undefined
      if (fromEnc) widths[code] = fromEnc
    }
    // Courier's AFM widths are all 600: pdfjs keeps them as a default width
    defaultWidth = standard.defaultWidth
  }

  let descent: number
  const d = descriptor !== null ? file.get(descriptor, 'Descent') : null
  if (typeof d === 'number' && Number.isFinite(d)) descent = d / 1000
  else if (!isEmbedded && isStandardFontName(baseFont)) descent = (standardFontDescent(baseFont) ?? 0) / 1000
  else descent = 0
  if (descent > 0) descent = -descent

  const missingType1 = !isEmbedded && type === 'Type1'
  const cache: (OpGlyph | undefined)[] = new Array(256)
  const glyphOf = (code: number): OpGlyph => {
    let g = cache[code]
    if (g !== undefined) return g
    if (codeNeedsProgram?.(code)) throw new UnsupportedPdfError(`Code ${code} of an embedded font is named by the font program, which pdfjs reads.`)
    if (missingType1) {
      const glyphName = differences[code] || defaultEncoding[code]
      // pdfjs draws such codes as spaces of the font's space width
      if (glyphName === '' || glyphName === undefined)
        throw new UnsupportedPdfError('A code without a glyph name in a non-embedded Type1 font is read by pdfjs.')
    }
    g = new ReaderGlyph(code, unicode[code] || String.fromCharCode(code), widths[code] ?? defaultWidth, code === 0x20)
    cache[code] = g
    return g
  }
  return {
    metrics: type3 ? type3Metrics(file, dict, descriptor, name) : new ReaderFontMetrics(name, descent, 0.001),
    type3,
    glyphs(bytes: Uint8Array, start: number, end: number, out: unknown[], at: number): number {
      for (let i = start; i < end; i++) out[at++] = glyphOf(bytes[i]!)
      return at
    },
  }
}

/**
 * A symbolic embedded TrueType font without /ToUnicode or /Encoding: its codes go through the program's
 * (3,0) map (code, or code + 0xF000) or else its (1,0) map to a glyph, named by glyphUnicode. Codes it
 * does not name read as the code itself (pdfjs's reading of the whole font). Poppler and pdfminer.six
 * decode such fonts so; pdfjs shows the codes ("3HQ" for "Pen", glyph ids in the Macintosh order).
 * When the program names no code at all, the codes read as pdfjs reads them: by their names in the
 * default encoding (Mac Roman), or by their WinAnsi names when the program's name records are all Windows
 * ones (pdfjs adjustTrueTypeToUnicode); a program this reader cannot parse is read by pdfjs.
 */
function symbolicTrueTypeUnicode(file: PdfFile, descriptor: PdfDict, defaultEncoding: readonly string[]): (string | undefined)[] {
  const stream = file.get(descriptor, 'FontFile2')
  const program = isStream(stream) ? trueTypeGlyphs(file.streamData(stream)) : null
  const symbol = program?.cmaps.get('3,0')
  const mac = program?.cmaps.get('1,0')
  const out: (string | undefined)[] = []
  let named = 0
  if (program !== null && (symbol !== undefined || mac !== undefined)) {
    const nameOfGlyph = glyphUnicode(program)
    for (let code = 0; code < 256; code++) {
      const gid =
        symbol !== undefined
          ? (symbol.get(code) ?? symbol.get(0xf000 + code) ?? symbol.get(0xf100 + code) ?? symbol.get(0xf200 + code))
          : mac!.get(code)
      const u = gid === undefined ? undefined : nameOfGlyph(gid)
      if (u !== undefined) named++
      out[code] = u ?? String.fromCharCode(code)
    }
  }
  if (named > 0) return out
  // a program without a 'name' table is not one this reader knows pdfjs reads as a font
  if (program === null || program.windowsNamesOnly === null) {
    throw new UnsupportedPdfError('A symbolic embedded TrueType font without /ToUnicode or /Encoding is read by pdfjs.')
  }
  const unicode: (string | undefined)[] = simpleFontToUnicode(defaultEncoding, [], null)
  if (program.windowsNamesOnly) {
    baseEncoding('WinAnsiEncoding')!.forEach((glyphName, code) => {
      const u = glyphName ? glyphListUnicode(glyphName) : undefined
      if (u !== undefined) unicode[code] = u
    })
  }
  return unicode
}

/**
 * pdfjs `_simpleFontToUnicode`: each code's glyph name through the glyph list, else by its form ("Gxx" and
 * "gxxxx" hexadecimal, "Cnn"/"cnnn" decimal — hexadecimal for the whole font once one is not —, "uXXXX"),
 * a name-derived code equal to the char code taking the base encoding's name instead.
 */
function simpleFontToUnicode(
  defaultEncoding: readonly string[],
  differences: (string | undefined)[],
  baseEncodingName: string | null,
  forceGlyphs = false,
): string[] {
  const encoding: (string | undefined)[] = defaultEncoding.slice()
  differences.forEach((glyphName, code) => {
    if (glyphName !== undefined && glyphName !== '.notdef') encoding[code] = glyphName
  })
  const out: string[] = []
  for (let code = 0; code < encoding.length; code++) {
    const glyphName = encoding[code]
    if (glyphName === undefined || glyphName === '') continue
    const listed = glyphListUnicode(glyphName)
    if (listed !== undefined) {
      out[code] = listed
      continue
    }
    let value = 0
    switch (glyphName[0]) {
      case 'G':
        if (glyphName.length === 3) value = parseInt(glyphName.substring(1), 16)
        break
      case 'g':
        if (glyphName.length === 5) value = parseInt(glyphName.substring(1), 16)
        break
      case 'C':
      case 'c':
        if (glyphName.length >= 3 && glyphName.length <= 4) {
          const digits = glyphName.substring(1)
          if (forceGlyphs) {
            value = parseInt(digits, 16)
            break
          }
          value = +digits
          if (Number.isNaN(value) && Number.isInteger(parseInt(digits, 16)))
            return simpleFontToUnicode(defaultEncoding, differences, baseEncodingName, true)
        }
        break
      case 'u': {
        const u = glyphNameToUnicode(glyphName)
        if (u !== undefined) value = u.codePointAt(0)!
        break
      }
      default:
        if (glyphName === 'f_h' || glyphName === 'f_t' || glyphName === 'T_h') {
          out[code] = glyphName.replaceAll('_', '')
          continue
        }
    }
    if (value > 0 && value <= 0x10ffff && Number.isInteger(value)) {
      if (baseEncodingName !== null && value === code) {
        const base = baseEncoding(baseEncodingName)?.[code]
        if (base) {
          // pdfjs: String.fromCharCode(glyphsUnicodeMap[base]), "\u0000" for a name missing from the list
          out[code] = glyphListUnicode(base) ?? '\u0000'
          continue
        }
      }
      out[code] = String.fromCodePoint(value)
    }
  }
  return out
}

/**
 * pdf.js's `CMap.readCharCode`: the code at `offset`, the shortest that falls in a codespace range of its
 * length (bytes past the end read as 0); no range: code 0 of one byte. Answered as one number, `code * 4 +
 * length - 1` (no pair per character): the same number read from one byte or from two is another code.
 */
function readCharCode(codespaces: readonly CodespaceRange[][], bytes: Uint8Array, offset: number, end: number): number {
  let c = 0
  for (let n = 0; n < codespaces.length; n++) {
    c = ((c << 8) | (offset + n < end ? bytes[offset + n]! : 0)) >>> 0
    for (const range of codespaces[n]!) if (c >= range.low && c <= range.high) return c * 4 + n
  }
  return 0
}

/** A predefined CMap as the reader's EncodingCMap (codespaces grouped by byte count), made once per CMap. */
const predefinedEncodings = new WeakMap<BinaryCMap, EncodingCMap>()
function predefinedEncoding(name: string): EncodingCMap {
  const cmap = predefinedCMap(name)
  let encoding = predefinedEncodings.get(cmap)
  if (encoding === undefined) {
    const codespaces: CodespaceRange[][] = [[], [], [], []]
    for (const range of cmap.codespaces) {
      if (range.bytes > 4) throw new UnsupportedPdfError(`The CMap ${name} has codes longer than 4 bytes; pdfjs reads it.`)
      codespaces[range.bytes - 1]!.push(range)
    }
    encoding = { codespaces, cids: cmap.map, vertical: cmap.vertical, identity: false, useCMap: null }
    predefinedEncodings.set(cmap, encoding)
  }
  return encoding
}

/**
 * The font's /Encoding CMap: null for Identity-H (named, or a stream pdf.js takes for it), a predefined
 * CMap by name (predefined-cmaps: PredefinedCMapNeededError until the caller has loaded it), or an
 * embedded one.
 */
function encodingCMap(file: PdfFile, encoding: PdfObject): EncodingCMap | null {
  if (encoding === 'Identity-H') return null
  if (typeof encoding === 'string' && encoding !== 'Identity-V') {
    const cmap = predefinedEncoding(encoding)
    if (cmap.vertical) throw new UnsupportedPdfError(`The vertical CMap ${encoding} is read by pdfjs.`)
    return cmap
  }
  if (!isStream(encoding)) throw new UnsupportedPdfError(`The CMap ${typeof encoding === 'string' ? encoding : '(not a stream)'} is read by pdfjs.`)
  const cmap = parseEncodingCMap(file.streamData(encoding))
  if (cmap.vertical) throw new UnsupportedPdfError('An embedded vertical CMap is read by pdfjs.')
  if (cmap.identity) return null
  return cmap.useCMap === null ? cmap : extendEncoding(cmap, predefinedEncoding(cmap.useCMap))
}

/**
 * pdf.js's `extendCMap` for an embedded CMap that names a predefined one with `usecmap`: the parent's
 * codespace ranges when it declares none, and the parent's entries for the codes it does not map.
 */
function extendEncoding(cmap: EncodingCMap, parent: EncodingCMap): EncodingCMap {
  const cids = new Map(cmap.cids)
  for (const [code, cid] of parent.cids) if (!cids.has(code)) cids.set(code, cid)
  const codespaces = cmap.codespaces.some((group) => group.length > 0) ? cmap.codespaces : parent.codespaces.map((group) => group.slice())
  return { ...cmap, codespaces, cids, useCMap: null }
}

/** The descendant's /CIDSystemInfo /Registry and /Ordering ('' when absent). */
function systemInfo(file: PdfFile, cid: PdfDict): { registry: string; ordering: string } {
  const info = file.get(cid, 'CIDSystemInfo')
  const text = (key: string): string => {
    const v = isDict(info) ? file.get(info, key) : null
    return v instanceof Uint8Array ? latin1(v) : typeof v === 'string' ? v : ''
  }
  return { registry: text('Registry'), ordering: text('Ordering') }
}

/** The character collections pdf.js maps to Unicode through their UCS2 CMap even under Identity-H. */
const UCS2_ORDERINGS = new Set(['GB1', 'CNS1', 'Japan1', 'Korea1'])

/**
 * pdf.js's `buildToUnicode` for a composite font without /ToUnicode: a CID's text from the collection's
 * `<Registry>-<Ordering>-UCS2` CMap (UTF-16BE bytes as characters, read two at a time).
 */
function ucs2Unicode(registry: string, ordering: string): (code: number, cid?: number) => string | undefined {
  const ucs2 = predefinedCMap(`${registry}-${ordering}-UCS2`).map
  const texts = new Map<number, string | undefined>()
  return (code, cid = code) => {
    if (texts.has(cid)) return texts.get(cid)
    const bytes = ucs2.get(cid)
    let text: string | undefined
    if (typeof bytes === 'string' && bytes !== '') {
      const units: number[] = []
      // an odd last byte reads as NaN, which String.fromCharCode turns into U+0000, as in pdf.js
      for (let i = 0; i < bytes.length; i += 2) units.push((bytes.charCodeAt(i) << 8) + bytes.charCodeAt(i + 1))
      text = String.fromCharCode(...units)
    }
    texts.set(cid, text)
    return text
  }
}

/**
 * The text of a composite font without /ToUnicode where pdf.js takes it from the collection's UCS2 CMap: a
 * predefined /Encoding, or an Adobe GB1/CNS1/Japan1/Korea1 collection that cid-font-unicode would send to
 * pdfjs (a collection font whose embedded TrueType program names its glyphs keeps being read from the
 * program). Null when neither applies.
 */
function withoutToUnicode(
  file: PdfFile,
  cid: PdfDict,
  descriptor: PdfDict | null,
  predefined: boolean,
): ((code: number, cid?: number) => string | undefined) | null {
  const { registry, ordering } = systemInfo(file, cid)
  if (predefined) return ucs2Unicode(registry, ordering)
  if (registry !== 'Adobe' || !UCS2_ORDERINGS.has(ordering)) return null
  try {
    return cidFontUnicode(file, null, cid, descriptor).unicode
  } catch (error) {
    if (!(error instanceof UnsupportedPdfError)) throw error
    return ucs2Unicode(registry, ordering)
  }
}

function compositeFont(file: PdfFile, dict: PdfDict): ReaderFont {
  const encoding = file.get(dict, 'Encoding')
  const cmap = encodingCMap(file, encoding)
  const predefined = typeof encoding === 'string' && encoding !== 'Identity-H'
  const descendants = file.get(dict, 'DescendantFonts')
  const cid = Array.isArray(descendants) ? file.resolve(descendants[0]) : null
  if (!isDict(cid)) throw new UnsupportedPdfError('A Type0 font without a descendant font is read by pdfjs.')
  const descriptor = file.getDict(cid, 'FontDescriptor')
  const baseFont = nameOf(file.get(cid, 'BaseFont')) ?? ''
  const isEmbedded = embedded(file, descriptor)
  const toUnicode = toUnicodeOf(file, dict)
  // pdfjs names such a font's codes by its /ToUnicode, and the codes that leaves out by the standard font's
  // glyph ids (fallbackToSystemFont: getGlyphMapForStandardFonts), which this reader does not know
  const standardMapped = !isEmbedded && (isStandardFontName(baseFont) || isStandardFontName(nameOf(file.get(dict, 'BaseFont')) ?? ''))
  const notNamed = (): never => {
    throw new UnsupportedPdfError('A non-embedded CID font mapped to a standard font is read by pdfjs for the codes its /ToUnicode leaves out.')
  }
  if (standardMapped && toUnicode === null) notNamed()
  const named =
    toUnicode === null
      ? (withoutToUnicode(file, cid, descriptor, predefined) ?? cidFontUnicode(file, null, cid, descriptor).unicode)
      : cidFontUnicode(file, toUnicode, cid, descriptor).unicode
  const unicode = standardMapped ? (code: number, cid?: number): string => named(code, cid) ?? notNamed() : named
  const name = descriptor !== null ? (nameOf(file.get(descriptor, 'FontName')) ?? baseFont) : baseFont

  const dw = file.get(cid, 'DW')
  const defaultWidth = typeof dw === 'number' ? Math.ceil(dw) : 1000
  const w = file.get(cid, 'W')
  const widths = cidWidths(Array.isArray(w) ? w : [], (o) => file.resolve(o))
  let descent = 0
  const d = descriptor !== null ? file.get(descriptor, 'Descent') : null
  if (typeof d === 'number' && Number.isFinite(d)) descent = d / 1000
  if (descent > 0) descent = -descent

  const cache = new Map<number, OpGlyph>()
  return {
    metrics: new ReaderFontMetrics(name, descent, 0.001),
    // set, as simple fonts set it: one hidden class for every font
    type3: false,
    glyphs(bytes: Uint8Array, start: number, end: number, out: unknown[], at: number): number {
      if (cmap !== null) {
        for (let i = start; i < end;) {
          // the same number read from one byte or from two is another code (a one-byte 0x20 is a space)
          const key = readCharCode(cmap.codespaces, bytes, i, end)
          const length = (key % 4) + 1
          i += length
          let g = cache.get(key)
          if (g === undefined) {
            const code = (key - length + 1) / 4
            const mapped = cmap.cids.get(code)
            if (typeof mapped === 'string') throw new UnsupportedPdfError('An embedded CMap mapping codes to strings is read by pdfjs.')
            const cid = mapped ?? code
            g = new ReaderGlyph(code, unicode(code, cid) ?? '', widths.width(cid) ?? defaultWidth, length === 1 && code === 0x20)
            cache.set(key, g)
          }
          out[at++] = g
        }
        return at
      }
      if ((end - start) % 2 !== 0) throw new UnsupportedPdfError('A string of odd length in a two-byte font is read by pdfjs.')
      for (let i = start; i < end; i += 2) {
        const code = (bytes[i]! << 8) | bytes[i + 1]!
        let g = cache.get(code)
        if (g === undefined) {
          // a code no source names has no text ("(cid:N)"), not String.fromCharCode(code) as pdfjs shows it
          g = new ReaderGlyph(code, unicode(code) ?? '', widths.width(code) ?? defaultWidth, false)
          cache.set(code, g)
        }
        out[at++] = g
      }
      return at
    },
  }
}
