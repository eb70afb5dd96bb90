import { describe, expect, it } from 'vitest'
import { PdfLexer, Tok, shortWordKey } from '../../../src/pdf/reader/pdf-lexer.js'
import { PdfParser } from '../../../src/pdf/reader/pdf-parser.js'
import { PdfRef } from '../../../src/pdf/reader/pdf-objects.js'

const bytes = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0))
const text = (b: unknown): string => String.fromCharCode(...(b as Uint8Array))
const parse = (s: string): unknown => new PdfParser(bytes(s)).parseObject()

describe('PDF lexer', () => {
  it('reads numbers the lenient way pdfjs does', () => {
    const lexer = new PdfLexer(bytes('12 -3.5 .25 +7 4. --2'))
    const nums: number[] = []
    while (lexer.next() === Tok.Number) nums.push(lexer.num)
    expect(nums).toEqual([12, -3.5, 0.25, 7, 4, -2])
  })

  it('reads numbers of ten digits and more, in the integer part or the decimals, and signs or dots without digits, as pdfjs does', () => {
    const decimals39 = `0.${'0'.repeat(38)}1`
    const source = `12345678901 0.12345678901 -9876543210.5 1.0000000000000000000000001 123456789012345678901234567890 ${decimals39} - + . -. 0.0 -0`
    const lexer = new PdfLexer(bytes(source))
    const read: number[] = []
    while (lexer.next() === Tok.Number) read.push(lexer.num)
    // pdfjs: every digit summed into one number, divided once by ten to the number of decimals (so 39 decimals are not
    // 1e-39); a lone sign or dot is 0, signed
    expect(read).toEqual([12345678901, 0.12345678901, -9876543210.5, 1, 1.2345678901234566e29, 1.0000000000000003e-39, -0, 0, 0, -0, 0, -0])
    expect(read.map((n) => Object.is(n, -0))).toEqual([false, false, false, false, false, false, true, false, false, true, false, true])
  })

  it('skips comments and reads keywords, names with #xx escapes and operators like T*', () => {
    const lexer = new PdfLexer(bytes('% a comment\n/Name#20One T* BT'))
    expect(lexer.next()).toBe(Tok.Name)
    expect(lexer.text).toBe('Name One')
    expect(lexer.next()).toBe(Tok.Keyword)
    expect(lexer.text).toBe('T*')
    expect(lexer.next()).toBe(Tok.Keyword)
    expect(lexer.text).toBe('BT')
    expect(lexer.next()).toBe(Tok.EOF)
  })

  it('numbers each keyword of one or two bytes as shortWordKey numbers its name (distinct keys), and longer keywords -1', () => {
    const words = ['q', 'Q', 'Tj', 'TJ', "'", '"', 'T*', 'BDC', 'true']
    const lexer = new PdfLexer(bytes(words.join(' ')))
    const keys: number[] = []
    while (lexer.next() === Tok.Keyword) keys.push(lexer.wordKey)
    expect(keys).toEqual(words.map(shortWordKey))
    expect(new Set(keys.slice(0, 7)).size).toBe(7)
    expect(keys.slice(7)).toEqual([-1, -1])
  })

  it('reads names and keywords of three and four bytes as their text, whatever bytes they hold', () => {
    const words = ['abc', '\x01abc', 'Type', 'Typ', 'ype', 'Kids', '\xffabc', 'abc\xff', 'obj', 'null']
    const lexer = new PdfLexer(bytes(words.map((w, i) => (i % 2 ? `/${w}` : w)).join(' ')))
    const read: string[] = []
    while (lexer.next() !== Tok.EOF) read.push(lexer.text)
    expect(read).toEqual(words)
  })

  it('reads literal strings with escapes, octal codes, nested parentheses and line continuations', () => {
    expect(text(parse('(a\\(b\\)c)'))).toBe('a(b)c')
    expect(text(parse('(x (nested) y)'))).toBe('x (nested) y')
    expect(text(parse('(\\101\\60\\0061)'))).toBe('A0\u00061')
    expect(text(parse('(line\\\njoined)'))).toBe('linejoined')
    expect(text(parse('(cr\r\nlf)'))).toBe('cr\nlf')
    expect(text(parse('(\\n\\t\\\\)'))).toBe('\n\t\\')
  })

  it('reads hex strings, ignoring whitespace and padding an odd digit with 0', () => {
    expect([...(parse('<48 65 6c6C6>') as Uint8Array)]).toEqual([0x48, 0x65, 0x6c, 0x6c, 0x60])
    expect([...(parse('<0012>') as Uint8Array)]).toEqual([0x00, 0x12])
    expect([...(parse('<486>') as Uint8Array)]).toEqual([0x48, 0x60])
    expect([...(parse('<>') as Uint8Array)]).toEqual([])
  })

  it('reads hex strings as ranges (TJ arrays) as the same bytes as it reads them as strings, short, long, spaced or cut off', () => {
    const source = `<41> <aB> <0041> <FfFe> <0041 > <4> <004> <> <486 5> <${'0a1B'.repeat(50)}> <41><0041><4142`
    const asStrings: number[][] = []
    const plain = new PdfLexer(bytes(source))
    for (let tok = plain.next(); tok !== Tok.EOF; tok = plain.next()) asStrings.push([...plain.bytes])
    const asRanges: number[][] = []
    const ranged = new PdfLexer(bytes(source))
    ranged.stringRanges = true
    for (let tok = ranged.next(); tok !== Tok.EOF; tok = ranged.next()) asRanges.push([...ranged.strData.subarray(ranged.strStart, ranged.strEnd)])
    expect(asRanges).toEqual(asStrings)
    expect(asRanges.map((b) => b.length)).toEqual([1, 1, 2, 2, 2, 1, 2, 0, 2, 100, 1, 2, 2])
  })

  it('reads strings of one and two bytes (shared between tokens) as their bytes, whatever the digits and the end of the data', () => {
    const strings = (s: string): number[][] => {
      const lexer = new PdfLexer(bytes(s))
      const out: number[][] = []
      for (let tok = lexer.next(); tok !== Tok.EOF; tok = lexer.next()) if (tok === Tok.String) out.push([...lexer.bytes])
      return out
    }
    expect(strings('<41> <aB> <0041> <FfFe> <0041 > <4> <004> (A) (AB) (ABC) <41><41>')).toEqual([
      [0x41],
      [0xab],
      [0x00, 0x41],
      [0xff, 0xfe],
      [0x00, 0x41],
      [0x40],
      [0x00, 0x40],
      [0x41],
      [0x41, 0x42],
      [0x41, 0x42, 0x43],
      [0x41],
      [0x41],
    ])
    expect(strings('<0041')).toEqual([[0x00, 0x41]])
    expect(strings('<41')).toEqual([[0x41]])
    const lexer = new PdfLexer(bytes('<0041> <0041>'))
    lexer.next()
    const first = lexer.bytes
    lexer.next()
    expect(lexer.bytes).toBe(first)
  })
})

describe('PDF parser', () => {
  it('reads dictionaries, arrays, references, booleans and null', () => {
    const v = parse('<< /Type /Page /Kids [1 0 R 2 0 R] /Count 2 /Flag true /None null /Box [0 0 612.5 792] >>') as Map<string, unknown>
    expect(v.get('Type')).toBe('Page')
    expect(v.get('Kids')).toEqual([new PdfRef(1, 0), new PdfRef(2, 0)])
    expect(v.get('Count')).toBe(2)
    expect(v.get('Flag')).toBe(true)
    expect(v.get('None')).toBe(null)
    expect(v.get('Box')).toEqual([0, 0, 612.5, 792])
  })

  it('does not mistake two numbers for a reference without R', () => {
    expect(parse('[1 0 2]')).toEqual([1, 0, 2])
  })

  it('closes containers left open at the end of the data', () => {
    expect(parse('[1 2')).toEqual([1, 2])
    expect((parse('<< /A 1') as Map<string, unknown>).get('A')).toBe(1)
  })
})
