import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import type { PdfPageContent } from '../../../src/pdf/pdfjs.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'
import { pdfjsPages } from './pdfjs-pages.js'

/** A one-page document whose content stream is `content`, Helvetica as /F1. */
async function pdfWith(content: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([612, 792])
  page.node.setFontDictionary(PDFName.of('F1'), font.ref)
  page.node.addContentStream(doc.context.register(doc.context.stream(content)))
  return doc.save({ useObjectStreams: false })
}

const ownPage = (bytes: Uint8Array): PdfPageContent => openTextLayer(bytes).readPage(1)
const textOf = (page: PdfPageContent): string => page.glyphs.map((g) => g.text).join('')

describe('TJ arrays, read straight into glyphs', () => {
  it('decode literal strings with escapes, hex strings of every length (an odd last digit is followed by 0) and spacing numbers as pdfjs does', async () => {
    const bytes = await pdfWith(
      ['BT /F1 12 Tf 72 700 Td', '[(a\\(b\\)c\\101) -250.5 <41> 30 <4243> <44454647> (xy) <484> -1e0 (\\\nz)] TJ', 'ET'].join('\n'),
    )

    const own = ownPage(bytes)
    expect(textOf(own)).toBe('a(b)cAABCDEFGxyH@z')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it('read an array that holds names, nested arrays or keywords as before: TJ shows its strings and skips the rest', async () => {
    const bytes = await pdfWith('BT /F1 12 Tf 72 700 Td [(A) /Name (B) [(C)] true (D) -100 (E)] TJ ET')

    const own = ownPage(bytes)
    expect(textOf(own)).toBe('ABDE')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })

  it("give another operator's array back to it (a dash pattern set with a font current), and the next TJ still reads its own", async () => {
    const bytes = await pdfWith(
      ['BT /F1 12 Tf 72 700 Td', '[3 2] 0 d [] 0 d', '[(dash) 100 (ed)] TJ', '0 -20 Td [(W)] TJ [(X) (Y)] TJ ET', '72 600 m 300 600 l S'].join('\n'),
    )

    const own = ownPage(bytes)
    expect(textOf(own)).toBe('dashedWXY')
    expect([own]).toEqual(await pdfjsPages(bytes))
  })
})
