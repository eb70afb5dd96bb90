import { PDFDocument, PDFName } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { openPdf } from '../../src/pdf/pdfjs.js'
import { openTextLayer } from '../../src/pdf/reader/text-layer-reader.js'
import { outlineTextRegions } from '../../src/pdf/strategies/outline-text.js'

/** A filled triangle 16 wide and 20 high at (x, y): a glyph-sized shape that is not a rectangle. */
const triangle = (x: number, y: number): string => `${x} ${y} m ${x + 16} ${y} l ${x + 8} ${y + 20} l f`

/**
 * A page with a form XObject (BBox 0 0 100 100, placed at 50 50) that paints a row of five glyph-sized
 * triangles wholly outside its BBox, one mostly outside, one across its right edge (mostly inside) and one inside; the page itself paints a
 * row of three triangles of its own.
 */
async function clippedFormPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([400, 500])
  // five outside, and one across the right edge with only 4 of its 16 units inside
  const outside = [150, 170, 190, 210, 230, 96].map((x) => triangle(x, 40))
  const form = doc.context.register(
    doc.context.stream([...outside, triangle(90, 40), triangle(10, 10)].join('\n'), {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 100, 100],
      Matrix: [1, 0, 0, 1, 50, 50],
    }),
  )
  page.node.setXObject(PDFName.of('Fm1'), form)
  const own = [20, 40, 60].map((x) => triangle(x, 400)).join('\n')
  page.node.addContentStream(doc.context.register(doc.context.stream(`${own}\n/Fm1 Do`)))
  return doc.save({ useObjectStreams: false })
}

describe('fills a form XObject paints outside its BBox', () => {
  it('are not recorded, and a fill mostly inside the BBox is recorded whole (both readers)', async () => {
    const bytes = await clippedFormPdf()
    const own = openTextLayer(bytes, { graphics: true }).readPage(1)
    const pdfjs = await openPdf(bytes, { decodeImages: true })
    try {
      expect((await pdfjs.readPage(1)).paths).toEqual(own.paths)
    } finally {
      await pdfjs.close()
    }
    const fills = own.paths!.fills!.map((f) => [f.x0, f.y0, f.x1, f.y1].map((v) => Math.round(v)))
    expect(fills).toEqual([
      [20, 400, 36, 420],
      [40, 400, 56, 420],
      [60, 400, 76, 420],
      [140, 90, 156, 110], // x 140–156 across the BBox's right edge (page x 150): 10 of 16 inside
      [60, 60, 76, 80],
    ])
  })

  it('so the shapes a form clips away are no text drawn as outlines (nothing there to render or OCR)', async () => {
    const page = openTextLayer(await clippedFormPdf(), { graphics: true }).readPage(1)
    const regions = outlineTextRegions(page.paths!.fills!, page.glyphs, page.width, page.height)
    expect(regions.map((r) => Math.round(r.y0))).toEqual([393]) // the page's own row only
  })
})
