import { describe, expect, it } from 'vitest'
import { sniffBom } from '../../src/encoding/byte-order-mark.js'
import { decodeText } from '../../src/encoding/decode-text.js'
import { DocumentError, type PartitionWarning } from '../../src/errors.js'

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)
const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values)

function utf32le(text: string, bom = true): Uint8Array {
  const cps = [...text].map((c) => c.codePointAt(0)!)
  const out = new Uint8Array((cps.length + (bom ? 1 : 0)) * 4)
  const view = new DataView(out.buffer)
  let at = 0
  if (bom) {
    view.setUint32(0, 0xfeff, true)
    at = 4
  }
  for (const cp of cps) {
    view.setUint32(at, cp, true)
    at += 4
  }
  return out
}

function utf16(text: string, littleEndian: boolean, bom = true): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2)
  const view = new DataView(out.buffer)
  let at = 0
  if (bom) {
    view.setUint16(0, 0xfeff, littleEndian)
    at = 2
  }
  for (let i = 0; i < text.length; i += 1) {
    view.setUint16(at, text.charCodeAt(i), littleEndian)
    at += 2
  }
  return out
}

function collectWarnings(): { warn: (w: PartitionWarning) => void; warnings: PartitionWarning[] } {
  const warnings: PartitionWarning[] = []
  return { warn: (w) => warnings.push(w), warnings }
}

function decodeError(run: () => unknown): DocumentError {
  try {
    run()
  } catch (error) {
    if (error instanceof DocumentError) return error
    throw error
  }
  throw new Error('expected a DocumentError')
}

describe('decodeText with the default encoding', () => {
  it('decodes valid UTF-8 without a warning', () => {
    const { warn, warnings } = collectWarnings()

    const result = decodeText(utf8('Grüße, 世界 😀'), 'utf-8', warn)

    expect(result).toEqual({ text: 'Grüße, 世界 😀', encoding: 'utf-8' })
    expect(warnings).toEqual([])
  })

  it('treats UTF-8 in any letter case as the default', () => {
    expect(decodeText(utf8('é'), 'UTF-8').text).toBe('é')
  })

  it.each([
    ['UTF-8', [0xef, 0xbb, 0xbf, 0x68, 0x69], 'utf-8'],
    ['UTF-16 LE', [...utf16('hi', true)], 'utf-16-le'],
    ['UTF-16 BE', [...utf16('hi', false)], 'utf-16-be'],
    ['UTF-32 LE', [...utf32le('hi')], 'utf-32-le'],
    ['UTF-32 BE', [0, 0, 0xfe, 0xff, 0, 0, 0, 0x68, 0, 0, 0, 0x69], 'utf-32-be'],
  ])('lets a %s byte-order mark decide, and drops the mark', (_name, input, encoding) => {
    expect(decodeText(Uint8Array.from(input))).toEqual({ text: 'hi', encoding })
  })

  it('falls back to charset detection for bytes that are not UTF-8, and warns naming the charset', () => {
    const { warn, warnings } = collectWarnings()
    // "Der Preis betrug 15,50 €. Schöne Grüße" in windows-1252
    const cp1252 = Uint8Array.from('Der Preis betrug 15,50 \x80. Sch\xf6ne Gr\xfc\xdfe', (c) => c.charCodeAt(0))

    const result = decodeText(cp1252, 'utf-8', warn)

    expect(result).toEqual({ text: 'Der Preis betrug 15,50 €. Schöne Grüße', encoding: 'windows-1252' })
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.code).toBe('decode-fallback')
    expect(warnings[0]!.message).toContain('windows-1252')
  })

  it('decodes binary garbage to some text with a warning instead of failing', () => {
    const { warn, warnings } = collectWarnings()
    const garbage = Uint8Array.from({ length: 512 }, (_, i) => (i * 151 + 7) % 256)

    const result = decodeText(garbage, 'utf-8', warn)

    expect(typeof result.text).toBe('string')
    expect(warnings.map((w) => w.code)).toEqual(['decode-fallback'])
  })

  it('decodes an empty document to empty text', () => {
    expect(decodeText(new Uint8Array(0))).toEqual({ text: '', encoding: 'utf-8' })
  })
})

describe('decodeText with an explicit encoding', () => {
  it('reads a UTF-32 document asked to be UTF-16 the way Python does: NULs between the letters', () => {
    // api §2.1 test_api_with_different_encodings: fake-text-utf-32.txt with encoding=utf-16
    const result = decodeText(utf32le('This is'), 'utf-16')

    expect(result.text.startsWith('\x00T\x00h\x00i\x00s\x00 \x00i\x00s\x00')).toBe(true)
  })

  it('reads the same document as utf-32 correctly', () => {
    expect(decodeText(utf32le('Important points:'), 'utf-32').text).toBe('Important points:')
  })

  it("fails on a UTF-32 mark asked to be utf8 with Python's UnicodeDecodeError text", () => {
    const error = decodeError(() => decodeText(utf32le('This'), 'utf8'))

    expect(error.message).toBe("'utf-8' codec can't decode byte 0xff in position 0: invalid start byte")
  })

  it.each([
    [[0x61, 0xe2, 0x28, 0xa1], "'utf-8' codec can't decode byte 0xe2 in position 1: invalid continuation byte"],
    [[0x61, 0xf0, 0x9f, 0x98, 0x41], "'utf-8' codec can't decode bytes in position 1-3: invalid continuation byte"],
    [[0x61, 0x62, 0xe2, 0x82], "'utf-8' codec can't decode bytes in position 2-3: unexpected end of data"],
    [[0xed, 0xa0, 0x80], "'utf-8' codec can't decode byte 0xed in position 0: invalid continuation byte"],
  ])('locates invalid UTF-8 as Python does (%j)', (input, message) => {
    expect(decodeError(() => decodeText(Uint8Array.from(input), 'utf_8')).message).toBe(message)
  })

  it('keeps a UTF-8 mark as U+FEFF under an explicit utf8, like Python, and drops it under utf-8-sig', () => {
    const input = bytes(0xef, 0xbb, 0xbf, 0x41)

    expect(decodeText(input, 'utf8').text).toBe('\ufeffA')
    expect(decodeText(input, 'utf-8-sig').text).toBe('A')
  })

  it('decodes UTF-16 big-endian when the mark says so, little-endian without a mark', () => {
    expect(decodeText(utf16('Hé', false), 'utf-16').text).toBe('Hé')
    expect(decodeText(utf16('Hé', true, false), 'utf-16').text).toBe('Hé')
    expect(decodeText(utf16('Hé', false, false), 'utf-16-be').text).toBe('Hé')
  })

  it('reports truncated UTF-16 data with positions counted from the start of the file', () => {
    const error = decodeError(() => decodeText(bytes(0xff, 0xfe, 0x41, 0x00, 0x42), 'utf-16'))

    expect(error.message).toBe("'utf-16-le' codec can't decode byte 0x42 in position 4: truncated data")
  })

  it('reports a UTF-32 code point beyond U+10FFFF', () => {
    const error = decodeError(() => decodeText(bytes(0x00, 0x00, 0x11, 0x00), 'utf-32-le'))

    expect(error.message).toBe("'utf-32-le' codec can't decode bytes in position 0-3: code point not in range(0x110000)")
  })

  it('rejects a byte above 127 under ascii', () => {
    const error = decodeError(() => decodeText(bytes(0x41, 0xe9), 'ascii'))

    expect(error.message).toBe("'ascii' codec can't decode byte 0xe9 in position 1: ordinal not in range(128)")
  })

  it.each([
    ['latin-1', 'é'],
    ['iso-8859-1', 'é'],
    ['cp1252', 'é'],
    ['windows-1252', 'é'],
    ['ISO_8859_8', 'י'],
    ['iso-8859-8-i', 'י'],
  ])('accepts the Python spelling %s', (encoding, expected) => {
    expect(decodeText(bytes(0xe9), encoding).text).toBe(expected)
  })

  it('rejects bytes that a charmap codec leaves undefined, with Python’s wording', () => {
    const error = decodeError(() => decodeText(bytes(0x41, 0x81), 'cp1252'))

    expect(error.message).toBe("'charmap' codec can't decode byte 0x81 in position 1: character maps to <undefined>")
  })

  it('decodes a multibyte codec', () => {
    expect(decodeText(bytes(0x93, 0xfa, 0x96, 0x7b), 'shift_jis').text).toBe('日本')
  })

  it('rejects an unknown encoding with upstream’s text', () => {
    const error = decodeError(() => decodeText(utf8('x'), 'not_an_encoding'))

    expect(error.message).toBe('unknown encoding: not_an_encoding')
  })
})

describe('sniffBom', () => {
  it('prefers the UTF-32 LE mark over the UTF-16 LE mark it starts with', () => {
    expect(sniffBom(bytes(0xff, 0xfe, 0, 0, 0x41, 0, 0, 0))?.encoding).toBe('utf-32-le')
    expect(sniffBom(bytes(0xff, 0xfe, 0x41, 0))?.encoding).toBe('utf-16-le')
    expect(sniffBom(utf8('plain'))).toBeUndefined()
  })
})
