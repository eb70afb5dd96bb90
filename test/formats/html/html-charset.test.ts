import { describe, expect, it } from 'vitest'
import type { PartitionWarning } from '../../../src/errors.js'
import { decodeHtmlBytes, sniffHtmlCharset } from '../../../src/formats/html/html-charset.js'

const ascii = (text: string): number[] => [...new TextEncoder().encode(text)]

describe('sniffHtmlCharset', () => {
  it('reads <meta charset>, quoted or not, in any letter case', () => {
    expect(sniffHtmlCharset(Uint8Array.from(ascii('<head><meta charset="Windows-1252"></head>')))).toBe('windows-1252')
    expect(sniffHtmlCharset(Uint8Array.from(ascii("<META CHARSET='iso-8859-2'>")))).toBe('iso-8859-2')
    expect(sniffHtmlCharset(Uint8Array.from(ascii('<meta charset=shift_jis>')))).toBe('shift_jis')
  })

  it('reads the charset of <meta http-equiv="Content-Type" content="…">', () => {
    const bytes = Uint8Array.from(ascii('<meta http-equiv="content-type" content="text/html; charset=KOI8-R">'))

    expect(sniffHtmlCharset(bytes)).toBe('koi8-r')
  })

  it('ignores other meta tags, a content charset without http-equiv, and declarations past the first 1024 bytes', () => {
    expect(sniffHtmlCharset(Uint8Array.from(ascii('<meta name="viewport" content="width=device-width">')))).toBeUndefined()
    expect(sniffHtmlCharset(Uint8Array.from(ascii('<meta content="text/html; charset=koi8-r">')))).toBeUndefined()
    expect(sniffHtmlCharset(Uint8Array.from(ascii(' '.repeat(1024) + '<meta charset="koi8-r">')))).toBeUndefined()
  })
})

describe('decodeHtmlBytes', () => {
  // "é €" in windows-1252
  const cp1252Body = [0xe9, 0x20, 0x80]

  it('decodes valid UTF-8 as UTF-8 whatever the page declares', () => {
    const bytes = Uint8Array.from(ascii('<meta charset="windows-1252"><p>é</p>'))

    expect(decodeHtmlBytes(bytes)).toBe('<meta charset="windows-1252"><p>é</p>')
  })

  it('uses the declared charset when the bytes are not UTF-8', () => {
    const bytes = Uint8Array.from([...ascii('<meta charset="windows-1252"><p>'), ...cp1252Body, ...ascii('</p>')])

    expect(decodeHtmlBytes(bytes)).toBe('<meta charset="windows-1252"><p>é €</p>')
  })

  it('reads a latin-1 or ASCII label as windows-1252, as browsers do', () => {
    const bytes = Uint8Array.from([...ascii('<meta charset="iso-8859-1"><p>'), ...cp1252Body, ...ascii('</p>')])

    expect(decodeHtmlBytes(bytes)).toBe('<meta charset="iso-8859-1"><p>é €</p>')
  })

  it('falls back to detection, with a warning, when the declared charset is unknown or claims UTF-8', () => {
    for (const label of ['no-such-charset', 'utf-8']) {
      const warnings: PartitionWarning[] = []
      const bytes = Uint8Array.from([...ascii(`<meta charset="${label}"><p>Caf`), ...cp1252Body, ...ascii(' and more text</p>')])

      const text = decodeHtmlBytes(bytes, 'utf-8', (warning) => warnings.push(warning))

      expect(text).toContain('<p>Caf')
      expect(warnings.map((w) => w.code)).toEqual(['decode-fallback'])
    }
  })

  it('obeys an explicit encoding over the declaration', () => {
    const bytes = Uint8Array.from([...ascii('<meta charset="windows-1252"><p>'), 0xe9, ...ascii('</p>')])

    expect(decodeHtmlBytes(bytes, 'iso-8859-5')).toBe('<meta charset="windows-1252"><p>щ</p>')
  })
})
