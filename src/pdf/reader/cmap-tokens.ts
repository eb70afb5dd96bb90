/**
 * @module pdf/reader/cmap-tokens
 * The tokens of a CMap stream (the PostScript-like syntax of a /ToUnicode program), read exactly as
 * pdf.js 5's `Lexer.getObj` (src/core/parser.js) reads them when `CMapFactory` parses an embedded CMap:
 * numbers with pdf.js's lenient rules, literal and hex strings as "binary strings" (one JS char per byte,
 * as pdf.js keeps them), names with `#xx` escapes, and everything else (`[`, `]`, `<<`, `>>`, `{`, `}`,
 * keywords such as `beginbfchar`) as commands; `%` comments and whitespace skipped. Where pdf.js's lexer
 * throws, this one throws a `CMapFormatError` after consuming the same bytes, so a parser that catches
 * errors as pdf.js's `parseCMap` does resumes at the same place. One pass over the bytes with a
 * character-class table, no regular expressions.
 */
import { NOT_SMALL_INTEGER } from '../not-small-integer.js'

/** What pdf.js's `FormatError` is in a CMap: a syntax error its CMap parser catches and skips past. */
export class CMapFormatError extends Error {
  override name = 'CMapFormatError'
}

/** Token kinds returned by `CMapLexer.next()`. */
export const EOF = 0
export const NUMBER = 1
export const STRING = 2
export const NAME = 3
export const COMMAND = 4
/** `true`, `false` or `null`: values pdf.js returns as such, meaningless in a CMap. */
export const LITERAL = 5

/** pdf.js's `specialChars`: 1 whitespace (NUL, TAB, LF, FF, CR, space), 2 delimiter. */
const SPECIAL = new Uint8Array(256)
for (const c of [0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]) SPECIAL[c] = 1
for (const c of [0x25, 0x28, 0x29, 0x2f, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d]) SPECIAL[c] = 2

/** pdf.js's `isWhiteSpace` (core_utils.js): only space, TAB, CR and LF. */
const isWhiteSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0d || c === 0x0a

function hexDigit(c: number): number {
  if (c >= 0x30 && c <= 0x39) return c & 0x0f
  if ((c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)) return (c & 0x0f) + 9
  return -1
}

export class CMapLexer {
  /** Index of the current character (pdf.js's `currentChar`); `data.length` at the end. */
  private pos = 0
  /** Value of the last NUMBER token: a double from birth (see NOT_SMALL_INTEGER), 0 from the constructor on. */
  num = NOT_SMALL_INTEGER
  /** Value of the last STRING (one char per byte), NAME (without the slash) or COMMAND token. */
  str = ''

  constructor(private readonly data: Uint8Array) {
    this.num = 0
  }

  private char(): number {
    return this.pos < this.data.length ? this.data[this.pos]! : -1
  }

  private nextChar(): number {
    if (this.pos < this.data.length) this.pos++
    return this.char()
  }

  private peekChar(): number {
    return this.pos + 1 < this.data.length ? this.data[this.pos + 1]! : -1
  }

  /** The next token's kind; its value is in `num` or `str`. */
  next(): number {
    let comment = false
    let ch = this.char()
    for (;;) {
      if (ch < 0) return EOF
      if (comment) {
        if (ch === 0x0a || ch === 0x0d) comment = false
      } else if (ch === 0x25) {
        comment = true
      } else if (SPECIAL[ch] !== 1) {
        break
      }
      ch = this.nextChar()
    }
    if ((ch >= 0x30 && ch <= 0x39) || ch === 0x2b || ch === 0x2d || ch === 0x2e) {
      this.num = this.readNumber()
      return NUMBER
    }
    switch (ch) {
      case 0x28:
        this.str = this.readString()
        return STRING
      case 0x2f:
        this.str = this.readName()
        return NAME
      case 0x5b:
        return this.command(1, '[')
      case 0x5d:
        return this.command(1, ']')
      case 0x3c:
        if (this.nextChar() === 0x3c) return this.command(1, '<<')
        this.str = this.readHexString()
        return STRING
      case 0x3e:
        if (this.nextChar() === 0x3e) return this.command(1, '>>')
        return this.command(0, '>')
      case 0x7b:
        return this.command(1, '{')
      case 0x7d:
        return this.command(1, '}')
      case 0x29:
        this.nextChar()
        throw new CMapFormatError(`Illegal character: ${ch}`)
    }
    let str = String.fromCharCode(ch)
    // a control or non-ASCII byte followed by a printable one is a command of its own
    if (ch < 0x20 || ch > 0x7f) {
      const nextCh = this.peekChar()
      if (nextCh >= 0x20 && nextCh <= 0x7f) return this.command(1, str)
    }
    const start = this.pos
    while ((ch = this.nextChar()) >= 0 && !SPECIAL[ch]) {
      if (this.pos - start === 128) throw new CMapFormatError('Command token too long: 128')
    }
    if (this.pos - start > 1) str = latin1(this.data, start, this.pos)
    if (str === 'true' || str === 'false' || str === 'null') {
      this.str = str
      return LITERAL
    }
    this.str = str
    return COMMAND
  }

  private command(skip: number, name: string): number {
    if (skip) this.nextChar()
    this.str = name
    return COMMAND
  }

  /** pdf.js `Lexer.getNumber`, including its leniency ("--5", "-\n5", "5-3" = 53) and its errors. */
  private readNumber(): number {
    let ch = this.char()
    let divideBy = 0
    let sign = 1
    if (ch === 0x2d) {
      sign = -1
      ch = this.nextChar()
      if (ch === 0x2d) ch = this.nextChar()
    } else if (ch === 0x2b) {
      ch = this.nextChar()
    }
    while (ch === 0x0a || ch === 0x0d) ch = this.nextChar()
    if (ch === 0x2e) {
      divideBy = 10
      ch = this.nextChar()
    }
    if (ch < 0x30 || ch > 0x39) {
      if (isWhiteSpace(ch) || ch === 0x28 || ch === 0x3c || ch === -1) return 0
      throw new CMapFormatError(`Invalid number: ${String.fromCharCode(ch)} (charCode ${ch})`)
    }
    let baseValue = ch - 0x30
    while ((ch = this.nextChar()) >= 0) {
      if (ch >= 0x30 && ch <= 0x39) {
        if (divideBy !== 0) divideBy *= 10
        baseValue = baseValue * 10 + (ch - 0x30)
      } else if (ch === 0x2e) {
        if (divideBy === 0) divideBy = 1
        else break
      } else if (ch !== 0x2d) {
        // pdf.js skips a minus sign in the middle of a number (with a warning)
        break
      }
    }
    if (divideBy !== 0) baseValue /= divideBy
    return sign * baseValue
  }

  /** pdf.js `Lexer.getString`: balanced parentheses, escapes; an unescaped CR stays a CR, as in pdf.js. */
  private readString(): string {
    const data = this.data
    let numParen = 1
    let out = ''
    let ch = this.nextChar()
    for (;;) {
      let charBuffered = false
      if (ch < 0) break // unterminated string
      if (ch === 0x28) {
        numParen++
        out += '('
      } else if (ch === 0x29) {
        if (--numParen === 0) {
          this.nextChar()
          break
        }
        out += ')'
      } else if (ch === 0x5c) {
        ch = this.nextChar()
        if (ch < 0) break
        switch (ch) {
          case 0x6e:
            out += '\n'
            break
          case 0x72:
            out += '\r'
            break
          case 0x74:
            out += '\t'
            break
          case 0x62:
            out += '\b'
            break
          case 0x66:
            out += '\f'
            break
          case 0x0d: // line continuation
            if (this.peekChar() === 0x0a) this.nextChar()
            break
          case 0x0a:
            break
          default: {
            if (ch < 0x30 || ch > 0x37) {
              out += String.fromCharCode(ch)
              break
            }
            // octal escape: up to three digits
            let x = ch & 0x0f
            ch = this.nextChar()
            charBuffered = true
            if (ch >= 0x30 && ch <= 0x37) {
              x = (x << 3) + (ch & 0x0f)
              ch = this.nextChar()
              if (ch >= 0x30 && ch <= 0x37) {
                charBuffered = false
                x = (x << 3) + (ch & 0x0f)
              }
            }
            out += String.fromCharCode(x)
            break
          }
        }
      } else {
        // fast path: a run of ordinary bytes
        const start = this.pos
        let p = start + 1
        while (p < data.length) {
          const c = data[p]!
          if (c === 0x28 || c === 0x29 || c === 0x5c) break
          p++
        }
        out += latin1(data, start, p)
        this.pos = p - 1
      }
      if (!charBuffered) ch = this.nextChar()
    }
    return out
  }

  /** pdf.js `Lexer.getName`, with its handling of malformed `#` escapes. */
  private readName(): string {
    let out = ''
    let ch: number
    while ((ch = this.nextChar()) >= 0 && !SPECIAL[ch]) {
      if (ch === 0x23) {
        ch = this.nextChar()
        if (SPECIAL[ch]) {
          out += '#'
          break
        }
        const x = hexDigit(ch)
        if (x !== -1) {
          const previousCh = ch
          ch = this.nextChar()
          const x2 = hexDigit(ch)
          if (x2 === -1) {
            out += '#' + String.fromCharCode(previousCh)
            if (SPECIAL[ch]) break
            out += String.fromCharCode(ch)
            continue
          }
          out += String.fromCharCode((x << 4) | x2)
        } else {
          out += '#' + String.fromCharCode(ch)
        }
      } else {
        out += String.fromCharCode(ch)
      }
    }
    return out
  }

  /** pdf.js `Lexer.getHexString` (called after the "<"): whitespace and invalid characters skipped, an odd last digit padded with 0. */
  private readHexString(): string {
    let out = ''
    let ch = this.char()
    let firstDigit = -1
    for (;;) {
      if (ch < 0) break // unterminated hex string
      if (ch === 0x3e) {
        this.nextChar()
        break
      }
      if (SPECIAL[ch] !== 1) {
        const digit = hexDigit(ch)
        if (digit !== -1) {
          if (firstDigit === -1) firstDigit = digit
          else {
            out += String.fromCharCode((firstDigit << 4) | digit)
            firstDigit = -1
          }
        }
      }
      ch = this.nextChar()
    }
    if (firstDigit !== -1) out += String.fromCharCode(firstDigit << 4)
    return out
  }
}

/** Bytes `start`..`end` as a binary string (one char per byte). */
function latin1(data: Uint8Array, start: number, end: number): string {
  if (end - start === 1) return String.fromCharCode(data[start]!)
  let out = ''
  for (let p = start; p < end; p += 8192) {
    out += String.fromCharCode.apply(null, data.subarray(p, Math.min(end, p + 8192)) as unknown as number[])
  }
  return out
}
