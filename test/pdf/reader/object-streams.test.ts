import { describe, expect, it } from 'vitest'
import { PdfFile } from '../../../src/pdf/reader/pdf-file.js'
import { PdfSyntaxError } from '../../../src/pdf/reader/pdf-objects.js'

const ascii = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0))

/**
 * A file found by scanning (no cross-reference data): a catalog, and an uncompressed object stream holding
 * object 3 (a font dictionary) and object 4 (damaged: a stray ")").
 */
function fileWithDamagedObjectInStream(): Uint8Array {
  const objects = '<< /Type /Font >> << /A ) >>'
  const header = `3 0 4 18 `
  const body = header + objects
  return ascii(
    '%PDF-1.5\n' +
      '1 0 obj\n<< /Type /Catalog >>\nendobj\n' +
      `5 0 obj\n<< /Type /ObjStm /N 2 /First ${header.length} /Length ${body.length} >>\nstream\n${body}\nendstream\nendobj\n` +
      'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
  )
}

describe('objects inside an object stream', () => {
  it('are parsed one at a time: a damaged object does not take the others of its stream with it', () => {
    const file = new PdfFile(fileWithDamagedObjectInStream(), { repair: true })
    const font = file.object(3) as Map<string, unknown>
    expect(font.get('Type')).toBe('Font')
    expect(() => file.object(4)).toThrow(PdfSyntaxError)
    // asked again, the good object is the same object (parsed once)
    expect(file.object(3)).toBe(font)
  })
})
