/**
 * @module pdf/reader/pdf-lexer
 * Tokens of PDF syntax (ISO 32000-1 §7.2–7.3) over bytes, for file objects and content streams alike:
 * numbers, names, literal and hex strings, the delimiters `[ ] << >> { }`, and bare keywords (`obj`, `R`,
 * `true`, operators such as `Tj`). Whitespace and comments are skipped. Written for speed: one pass over
 * the bytes with a character-class table, no regular expressions, no substring per number.
 */
import { PdfSyntaxError } from './pdf-objects.js'
import { NOT_SMALL_INTEGER } from '../not-small-integer.js'

/** Character classes: 0 regular, 1 whitespace, 2 delimiter. */
const CLASS = new Uint8Array(256)
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) CLASS[c] = 1
for (const c of '()<>[]{}/%') CLASS[c.charCodeAt(0)] = 2

export const isWhitespace = (c: number): boolean => CLASS[c] === 1
export const isRegular = (c: number): boolean => CLASS[c] === 0

/** Kinds of token `next()` returns. */
export const enum Tok {
  EOF = 0,
  Number = 1,
  Name = 2,
  String = 3,
  ArrayStart = 4,
  ArrayEnd = 5,
  DictStart = 6,
  DictEnd = 7,
  Keyword = 8,
  BraceStart = 9,
  BraceEnd = 10,
}

/** The token of each one-byte bracket (`[` `]` `{` `}`), by byte: a typed array, as `CLASS`, for the lexer's hot path. */
const BRACKET_TOKEN = new Uint8Array(128)
BRACKET_TOKEN[0x5b] = Tok.ArrayStart
BRACKET_TOKEN[0x5d] = Tok.ArrayEnd
BRACKET_TOKEN[0x7b] = Tok.BraceStart
BRACKET_TOKEN[0x7d] = Tok.BraceEnd

/** Bytes → string, one char per byte (TextDecoder refuses views of shared memory, which worker threads get). */
export function latin1(data: Uint8Array, start = 0, end = data.length): string {
  let s = ''
  for (let i = start; i < end; i += 4096) s += String.fromCharCode.apply(null, data.subarray(i, Math.min(end, i + 4096)) as unknown as number[])
  return s
}

/** The bytes of no string (shared: a lexer is made per object read, and a typed array costs to allocate). */
export const EMPTY_BYTES = new Uint8Array(0)

/**
 * The strings of one and two bytes, shared: most strings of a content stream are one glyph code (`<0041>`,
 * `(A)`), and a typed array per string costs more than reading it. String tokens are read-only, as the
 * views into the data that longer literal strings already are.
 */
const ONE_BYTE: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(256).fill(undefined)
const TWO_BYTES: (Uint8Array | undefined)[] = new Array<Uint8Array | undefined>(65536).fill(undefined)

function shortString(data: Uint8Array, start: number, length: number): Uint8Array {
  if (length === 1) return (ONE_BYTE[data[start]!] ??= Uint8Array.of(data[start]!))
  const key = (data[start]! << 8) | data[start + 1]!
  return (TWO_BYTES[key] ??= Uint8Array.of(data[start]!, data[start + 1]!))
}

function shortHexString(high: number, low: number): Uint8Array {
  const key = (high << 8) | low
  return (TWO_BYTES[key] ??= Uint8Array.of(high, low))
}

/** Where an escaped literal string is decoded before it is copied out: one for all lexers (they run one at a time). */
let scratch = new Uint8Array(0)
/** Where a hex string is decoded when strings are read as ranges (`stringRanges`). */
let hexScratch = new Uint8Array(64)

/**
 * `n` itself, as a small integer when it is one. A number parsed by code not yet optimised is a heap number even
 * when it is whole (an offset, a /Length): a lexer position made of one deoptimised the lexer's loops, optimised for
 * small-integer positions, each time one came.
 */
export function asSmallInteger(n: number): number {
  return (n | 0) === n ? n | 0 : n
}

export class PdfLexer {
  pos: number
  readonly data: Uint8Array
  readonly end: number
  /** Value of the last Number token. */
  num = NOT_SMALL_INTEGER
  /** Value of the last Name (without the slash) or Keyword token. */
  text = ''
  /**
   * The last Keyword token's bytes as a number when it has one or two (most content-stream operators): see
   * `shortWordKey`; -1 for a longer keyword. An operator can be told by it without comparing strings.
   */
  wordKey = -1
  /** Value of the last String token. */
  bytes: Uint8Array = EMPTY_BYTES
  /**
   * Read String tokens as ranges instead (`strData[strStart, strEnd)`, `bytes` untouched): no typed array per
   * string. The range is valid until the next token (an escaped or hex string is decoded into a shared buffer).
   */
  stringRanges = false
  strData: Uint8Array = EMPTY_BYTES
  strStart = 0
  strEnd = 0

  constructor(data: Uint8Array, start = 0, end = data.length) {
    this.data = data
    this.end = asSmallInteger(end)
    this.pos = asSmallInteger(start)
    this.num = 0
  }

  /** Skips whitespace and comments; returns the next byte (or -1 at the end) without consuming it. */
  skipSpace(): number {
    const data = this.data
    const end = this.end
    let p = this.pos
    while (p < end) {
      const c = data[p]!
      if (CLASS[c] === 1) p++
      else if (c === 0x25) {
        // % comment to end of line
        while (p < end && data[p] !== 0x0a && data[p] !== 0x0d) p++
      } else break
    }
    this.pos = p
    return p < end ? data[p]! : -1
  }

  next(): Tok {
    const c = this.skipSpace()
    if (c < 0) return Tok.EOF
    const data = this.data
    switch (c) {
      case 0x2f: // /
        this.text = this.readName()
        return Tok.Name
      case 0x28: // (
        if (this.stringRanges) this.literalRange()
        else this.bytes = this.readLiteralString()
        return Tok.String
      case 0x3c: // <
        if (data[this.pos + 1] === 0x3c) {
          this.pos += 2
          return Tok.DictStart
        }
        if (this.stringRanges) this.hexRange()
        else this.bytes = this.readHexString()
        return Tok.String
      case 0x3e: // >
        if (data[this.pos + 1] === 0x3e) {
          this.pos += 2
          return Tok.DictEnd
        }
        this.pos++
        throw new PdfSyntaxError(`Unexpected ">" at byte ${this.pos - 1}.`)
      case 0x5b: // [
      case 0x5d: // ]
      case 0x7b: // {
      case 0x7d: // }
        this.pos++
        return BRACKET_TOKEN[c] as Tok
      case 0x29:
        this.pos++
        throw new PdfSyntaxError(`Unexpected ")" at byte ${this.pos - 1}.`)
      default:
        break
    }
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) {
      if (this.readNumber()) return Tok.Number
    }
    // keyword: a run of regular characters
    const start = this.pos
    let p = start
    while (p < this.end && CLASS[data[p]!] === 0) p++
    this.pos = p
    this.text = keyword(data, start, p)
    const length = p - start
    this.wordKey = length === 1 ? 65536 + data[start]! : length === 2 ? (data[start]! << 8) | data[start + 1]! : -1
    return Tok.Keyword
  }

  /**
   * A number at `pos` (pdfjs's lenient rules: several signs, "--5", a lone "." or "-" is 0). Returns false
   * (position unchanged) when the run of regular characters is not a number, e.g. a keyword like "+foo".
   */
  private readNumber(): boolean {
    const data = this.data
    const end = this.end
    let p = this.pos
    let sign = 1
    let c = data[p]!
    // pdfjs: any run of '-' and '+' signs; a '-' anywhere in it makes the number negative.
    while (c === 0x2d || c === 0x2b) {
      if (c === 0x2d) sign = -1
      c = data[++p] ?? 0x20
    }
    // -0, a heap number: the digits are summed as doubles from the first one (summed as small integers, a number of ten
    // digits overflowed them and deoptimised the lexer); -0 × 10 + d is d, and -0 + 0 below is 0
    let value = -0
    let digits = 0
    while (c >= 0x30 && c <= 0x39) {
      value = value * 10 + (c - 0x30)
      digits++
      c = data[++p] ?? 0x20
    }
    if (c === 0x2e) {
      c = data[++p] ?? 0x20
      // as pdfjs: every digit into one integer, divided once (so "79.7866" is 797866 / 10000)
      let decimals = 0
      while (c >= 0x30 && c <= 0x39) {
        value = value * 10 + (c - 0x30)
        decimals++
        c = data[++p] ?? 0x20
      }
      digits += decimals
      value /= powerOfTen(decimals)
    }
    if (p < end && CLASS[c] === 0) {
      // "12abc": not a number (or a malformed one): let the keyword path take it
      if (digits === 0) return false
      // pdfjs stops the number at the first non-digit and leaves the rest as another token; do the same
    }
    this.pos = p
    // + 0: -0 (no digit read) becomes 0, as the sum began; every other value stays as it is
    this.num = sign * (value + 0)
    return true
  }

  /** A name after "/" (with #xx escapes), without the slash. */
  private readName(): string {
    const data = this.data
    let p = this.pos + 1
    const start = p
    let escaped = false
    while (p < this.end && CLASS[data[p]!] === 0) {
      if (data[p] === 0x23) escaped = true
      p++
    }
    this.pos = p
    if (!escaped) return keyword(data, start, p)
    const out: number[] = []
    for (let i = start; i < p; i++) {
      const c = data[i]!
      if (c === 0x23 && i + 2 < p + 1) {
        const h = hexValue(data[i + 1] ?? 0)
        const l = hexValue(data[i + 2] ?? 0)
        if (h >= 0 && l >= 0) {
          out.push(h * 16 + l)
          i += 2
          continue
        }
      }
      out.push(c)
    }
    return latin1(Uint8Array.from(out))
  }

  /** A literal string after "(": balanced parentheses, backslash escapes, end-of-line rules. */
  private readLiteralString(): Uint8Array {
    this.literalRange()
    const from = this.strData
    const n = this.strEnd - this.strStart
    if (from !== this.data) return from.slice(0, n)
    return n === 1 || n === 2 ? shortString(from, this.strStart, n) : from.subarray(this.strStart, this.strEnd)
  }

  /** The literal string after "(" as a range: of the data when it has no escapes, else of the scratch buffer it is decoded into. */
  private literalRange(): void {
    const data = this.data
    const end = this.end
    let p = this.pos + 1
    // fast path: no escapes, no nested parentheses, no CR
    const start = p
    while (p < end) {
      const c = data[p]!
      if (c === 0x29) {
        this.pos = p + 1
        this.strData = data
        this.strStart = start
        this.strEnd = p
        return
      }
      if (c === 0x5c || c === 0x28 || c === 0x0d) break
      p++
    }
    p = start
    // the escaped bytes go to a scratch buffer (the string can only shrink), copied out at the end
    if (scratch.length < end - start) scratch = new Uint8Array(Math.min(end - start, Math.max(4096, scratch.length * 2)))
    let out = scratch
    let n = 0
    let depth = 1
    while (p < end) {
      let c = data[p++]!
      if (c === 0x28) depth++
      else if (c === 0x29) {
        if (--depth === 0) break
      } else if (c === 0x0d) {
        // CR or CR LF → LF
        if (data[p] === 0x0a) p++
        c = 0x0a
      } else if (c === 0x5c) {
        c = data[p++] ?? 0
        switch (c) {
          case 0x6e:
            c = 0x0a
            break
          case 0x72:
            c = 0x0d
            break
          case 0x74:
            c = 0x09
            break
          case 0x62:
            c = 0x08
            break
          case 0x66:
            c = 0x0c
            break
          case 0x0d:
            if (data[p] === 0x0a) p++
            continue
          case 0x0a:
            continue
          default:
            if (c >= 0x30 && c <= 0x37) {
              let v = c - 0x30
              for (let k = 0; k < 2 && data[p]! >= 0x30 && data[p]! <= 0x37; k++) v = v * 8 + (data[p++]! - 0x30)
              c = v & 0xff
            }
        }
      }
      if (n === out.length) {
        const bigger = new Uint8Array(Math.min(end - start, out.length * 2))
        bigger.set(out)
        out = scratch = bigger
      }
      out[n++] = c
    }
    this.pos = p
    this.strData = out
    this.strStart = 0
    this.strEnd = n
  }

  /** A hex string after "<"; whitespace ignored, an odd final digit is followed by 0. */
  private readHexString(): Uint8Array {
    const data = this.data
    const end = this.end
    const p = this.pos + 1
    // the usual glyph code: 2 or 4 digits, nothing else
    const d0 = HEX_VALUE[data[p]!]!
    const d1 = HEX_VALUE[data[p + 1]!]!
    if (d0 >= 0 && d1 >= 0 && p + 2 < end) {
      if (data[p + 2] === 0x3e) {
        this.pos = p + 3
        return (ONE_BYTE[d0 * 16 + d1] ??= Uint8Array.of(d0 * 16 + d1))
      }
      const d2 = HEX_VALUE[data[p + 2]!]!
      const d3 = HEX_VALUE[data[p + 3]!]!
      if (d2 >= 0 && d3 >= 0 && p + 4 < end && data[p + 4] === 0x3e) {
        this.pos = p + 5
        return shortHexString(d0 * 16 + d1, d2 * 16 + d3)
      }
    }
    // a longer string: decoded into the shared buffer and copied out at its length
    this.hexRange()
    return this.strData.slice(this.strStart, this.strEnd)
  }

  /**
   * The hex string after "<" as a range, decoded as `readHexString` decodes it: a glyph code of two or four digits
   * and nothing else as the shared string of its bytes, any other into a shared buffer, in one pass.
   */
  private hexRange(): void {
    const data = this.data
    const end = this.end
    let p = this.pos + 1
    const d0 = HEX_VALUE[data[p]!]!
    const d1 = HEX_VALUE[data[p + 1]!]!
    if (d0 >= 0 && d1 >= 0 && p + 2 < end) {
      if (data[p + 2] === 0x3e) {
        this.pos = p + 3
        this.strData = ONE_BYTE[d0 * 16 + d1] ??= Uint8Array.of(d0 * 16 + d1)
        this.strStart = 0
        this.strEnd = 1
        return
      }
      const d2 = HEX_VALUE[data[p + 2]!]!
      const d3 = HEX_VALUE[data[p + 3]!]!
      if (d2 >= 0 && d3 >= 0 && p + 4 < end && data[p + 4] === 0x3e) {
        this.pos = p + 5
        this.strData = shortHexString(d0 * 16 + d1, d2 * 16 + d3)
        this.strStart = 0
        this.strEnd = 2
        return
      }
    }
    let out = hexScratch
    let n = 0
    let high = -1
    while (p < end) {
      const c = data[p++]!
      if (c === 0x3e) break
      const v = HEX_VALUE[c]!
      if (v < 0) continue
      if (high < 0) high = v
      else {
        if (n === out.length) out = hexScratch = grownScratch(out)
        out[n++] = high * 16 + v
        high = -1
      }
    }
    if (high >= 0) {
      if (n === out.length) out = hexScratch = grownScratch(out)
      out[n++] = high * 16
    }
    this.pos = p
    this.strData = out
    this.strStart = 0
    this.strEnd = n
  }
}

/**
 * 10 to the power `n` as ten multiplied by itself `n` times, as the lexer divided by it (a table: a running product
 * overflowed small integers at the tenth decimal and deoptimised the lexer); Infinity from 309 on, as the product was.
 */
function powerOfTen(n: number): number {
  return n < POWERS_OF_TEN.length ? POWERS_OF_TEN[n]! : Infinity
}

const POWERS_OF_TEN = new Float64Array(310)
POWERS_OF_TEN[0] = 1
for (let n = 1; n < POWERS_OF_TEN.length; n++) POWERS_OF_TEN[n] = POWERS_OF_TEN[n - 1]! * 10

/** A shared buffer twice as large, its bytes kept. */
function grownScratch(buffer: Uint8Array): Uint8Array<ArrayBuffer> {
  const bigger = new Uint8Array(2 * buffer.length)
  bigger.set(buffer)
  return bigger
}

/** The value of each byte as a hex digit, -1 for a byte that is not one (a table: this runs for every digit of every hex string). */
const HEX_VALUE = Int8Array.from({ length: 256 }, (_, c) => hexValue(c))

export function hexValue(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c - 0x30
  if (c >= 0x61 && c <= 0x66) return c - 0x57
  if (c >= 0x41 && c <= 0x46) return c - 0x37
  return -1
}

/** The `wordKey` of a keyword of one or two characters (below 65,536 + 256); -1 for any other. */
export function shortWordKey(word: string): number {
  if (word.length === 1) return 65536 + word.charCodeAt(0)
  if (word.length === 2) return (word.charCodeAt(0) << 8) | word.charCodeAt(1)
  return -1
}

/** Short keywords and names come up again and again: intern those of 3 and 4 bytes by their bytes. */
const interned = new Map<number, string>()
/** Longer names (/Subtype, /QuadPoints, /FontDescriptor…) up to 32 bytes, by a hash of their bytes (checked on a hit). */
const internedLong = new Map<number, string>()
/** Bound of each table (a file of distinct names must not grow them without end: the tables live as long as the process). */
const MAX_INTERNED = 8192

/** Keywords and names of one and two bytes (most content-stream operators: Tj, TJ, Td, cm, q, Q…), by their bytes. */
const SHORT_WORDS: (string | undefined)[] = new Array<string | undefined>(65536 + 256).fill(undefined)

function keyword(data: Uint8Array, start: number, end: number): string {
  const length = end - start
  if (length === 1) return (SHORT_WORDS[65536 + data[start]!] ??= String.fromCharCode(data[start]!))
  if (length === 2) {
    const key = (data[start]! << 8) | data[start + 1]!
    return (SHORT_WORDS[key] ??= String.fromCharCode(data[start]!, data[start + 1]!))
  }
  if (length === 3 || length === 4) {
    // the bytes as one 32-bit integer (a small integer to V8, not a heap number: the key of a fast Map lookup);
    // a 3-byte word's top byte is 0, which no 4-byte word of regular characters has
    let key = 0
    for (let i = start; i < end; i++) key = (key << 8) | data[i]!
    let s = interned.get(key)
    if (s === undefined) {
      s = latin1(data, start, end)
      if (interned.size < MAX_INTERNED) interned.set(key, s)
    }
    return s
  }
  if (length > 4 && length <= 32) {
    let hash = 0x811c9dc5 ^ length
    for (let i = start; i < end; i++) hash = Math.imul(hash ^ data[i]!, 0x01000193)
    const s = internedLong.get(hash)
    if (s !== undefined && sameLatin1(s, data, start, length)) return s
    const made = latin1(data, start, end)
    if (s === undefined && internedLong.size < MAX_INTERNED) internedLong.set(hash, made)
    return made
  }
  return latin1(data, start, end)
}

function sameLatin1(s: string, data: Uint8Array, start: number, length: number): boolean {
  if (s.length !== length) return false
  for (let i = 0; i < length; i++) if (s.charCodeAt(i) !== data[start + i]) return false
  return true
}
