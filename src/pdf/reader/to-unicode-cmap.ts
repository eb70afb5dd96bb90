/**
 * @module pdf/reader/to-unicode-cmap
 * A font's /ToUnicode CMap (its stream data, filters already applied) read into character code → text,
 * giving exactly what pdf.js 5 gives: the parsing of `CMapFactory.create` / `parseCMap` (src/core/cmap.js:
 * `parseCodespaceRange`, `parseBfChar`, `parseBfRange`, `parseCidChar`, `parseCidRange`, and `CMap`'s
 * `mapOne`, `mapBfRange` with its last-byte increment and one-byte carry, `mapBfRangeToArray`, `mapCidRange`,
 * their `MAX_MAP_RANGE` limit), its error recovery (an error inside a `begin…` section abandons the rest of
 * that section; parsing resumes with the next token), and the conversion of each destination to a string
 * in `PartialEvaluator.readToUnicode` (src/core/evaluator.js: UTF-16BE pairs, a NUL byte prepended to an
 * odd-length destination, a surrogate followed by whatever code unit comes next, a number as a code point).
 *
 * Throws `UnsupportedPdfError` where pdf.js would do something this reader does not reproduce: a ToUnicode
 * `usecmap` (pdf.js would merge in a predefined CMap; an encoding CMap's is returned for the caller to merge), a CMap that pdf.js turns into its identity map (/CMapName
 * /Identity-H mapping every code 0–FFFF to itself), a destination pdf.js could not turn into text (pdf.js
 * then drops the whole ToUnicode), and CMaps mapping more than a million codes.
 */
import { CMapFormatError, CMapLexer, COMMAND, EOF, NAME, NUMBER, STRING } from './cmap-tokens.js'
import { UnsupportedPdfError } from './pdf-objects.js'
import { nextBfDestination } from './bf-range-destination.js'

/** A codespace range: codes of `bytes` bytes from `low` to `high` (big-endian numbers). */
export interface CodespaceRange {
  bytes: number
  low: number
  high: number
}

/** Character code → its text (may be several code points, e.g. "fi" for a ligature, or empty); `size` codes are mapped. */
export interface ToUnicodeMap {
  get(code: number): string | undefined
  readonly size: number
}

export interface ToUnicodeCMap {
  /** Character code → its text; a large bf range is held as a range (`<0000> <FFFF> <0000>` is one entry, not 65,536). */
  map: ToUnicodeMap
  /**
   * The declared codespace ranges, ordered as pdf.js's `CMap.readCharCode` tries them: all 1-byte ranges
   * first, then 2-byte ones, and so on, each group in declaration order. (pdf.js reads a composite font's
   * codes with its /Encoding CMap, not with these.)
   */
  codespaces: CodespaceRange[]
}

/** pdf.js's `MAX_MAP_RANGE`: a range spanning more codes than this is skipped, with the rest of its section. */
const MAX_MAP_RANGE = 2 ** 24 - 1
/** This reader's own ceiling on mapped codes; beyond it pdf.js does the work. */
const MAX_MAPPED_CODES = 1 << 20
/** pdf.js keeps code 0xFFFFFFFF as a non-index property of its array, which only some of its loops see. */
const NON_INDEX_CODE = 0xffffffff

/** A destination as pdf.js stores it: a binary string, a number, or another PDF object (`OTHER`). */
type Destination = string | number | typeof OTHER
const OTHER = Symbol('not a string or number')

export function parseToUnicodeCMap(bytes: Uint8Array): ToUnicodeCMap {
  return parseCMap(bytes, true).finish()
}

/** A bf range of at least this many codes is held as a range (when its destinations allow it: see `CMapBuilder.mapBfRange`). */
const MIN_HELD_RANGE = 64

/** Codes `low`…`high` mapped to the UTF-16 code units `first`, `first` + 1, … (a 2-byte bf range that never carries past FF). */
interface HeldRange {
  low: number
  high: number
  first: number
}

/**
 * A composite font's embedded /Encoding CMap as pdf.js's `CMapFactory.create` reads it: its codespace
 * ranges (how `CMap.readCharCode` splits a string into codes), each mapped code's CID (a number, or the
 * binary string of a bf entry), its /WMode, and whether pdf.js swaps it for its built-in Identity CMap
 * (/CMapName Identity-H or Identity-V mapping every code 0–FFFF to itself).
 */
export interface EncodingCMap {
  /** Codespace ranges by byte count − 1, each group in declaration order. */
  codespaces: CodespaceRange[][]
  cids: ReadonlyMap<number, number | string>
  vertical: boolean
  identity: boolean
  /** The predefined CMap it extends (`/Name usecmap`), which the caller merges in; null when none. */
  useCMap: string | null
}

export function parseEncodingCMap(bytes: Uint8Array): EncodingCMap {
  const cmap = parseCMap(bytes, false)
  const cids = new Map<number, number | string>()
  for (const [code, value] of cmap.codes) {
    if (value === OTHER) throw new UnsupportedPdfError(`The encoding CMap maps code ${code} to something other than a string or a number.`)
    cids.set(code, value)
  }
  const identity = (cmap.name === 'Identity-H' || cmap.name === 'Identity-V') && isIdentity(cmap.codes)
  // pdf.js's built-in Identity-V is vertical whatever the stream's /WMode says
  return { codespaces: cmap.ranges, cids, vertical: identity ? cmap.name === 'Identity-V' : cmap.vertical, identity, useCMap: cmap.useCMap }
}

/** pdf.js's `parseCMap` over an embedded CMap's bytes (`holdRanges`: large bf ranges held as ranges, for a ToUnicode map). */
function parseCMap(bytes: Uint8Array, holdRanges: boolean): CMapBuilder {
  const lexer = new CMapLexer(bytes)
  const cmap = new CMapBuilder(holdRanges)
  let previousName: string | null = null
  // parseCMap: every top-level token in its own try, errors skipped
  for (;;) {
    let kind: number
    try {
      kind = lexer.next()
      if (kind === EOF) break
      if (kind === NAME) {
        const name = lexer.str
        if (name === 'WMode') {
          // parseWMode: an integer sets the writing mode
          if (lexer.next() === NUMBER && Number.isInteger(lexer.num)) cmap.vertical = lexer.num !== 0
        } else if (name === 'CMapName') {
          if (lexer.next() === NAME) cmap.name = lexer.str
        }
        previousName = name
      } else if (kind === COMMAND) {
        const command = lexer.str
        if (command === 'endcmap') break
        switch (command) {
          case 'usecmap':
            if (previousName !== null) cmap.useCMap = previousName
            break
          case 'begincodespacerange':
            parseCodespaceRange(cmap, lexer)
            break
          case 'beginbfchar':
            parseBfChar(cmap, lexer)
            break
          case 'begincidchar':
            parseCidChar(cmap, lexer)
            break
          case 'beginbfrange':
            parseBfRange(cmap, lexer)
            break
          case 'begincidrange':
            parseCidRange(cmap, lexer)
            break
        }
      }
    } catch (error) {
      if (error instanceof CMapFormatError) continue
      throw error
    }
  }
  return cmap
}

class CMapBuilder {
  name = ''
  /** The predefined CMap named before `usecmap` (the last one), null when none. */
  useCMap: string | null = null
  vertical = false
  readonly codes = new Map<number, Destination>()
  /** Codespace ranges by byte count − 1, as pdf.js's `codespaceRanges`. */
  readonly ranges: CodespaceRange[][] = [[], [], [], []]
  /** Large bf ranges held as ranges (latest last; a later `set` of one of their codes is in `codes` and wins). */
  readonly held: HeldRange[] = []
  private assigned = 0

  constructor(private readonly holdRanges: boolean) {}

  set(code: number, value: Destination): void {
    if (++this.assigned > MAX_MAPPED_CODES) {
      throw new UnsupportedPdfError(`The ToUnicode CMap maps more than ${MAX_MAPPED_CODES} codes.`)
    }
    this.codes.set(code, value)
  }

  checkRange(low: number, high: number): void {
    if (high - low > MAX_MAP_RANGE) throw new CMapFormatError('Range above MAX_MAP_RANGE.')
  }

  /** `CMap.mapBfRange`: each next code gets the previous destination with its last char + 1, carried once into the char before it. */
  mapBfRange(low: number, high: number, dstLow: string): void {
    this.checkRange(low, high)
    if (this.holdRanges && high - low + 1 >= MIN_HELD_RANGE && dstLow.length === 2) {
      // two bytes whose last never carries past the byte before it past FF: code low + k is the code unit first + k
      const first = (dstLow.charCodeAt(0) << 8) | dstLow.charCodeAt(1)
      if (dstLow.charCodeAt(0) <= 0xff && dstLow.charCodeAt(1) <= 0xff && first + (high - low) <= 0xffff) {
        this.hold(low, high, first)
        return
      }
    }
    while (low <= high) {
      this.set(low++, dstLow)
      dstLow = nextBfDestination(dstLow)
    }
  }

  /** Maps `low`…`high` as one held range: the codes set before are dropped (the range replaces them), counted as `set` counts. */
  private hold(low: number, high: number, first: number): void {
    this.assigned += high - low + 1
    if (this.assigned > MAX_MAPPED_CODES) throw new UnsupportedPdfError(`The ToUnicode CMap maps more than ${MAX_MAPPED_CODES} codes.`)
    if (this.codes.size <= high - low + 1) {
      for (const code of this.codes.keys()) if (code >= low && code <= high) this.codes.delete(code)
    } else for (let code = low; code <= high; code++) this.codes.delete(code)
    this.held.push({ low, high, first })
  }

  finish(): ToUnicodeCMap {
    const codes = this.codes
    if (this.useCMap !== null) {
      throw new UnsupportedPdfError(`The ToUnicode CMap uses another CMap ("/${this.useCMap} usecmap"), which this reader does not merge in.`)
    }
    if (codes.has(NON_INDEX_CODE) || this.held.some((r) => r.high >= NON_INDEX_CODE))
      throw new UnsupportedPdfError('The ToUnicode CMap maps code 0xFFFFFFFF.')
    // a code of a held range maps to a string, never to its own number: such a map is an identity only when later codes cover every range
    if ((this.name === 'Identity-H' || this.name === 'Identity-V') && this.held.every((r) => coveredBy(codes, r)) && isIdentity(codes)) {
      throw new UnsupportedPdfError(`The ToUnicode CMap is pdf.js's built-in ${this.name}.`)
    }
    const singles = new Map<number, string>()
    for (const [code, value] of codes) singles.set(code, destinationText(value, code))
    return { map: this.held.length === 0 ? singles : new HeldRangesMap(singles, this.held), codespaces: this.ranges.flat() }
  }
}

/** True when every code of `range` has its own entry in `codes` (set after the range, so it wins). */
function coveredBy(codes: Map<number, Destination>, range: HeldRange): boolean {
  if (codes.size < range.high - range.low + 1) return false
  for (let code = range.low; code <= range.high; code++) if (!codes.has(code)) return false
  return true
}

/** A ToUnicode map of single codes and held ranges: a code's own entry first, else the latest range holding it. */
class HeldRangesMap implements ToUnicodeMap {
  readonly size: number

  constructor(
    private readonly singles: Map<number, string>,
    private readonly held: readonly HeldRange[],
  ) {
    this.size = singles.size + heldCodesWithoutEntry(singles, held)
  }

  get(code: number): string | undefined {
    const single = this.singles.get(code)
    if (single !== undefined) return single
    const held = this.held
    for (let i = held.length - 1; i >= 0; i--) {
      const r = held[i]!
      if (code >= r.low && code <= r.high) return codeUnitText(r.first + (code - r.low))
    }
    return undefined
  }
}

/** `destinationText` of the 2-byte destination `unit` (≤ FFFF): the character, or for a lone surrogate the code point pdf.js makes of it. */
function codeUnitText(unit: number): string {
  if ((unit & 0xf800) !== 0xd800) return String.fromCharCode(unit)
  return String.fromCodePoint(((unit & 0x3ff) << 10) + 0x10000)
}

/** How many codes the held ranges cover (overlaps once) that have no single entry. */
function heldCodesWithoutEntry(singles: Map<number, string>, held: readonly HeldRange[]): number {
  const sorted = [...held].sort((a, b) => a.low - b.low)
  const merged: { low: number; high: number }[] = []
  for (const r of sorted) {
    const last = merged[merged.length - 1]
    if (last !== undefined && r.low <= last.high + 1) last.high = Math.max(last.high, r.high)
    else merged.push({ low: r.low, high: r.high })
  }
  let count = 0
  for (const r of merged) count += r.high - r.low + 1
  for (const code of singles.keys()) {
    // the last merged range starting at or before the code (binary search: a map may hold thousands of ranges)
    let lo = 0
    let hi = merged.length
    while (lo < hi) {
      const mid = (lo + hi) >>> 1
      if (merged[mid]!.low <= code) lo = mid + 1
      else hi = mid
    }
    if (lo > 0 && code <= merged[lo - 1]!.high) count--
  }
  return count
}

/** pdf.js's `CMap.isIdentityCMap`: codes 0–FFFF exactly, each mapped to the number equal to it. */
function isIdentity(codes: Map<number, Destination>): boolean {
  let max = -1
  for (const code of codes.keys()) if (code > max) max = code
  if (max !== 0xffff) return false
  for (let i = 0; i <= 0xffff; i++) if (codes.get(i) !== i) return false
  return true
}

/** `readToUnicode`'s conversion of one destination to text. */
function destinationText(value: Destination, code: number): string {
  if (typeof value === 'number') {
    if (Number.isInteger(value) && value >= 0 && value <= 0x10ffff) return String.fromCodePoint(value)
    throw new UnsupportedPdfError(`The ToUnicode CMap maps code ${code} to ${value}, which is not a code point (pdf.js drops the whole ToUnicode).`)
  }
  if (value === OTHER) {
    throw new UnsupportedPdfError(`The ToUnicode CMap maps code ${code} to something other than a string or a number.`)
  }
  let token = value
  if (token.length === 2) {
    const w = (token.charCodeAt(0) << 8) | token.charCodeAt(1)
    if ((w & 0xf800) !== 0xd800 && w <= 0xffff) return String.fromCharCode(w)
  }
  if (token.length % 2 !== 0) token = '\u0000' + token
  if (token.length > 20000) throw new UnsupportedPdfError(`The ToUnicode CMap maps code ${code} to ${token.length} bytes of text.`)
  const units: number[] = []
  for (let k = 0; k < token.length; k += 2) {
    // beyond the end, charCodeAt gives NaN, which these bit operations turn into 0, as in pdf.js
    const w1 = (token.charCodeAt(k) << 8) | token.charCodeAt(k + 1)
    if ((w1 & 0xf800) !== 0xd800) {
      units.push(w1)
      continue
    }
    k += 2
    const w2 = (token.charCodeAt(k) << 8) | token.charCodeAt(k + 1)
    units.push(((w1 & 0x3ff) << 10) + (w2 & 0x3ff) + 0x10000)
  }
  for (const u of units) {
    // a byte carried past 0xFF by mapBfRange makes a "code unit" past 0xFFFF; past 0x10FFFF pdf.js throws
    if (u > 0x10ffff)
      throw new UnsupportedPdfError(`The ToUnicode CMap maps code ${code} to an invalid code point (pdf.js drops the whole ToUnicode).`)
  }
  return String.fromCodePoint(...units)
}

/** pdf.js `strToInt`: a binary string as a big-endian unsigned number (32-bit arithmetic). */
function strToInt(str: string): number {
  let a = 0
  for (let i = 0; i < str.length; i++) a = (a << 8) | str.charCodeAt(i)
  return a >>> 0
}

function expectString(kind: number): void {
  if (kind !== STRING) throw new CMapFormatError('Malformed CMap: expected string.')
}

function expectInt(kind: number, lexer: CMapLexer): void {
  if (kind !== NUMBER || !Number.isInteger(lexer.num)) throw new CMapFormatError('Malformed CMap: expected int.')
}

const isCommand = (kind: number, lexer: CMapLexer, command: string): boolean => kind === COMMAND && lexer.str === command

function parseCodespaceRange(cmap: CMapBuilder, lexer: CMapLexer): void {
  for (;;) {
    let kind = lexer.next()
    if (kind === EOF) break
    if (isCommand(kind, lexer, 'endcodespacerange')) return
    if (kind !== STRING) break
    const low = strToInt(lexer.str)
    kind = lexer.next()
    if (kind !== STRING) break
    const high = strToInt(lexer.str)
    const bytes = lexer.str.length
    const group = cmap.ranges[bytes - 1]
    // pdf.js fails with a TypeError for 0 or more than 4 bytes, which its parser catches like a syntax error
    if (group === undefined) throw new CMapFormatError(`Codespace range of ${bytes} bytes.`)
    group.push({ bytes, low, high })
  }
  throw new CMapFormatError('Invalid codespace range.')
}

/**
 * The first code of the next entry of a char or range list, given as a string: undefined at the list's `end`
 * command or at the end of the data (which these lists, unlike bfrange, accept as their end, as pdf.js does).
 */
function entryCode(lexer: CMapLexer, end: string): number | undefined {
  const kind = lexer.next()
  if (kind === EOF || isCommand(kind, lexer, end)) return undefined
  expectString(kind)
  return strToInt(lexer.str)
}

/** The next code of an entry (a range's high end), given as a string. */
function nextCode(lexer: CMapLexer): number {
  expectString(lexer.next())
  return strToInt(lexer.str)
}

function parseBfChar(cmap: CMapBuilder, lexer: CMapLexer): void {
  for (let src = entryCode(lexer, 'endbfchar'); src !== undefined; src = entryCode(lexer, 'endbfchar')) {
    expectString(lexer.next())
    cmap.set(src, lexer.str)
  }
}

function parseBfRange(cmap: CMapBuilder, lexer: CMapLexer): void {
  for (;;) {
    let kind = lexer.next()
    if (kind === EOF) break
    if (isCommand(kind, lexer, 'endbfrange')) return
    expectString(kind)
    const low = strToInt(lexer.str)
    const high = nextCode(lexer)
    kind = lexer.next()
    if (kind === STRING || (kind === NUMBER && Number.isInteger(lexer.num))) {
      cmap.mapBfRange(low, high, kind === STRING ? lexer.str : String.fromCharCode(lexer.num))
    } else if (isCommand(kind, lexer, '[')) {
      const array: Destination[] = []
      kind = lexer.next()
      while (!isCommand(kind, lexer, ']') && kind !== EOF) {
        array.push(kind === STRING ? lexer.str : kind === NUMBER ? lexer.num : OTHER)
        kind = lexer.next()
      }
      // mapBfRangeToArray
      cmap.checkRange(low, high)
      for (let code = low, i = 0; code <= high && i < array.length; code++, i++) cmap.set(code, array[i]!)
    } else {
      break
    }
  }
  throw new CMapFormatError('Invalid bf range.')
}

function parseCidChar(cmap: CMapBuilder, lexer: CMapLexer): void {
  for (let src = entryCode(lexer, 'endcidchar'); src !== undefined; src = entryCode(lexer, 'endcidchar')) {
    expectInt(lexer.next(), lexer)
    cmap.set(src, lexer.num)
  }
}

function parseCidRange(cmap: CMapBuilder, lexer: CMapLexer): void {
  for (let low = entryCode(lexer, 'endcidrange'); low !== undefined; low = entryCode(lexer, 'endcidrange')) {
    const high = nextCode(lexer)
    expectInt(lexer.next(), lexer)
    cmap.checkRange(low, high)
    for (let code = low, dst = lexer.num; code <= high; code++, dst++) cmap.set(code, dst)
  }
}
