import { describe, expect, it } from 'vitest'
import { PDFDocument, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { partition } from '../../../src/index.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'

/**
 * A page with layers: group A on, group B off by the default configuration. Lines in A, in B, in an OCMD
 * "not B", in an OCMD "A and B", and a form XObject placed in group B.
 */
async function layeredPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const ctx = doc.context
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([400, 300])
  const groupA = ctx.register(ctx.obj({ Type: 'OCG', Name: PDFString.of('A') }))
  const groupB = ctx.register(ctx.obj({ Type: 'OCG', Name: PDFString.of('B') }))
  doc.catalog.set(PDFName.of('OCProperties'), ctx.obj({ OCGs: [groupA, groupB], D: ctx.obj({ Order: [groupA, groupB], OFF: [groupB] }) }))
  const notB = ctx.register(ctx.obj({ Type: 'OCMD', VE: [PDFName.of('Not'), groupB] }))
  const aAndB = ctx.register(ctx.obj({ Type: 'OCMD', VE: [PDFName.of('And'), groupA, groupB] }))
  const anyOn = ctx.register(ctx.obj({ Type: 'OCMD', OCGs: [groupA, groupB] }))
  page.node.setFontDictionary(PDFName.of('F1'), font.ref)
  const form = ctx.register(
    ctx.stream('BT /F1 12 Tf 0 0 Td (In a hidden form) Tj ET', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 200, 20],
      OC: groupB,
      Resources: ctx.obj({ Font: ctx.obj({ F1: font.ref }) }),
    }),
  )
  page.node.set(
    PDFName.of('Resources'),
    ctx.obj({
      Font: ctx.obj({ F1: font.ref }),
      Properties: ctx.obj({ a: groupA, b: groupB, notb: notB, ab: aAndB, any: anyOn }),
      XObject: ctx.obj({ X1: form }),
    }),
  )
  const line = (tag: string | null, y: number, text: string): string =>
    `${tag === null ? '' : `/OC /${tag} BDC `}BT /F1 12 Tf 20 ${y} Td (${text}) Tj ET${tag === null ? '' : ' EMC'}`
  const content = [
    line(null, 270, 'Always shown'),
    line('a', 250, 'Layer A'),
    line('b', 230, 'Layer B'),
    line('notb', 210, 'Not B'),
    line('ab', 190, 'A and B'),
    line('any', 170, 'Any of A or B'),
    '/OC /b BDC /OC /a BDC BT /F1 12 Tf 20 150 Td (A inside B) Tj ET EMC EMC',
    '/Span << /ActualText (x) >> BDC BT /F1 12 Tf 20 130 Td (After the layers) Tj ET EMC',
    'q 1 0 0 1 20 100 cm /X1 Do Q',
  ].join('\n')
  page.node.set(PDFName.of('Contents'), ctx.register(ctx.stream(content)))
  return doc.save({ useObjectStreams: false })
}

describe('optional content the document hides is not read', () => {
  it('keeps the lines of visible groups and expressions, drops those of hidden ones (nested too) and a hidden form', async () => {
    const bytes = await layeredPdf()
    const page = openTextLayer(bytes).readPage(1)
    const text =
      page.glyphs.map((g) => g.text).join('') + page.figures.flatMap((f) => f.items.map((i) => ('glyph' in i ? i.glyph.text : ''))).join('')
    expect(text).toBe(['Always shown', 'Layer A', 'Not B', 'Any of A or B', 'After the layers'].join(''))
    const elements = await partition(bytes, { strategy: 'fast' })
    expect(elements.map((e) => e.text).join(' | ')).not.toMatch(/Layer B|A and B|A inside B|hidden form/)
  })
})
