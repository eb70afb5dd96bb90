/**
 * @module pdf/reader/pdf-parser
 * PDF objects from tokens (ISO 32000-1 §7.3): numbers, names, strings, arrays, dictionaries, `n g R`
 * references, and `stream … endstream` after a dictionary when a stream reader is given. Lenient where
 * pdfjs is: a missing `>>` or `]` at the end of the data closes the container.
 */
import { PdfLexer, Tok } from './pdf-lexer.js'
import { PdfRef, PdfSyntaxError } from './pdf-objects.js'
import type { PdfDict, PdfObject } from './pdf-objects.js'

const NONE = Symbol('none')

export class PdfParser {
  readonly lexer: PdfLexer
  /** A token read ahead and not yet used (the parser looks two tokens ahead for `n g R`). */
  private pending: { tok: Tok; num: number; text: string; bytes: Uint8Array }[] = []

  constructor(data: Uint8Array, start = 0, end = data.length) {
    this.lexer = new PdfLexer(data, start, end)
  }

  private take(): { tok: Tok; num: number; text: string; bytes: Uint8Array } {
    const held = this.pending.pop()
    if (held !== undefined) return held
    const lexer = this.lexer
    const tok = lexer.next()
    return { tok, num: lexer.num, text: lexer.text, bytes: lexer.bytes }
  }

  private putBack(t: { tok: Tok; num: number; text: string; bytes: Uint8Array }): void {
    this.pending.push(t)
  }

  /** True when nothing is held back (so `lexer.pos` is where the next token starts). */
  get settled(): boolean {
    return this.pending.length === 0
  }

  /** The next object; keywords other than true/false/null come back as `{ keyword }`. */
  parse(): PdfObject | { keyword: string } | typeof NONE {
    const t = this.take()
    switch (t.tok) {
      case Tok.EOF:
        return NONE
      case Tok.Number: {
        // look for "gen R"
        const second = this.take()
        if (second.tok === Tok.Number && Number.isInteger(t.num) && Number.isInteger(second.num)) {
          const third = this.take()
          if (third.tok === Tok.Keyword && third.text === 'R') return new PdfRef(t.num, second.num)
          this.putBack(third)
        }
        this.putBack(second)
        return t.num
      }
      case Tok.Name:
        return t.text
      case Tok.String:
        return t.bytes
      case Tok.ArrayStart: {
        const array: PdfObject[] = []
        for (;;) {
          const item = this.parse()
          if (item === NONE) return array
          if (isEnd(item, ']')) return array
          if (isKeyword(item)) continue // pdfjs drops stray keywords inside arrays
          array.push(item)
        }
      }
      case Tok.DictStart:
        return this.parseDictBody()
      case Tok.ArrayEnd:
        return { keyword: ']' }
      case Tok.DictEnd:
        return { keyword: '>>' }
      case Tok.BraceStart:
        return { keyword: '{' }
      case Tok.BraceEnd:
        return { keyword: '}' }
      case Tok.Keyword:
        if (t.text === 'true') return true
        if (t.text === 'false') return false
        if (t.text === 'null') return null
        return { keyword: t.text }
      default:
        throw new PdfSyntaxError('Unknown token.')
    }
  }

  /** A dictionary after its "<<". */
  parseDictBody(): PdfDict {
    const dict: PdfDict = new Map()
    for (;;) {
      const key = this.parse()
      if (key === NONE || isEnd(key, '>>')) return dict
      if (typeof key !== 'string') {
        if (isKeyword(key)) continue
        continue // a non-name key: pdfjs skips it
      }
      const value = this.parse()
      if (value === NONE) return dict
      if (isEnd(value, '>>')) {
        dict.set(key, null)
        return dict
      }
      if (isKeyword(value)) continue
      dict.set(key, value)
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
    const t = this.take()
    if (t.tok !== Tok.Keyword || t.text !== word) throw new PdfSyntaxError(`Expected "${word}" at byte ${this.lexer.pos}.`)
  }
}

export function isKeyword(v: unknown): v is { keyword: string } {
  return v !== null && typeof v === 'object' && !(v instanceof Map) && !(v instanceof Uint8Array) && !Array.isArray(v) && 'keyword' in v
}

function isEnd(v: unknown, word: string): boolean {
  return isKeyword(v) && v.keyword === word
}

export { NONE as END_OF_DATA }
