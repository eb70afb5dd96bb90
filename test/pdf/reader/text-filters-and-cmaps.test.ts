import { describe, expect, it } from 'vitest'
import { ascii85Decode } from '../../../src/pdf/reader/ascii85-decode.js'
import { asciiHexDecode } from '../../../src/pdf/reader/ascii-hex-decode.js'
import { flateDecode } from '../../../src/pdf/reader/flate-decode.js'
import { lzwDecode } from '../../../src/pdf/reader/lzw-decode.js'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { runLengthDecode } from '../../../src/pdf/reader/run-length-decode.js'
import { parseToUnicodeCMap } from '../../../src/pdf/reader/to-unicode-cmap.js'
import type { ToUnicodeMap } from '../../../src/pdf/reader/to-unicode-cmap.js'
import { deflateSync } from 'node:zlib'

const ascii = (s: string): Uint8Array => new TextEncoder().encode(s)
const text = (b: Uint8Array): string => new TextDecoder('latin1').decode(b)

/** An LZW code stream: 9-bit codes, most significant bit first (the width never grows in these short tests). */
function lzwCodes(codes: number[]): Uint8Array {
  let bits = ''
  for (const c of codes) bits += c.toString(2).padStart(9, '0')
  while (bits.length % 8 !== 0) bits += '0'
  return Uint8Array.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)))
}

describe('the text filters', () => {
  it('ASCIIHex: skips white space, stops at ">", pads an odd last digit with 0', () => {
    expect(text(asciiHexDecode(ascii('48 65\n6C6c6F>4142')))).toBe('Hello')
    expect(Array.from(asciiHexDecode(ascii('7>')))).toEqual([0x70])
  })

  it('ASCII85: groups of five, "z" for four zeros, a short last group giving one byte fewer', () => {
    expect(text(ascii85Decode(ascii('87cURD]i,"Ebo7~>')))).toBe('Hello World')
    expect(Array.from(ascii85Decode(ascii('z~>')))).toEqual([0, 0, 0, 0])
  })

  it('RunLength: a length byte below 128 copies that many + 1 bytes, above it repeats the next byte 257 − n times, 128 ends', () => {
    expect(text(runLengthDecode(Uint8Array.from([2, 0x61, 0x62, 0x63, 254, 0x7a, 128, 0x41])))).toBe('abczzz')
  })

  it('LZW: literal codes, a code for a sequence just added, and the end-of-data code', () => {
    // A, B, then 258 = "AB", then 257 ends
    expect(text(lzwDecode(lzwCodes([256, 65, 66, 258, 257])))).toBe('ABAB')
  })

  it('Flate: a zlib stream inflates; a stream without a zlib header is empty, as in pdfjs', () => {
    expect(text(flateDecode(deflateSync(ascii('BT /F1 12 Tf (Hi) Tj ET'))))).toBe('BT /F1 12 Tf (Hi) Tj ET')
    expect(flateDecode(ascii('not compressed')).length).toBe(0)
  })

  it('Flate: a stream cut inside a compressed block is left to pdfjs', () => {
    const whole = deflateSync(ascii('some text that compresses into a fixed-Huffman block, repeated, repeated, repeated'))
    expect(() => flateDecode(whole.subarray(0, whole.length - 12))).toThrow(UnsupportedPdfError)
  })
})

describe('ToUnicode CMaps', () => {
  const cmap = (body: string): ToUnicodeMap =>
    parseToUnicodeCMap(
      ascii(
        `/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n1 begincodespacerange <0000> <FFFF> endcodespacerange\n${body}\nendcmap CMapName currentdict /CMap defineresource pop end end`,
      ),
    ).map

  it('maps single codes to UTF-16BE text, ligatures to several characters, surrogate pairs to one code point', () => {
    const map = cmap('3 beginbfchar\n<0003> <0020>\n<0011> <00660069>\n<0012> <D835DC00>\nendbfchar')
    expect(map.get(3)).toBe(' ')
    expect(map.get(0x11)).toBe('fi')
    expect(map.get(0x12)).toBe('\u{1D400}')
  })

  it('maps a range by incrementing the last byte of its first destination, or to the listed destinations', () => {
    const map = cmap('2 beginbfrange\n<0024> <0026> <0041>\n<0030> <0031> [<0078> <0079>]\nendbfrange')
    expect([0x24, 0x25, 0x26, 0x30, 0x31].map((c) => map.get(c))).toEqual(['A', 'B', 'C', 'x', 'y'])
  })

  it('carries an incremented last byte past FF into the byte before it', () => {
    const map = cmap('1 beginbfrange\n<0001> <0002> <00FF>\nendbfrange')
    expect(map.get(1)).toBe('\u00ff')
    expect(map.get(2)).toBe('\u0100')
  })

  it('maps a large range as a range: the same text for each code as the destinations listed one by one, surrogates included', () => {
    const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')
    const listed = Array.from({ length: 256 }, (_, k) => `<${hex(0xd7c0 + k)}>`).join(' ')
    const held = cmap('1 beginbfrange\n<1000> <10FF> <D7C0>\nendbfrange')
    const oneByOne = cmap(`1 beginbfrange\n<1000> <10FF> [${listed}]\nendbfrange`)

    for (let code = 0x0fff; code <= 0x1100; code++) expect(held.get(code)).toBe(oneByOne.get(code))
    expect(held.size).toBe(256)
    expect(held.get(0x1000)).toBe('\ud7c0')
    expect(held.get(0x1040)).toBe('\u{10000}')
  })

  it('lets a later entry win over a large range, and a large range over the entries before it', () => {
    const map = cmap(
      '1 beginbfchar\n<0041> <0062>\nendbfchar\n' +
        '2 beginbfrange\n<0000> <FFFF> <0000>\n<0100> <01FF> <0041>\nendbfrange\n' +
        '1 beginbfchar\n<0042> <0063>\nendbfchar',
    )
    expect(map.get(0x41)).toBe('A')
    expect(map.get(0x42)).toBe('c')
    expect(map.get(0x100)).toBe('A')
    expect(map.get(0x200)).toBe('\u0200')
    expect(map.get(0x10000)).toBeUndefined()
    expect(map.size).toBe(0x10000)
  })

  it('gives the declared codespace ranges with their byte counts', () => {
    const { codespaces } = parseToUnicodeCMap(ascii('2 begincodespacerange <20> <7E> <8140> <9FFC> endcodespacerange'))
    expect(codespaces).toEqual([
      { bytes: 1, low: 0x20, high: 0x7e },
      { bytes: 2, low: 0x8140, high: 0x9ffc },
    ])
  })

  it('abandons a broken section but keeps the sections around it', () => {
    const map = cmap('1 beginbfchar\n<0001> <0041>\nendbfchar\n1 beginbfchar\n<0002> /oops\nendbfchar\n1 beginbfchar\n<0003> <0043>\nendbfchar')
    expect(map.get(1)).toBe('A')
    expect(map.get(3)).toBe('C')
  })

  it('leaves a CMap that uses another one to pdfjs', () => {
    expect(() => parseToUnicodeCMap(ascii('/Adobe-Japan1-UCS2 usecmap'))).toThrow(UnsupportedPdfError)
  })
})
