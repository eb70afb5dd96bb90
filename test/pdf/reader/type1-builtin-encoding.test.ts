import { describe, expect, it } from 'vitest'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { StandardEncoding } from '../../../src/pdf/reader/standard-encodings.js'
import { type1BuiltInEncoding } from '../../../src/pdf/reader/type1-builtin-encoding.js'

const program = (header: string): Uint8Array => new TextEncoder().encode(`${header}\ncurrentfile eexec\n\u00d9\u00d6binary`)

describe('the built-in encoding of a Type1 font program', () => {
  it('lists the glyph names of an "/Encoding 256 array … dup code /name put" header by code', () => {
    const names = type1BuiltInEncoding(
      program(
        '%!PS-AdobeFont-1.0: CMR10 003.002\n/FontName /CMR10 def\n/Encoding 256 array\n0 1 255 {1 index exch /.notdef put} for\ndup 11 /ff put\ndup 65 /A put % a comment\ndup 66 /B put\nreadonly def',
      ),
    )
    expect(names).not.toBeNull()
    expect([names![11], names![65], names![66], names![67]]).toEqual(['ff', 'A', 'B', undefined])
  })

  it('gives the named base encoding for "/Encoding StandardEncoding def"', () => {
    expect(type1BuiltInEncoding(program('%!FontType1-1.0: Test\n/Encoding StandardEncoding def'))).toBe(StandardEncoding)
  })

  it('gives no encoding when the header names none, or names one pdfjs does not know', () => {
    expect(type1BuiltInEncoding(program('%!FontType1-1.0: Test\n/FontName /Test def'))).toBeNull()
    expect(type1BuiltInEncoding(program('%!FontType1-1.0: Test\n/Encoding CustomEncoding def'))).toBeNull()
  })

  it('reads only the clear-text header: an /Encoding after "eexec" is not seen', () => {
    const bytes = new TextEncoder().encode('%!FontType1-1.0: Test\ncurrentfile eexec\n/Encoding StandardEncoding def')
    expect(type1BuiltInEncoding(bytes)).toBeNull()
  })

  it('leaves PFB-wrapped programs and programs without "eexec" to pdfjs', () => {
    expect(() => type1BuiltInEncoding(Uint8Array.from([0x80, 0x01, 0, 0, 0, 0]))).toThrow(UnsupportedPdfError)
    expect(() => type1BuiltInEncoding(new TextEncoder().encode('%!FontType1-1.0: Test\n/Encoding StandardEncoding def'))).toThrow(UnsupportedPdfError)
  })
})
