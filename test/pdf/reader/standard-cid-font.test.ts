import { PDFDocument, PDFHexString, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { cidFont, cids } from '../../../fixtures/pdf/cid-font.js'
import { UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { fastFirstPage, pdfjsPages } from './pdfjs-pages.js'

const ALPHABET = [...'Unit #:15-73']

/** A page showing `codes` in a non-embedded Type0 font whose descendant is named Helvetica (a standard font). */
async function helveticaCidPage(codes: PDFHexString): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 300])
  page.node.setFontDictionary(PDFName.of('F1'), cidFont(doc, 'Helvetica', 'Identity', ALPHABET))
  page.node.addContentStream(doc.context.register(doc.context.stream(`BT /F1 10 Tf 20 250 Td ${codes.toString()} Tj ET`)))
  return doc.save({ useObjectStreams: false })
}

describe('a non-embedded CID font named after a standard font', () => {
  it('is read by our reader when its /ToUnicode names every code shown, as pdfjs reads it', async () => {
    const bytes = await helveticaCidPage(cids('Unit #:15-73', ALPHABET))
    const own = openTextLayer(bytes).readPage(1)
    expect(own.glyphs.map((g) => g.text).join('')).toBe('Unit #:15-73')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('goes to pdfjs for a code its /ToUnicode leaves out (pdfjs shows the code itself), with the same result as pdfjs alone', async () => {
    const bytes = await helveticaCidPage(PDFHexString.of('0001000200320033'))
    expect(() => openTextLayer(bytes).readPage(1)).toThrow(UnsupportedPdfError)
    expect(await fastFirstPage(bytes)).toEqual((await pdfjsPages(bytes))[0])
  })
})
