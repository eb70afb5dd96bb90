/**
 * @module pdf/reader/pdf-parser
 * PDF objects from tokens (ISO 32000-1 §7.3): numbers, names, strings, arrays, dictionaries, `n g R`
 * references, and `stream … endstream` after a dictionary when a stream reader is given. Lenient where
 * pdfjs is: a missing `>>` or `]` at the end of the data closes the container. Written for speed: the
 * current token and the (at most two) tokens read ahead for `n g R` live in fields, not in an object per
 * token, and arrays and dictionaries read their items straight from the tokens.
 */
import { EMPTY_BYTES, PdfLexer, Tok, asSmallInteger } from './pdf-lexer.js'
import { NOT_SMALL_INTEGER } from '../not-small-integer.js'
import { PdfRef, PdfSyntaxError } from './pdf-objects.js'
import type { PdfDict, PdfObject } from './pdf-objects.js'

const NONE = Symbol('none')

/** A keyword that is not an object (`obj`, `stream`, `R`, a stray `]`…), as `parse()` answers it. */
export interface PdfKeyword {
  keyword: string
}

/** The keywords of the brackets, shared (a container's end is read once per container). */
const BRACKET_KEYWORDS: Partial<Record<Tok, PdfKeyword>> = {
  [Tok.ArrayEnd]: { keyword: ']' },
  [Tok.DictEnd]: { keyword: '>>' },
  [Tok.BraceStart]: { keyword: '{' },
  [Tok.BraceEnd]: { keyword: '}' },
}

export class PdfParser {
  readonly lexer: PdfLexer
  /** The current token (what `take()` read last) and its value. */
  private tok: Tok = Tok.EOF
  /** A double from birth (see NOT_SMALL_INTEGER), set to 0 in the constructor. */
  private num = NOT_SMALL_INTEGER
  private text = ''
  private bytes: Uint8Array = EMPTY_BYTES
  /** Tokens read ahead and put back (the parser looks two tokens ahead for `n g R`), the last one put back on top. */
  private heldCount = 0
  private readonly heldTok: Tok[] = [Tok.EOF, Tok.EOF]
  private readonly heldNum: number[] = [0, 0]
  private readonly heldText: string[] = ['', '']
  private readonly heldBytes: Uint8Array[] = [EMPTY_BYTES, EMPTY_BYTES]

  constructor(data: Uint8Array, start = 0, end = data.length) {
    this.lexer = new PdfLexer(data, start, end)
    this.num = 0
  }

  /** Makes the next token current (the last one put back, else the lexer's next) and answers its kind. */
  private take(): Tok {
    if (this.heldCount > 0) {
      const i = --this.heldCount
      this.num = this.heldNum[i]!
      this.text = this.heldText[i]!
      this.bytes = this.heldBytes[i]!
      return (this.tok = this.heldTok[i]!)
    }
    const lexer = this.lexer
    const tok = lexer.next()
    this.num = lexer.num
    this.text = lexer.text
    this.bytes = lexer.bytes
    return (this.tok = tok)
  }

  private putBack(tok: Tok, num: number, text: string, bytes: Uint8Array): void {
    const i = this.heldCount++
    this.heldTok[i] = tok
    this.heldNum[i] = num
    this.heldText[i] = text
    this.heldBytes[i] = bytes
  }

  /** Moves to `pos`, forgetting the tokens read ahead (to read another object of the same data). */
  seek(pos: number): void {
    this.lexer.pos = asSmallInteger(pos)
    this.heldCount = 0
  }

  /** True when nothing is held back (so `lexer.pos` is where the next token starts). */
  get settled(): boolean {
    return this.heldCount === 0
  }

  /** The next object; keywords other than true/false/null come back as `{ keyword }`. */
  parse(): PdfObject | PdfKeyword | typeof NONE {
    this.take()
    return this.fromToken()
  }

  /** The object that starts with the current token. */
  private fromToken(): PdfObject | PdfKeyword | typeof NONE {
    switch (this.tok) {
      case Tok.EOF:
        return NONE
      case Tok.Number:
        return this.numberOrRef()
      case Tok.Name:
        return this.text
      case Tok.String:
        return this.bytes
      case Tok.ArrayStart:
        return this.parseArrayBody()
      case Tok.DictStart:
        return this.parseDictBody()
      case Tok.ArrayEnd:
      case Tok.DictEnd:
      case Tok.BraceStart:
      case Tok.BraceEnd:
        return BRACKET_KEYWORDS[this.tok]!
      case Tok.Keyword: {
        const text = this.text
        if (text === 'true') return true
        if (text === 'false') return false
        if (text === 'null') return null
        return { keyword: text }
      }
      default:
        throw new PdfSyntaxError('Unknown token.')
    }
  }

  /** The current Number token, or the reference `n g R` it starts (the two tokens after it are read ahead). */
  private numberOrRef(): number | PdfRef {
    const first = this.num
    if (this.take() === Tok.Number && Number.isInteger(first) && Number.isInteger(this.num)) {
      const gen = this.num
      if (this.take() === Tok.Keyword && this.text === 'R') return new PdfRef(first, gen)
      this.putBack(this.tok, this.num, this.text, this.bytes)
      this.putBack(Tok.Number, gen, '', EMPTY_BYTES)
      return first
    }
    this.putBack(this.tok, this.num, this.text, this.bytes)
    return first
  }

  /** An array after its "[" (stray keywords inside are dropped, as pdfjs drops them). */
  private parseArrayBody(): PdfObject[] {
    const array: PdfObject[] = []
    for (;;) {
      switch (this.take()) {
        case Tok.EOF:
        case Tok.ArrayEnd:
          return array
        case Tok.Number:
          array.push(this.numberOrRef())
          break
        case Tok.Name:
          array.push(this.text)
          break
        case Tok.String:
          array.push(this.bytes)
          break
        case Tok.ArrayStart:
          array.push(this.parseArrayBody())
          break
        case Tok.DictStart:
          array.push(this.parseDictBody())
          break
        case Tok.Keyword: {
          const value = keywordValue(this.text)
          if (value !== undefined) array.push(value)
          break
        }
        default:
          break // >> { }
      }
    }
  }

  /** A dictionary after its "<<". */
  parseDictBody(): PdfDict {
    const dict: PdfDict = new Map()
    for (;;) {
      const keyTok = this.take()
      if (keyTok === Tok.EOF || keyTok === Tok.DictEnd) return dict
      if (keyTok !== Tok.Name) {
        this.fromToken() // a non-name key (and what it starts: an array, "1 0 R"…) is skipped, as pdfjs skips it
        continue
      }
      const key = this.text
      switch (this.take()) {
        case Tok.EOF:
          return dict
        case Tok.DictEnd:
          dict.set(key, null)
          return dict
        case Tok.Number:
          dict.set(key, this.numberOrRef())
          break
        case Tok.Name:
          dict.set(key, this.text)
          break
        case Tok.String:
          dict.set(key, this.bytes)
          break
        case Tok.ArrayStart:
          dict.set(key, this.parseArrayBody())
          break
        case Tok.DictStart:
          dict.set(key, this.parseDictBody())
          break
        case Tok.Keyword: {
          const value = keywordValue(this.text)
          if (value !== undefined) dict.set(key, value)
          break
        }
        default:
          break // ] { }: the key is dropped
      }
    }
  }

  /** The next object, `undefined` at the end of the data; keywords are an error. */
  parseObject(): PdfObject | undefined {
    const o = this.parse()
    if (o === NONE) return undefined
    if (isKeyword(o)) throw new PdfSyntaxError(`Unexpected keyword "${o.keyword}" at byte ${this.lexer.pos}.`)
    return o
  }

  /** The next keyword (or undefined at the end); throws if an object comes instead. */
  expectKeyword(word: string): void {
    if (this.take() !== Tok.Keyword || this.text !== word) throw new PdfSyntaxError(`Expected "${word}" at byte ${this.lexer.pos}.`)
  }
}

/** The value of the keywords that are objects (true, false, null); undefined for any other keyword. */
function keywordValue(text: string): boolean | null | undefined {
  if (text === 'true') return true
  if (text === 'false') return false
  if (text === 'null') return null
  return undefined
}

export function isKeyword(v: unknown): v is PdfKeyword {
  return v !== null && typeof v === 'object' && !(v instanceof Map) && !(v instanceof Uint8Array) && !Array.isArray(v) && 'keyword' in v
}

export { NONE as END_OF_DATA }
