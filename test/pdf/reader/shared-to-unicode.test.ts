import { describe, expect, it } from 'vitest'
import { PDFDocument, PDFName } from 'pdf-lib'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'

/** A one-byte ToUnicode CMap mapping code 0x41 to `target` (one UTF-16 unit, 4 hex digits). */
const cmapText = (target: string): string =>
  `/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n1 begincodespacerange <00> <FF> endcodespacerange\n1 beginbfchar\n<41> <${target}>\nendbfchar\nendcmap CMapName currentdict /CMap defineresource pop end end`

/**
 * Three Helvetica fonts, each with a ToUnicode stream object of its own: F1 and F2 carry the same map
 * (0x41 → "Z"), F3 another one (0x41 → "Y"); the page shows "A" in each.
 */
async function threeFontsTwoMaps(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 200])
  const ctx = doc.context
  const font = (target: string) =>
    ctx.register(
      ctx.obj({
        Type: 'Font',
        Subtype: 'Type1',
        BaseFont: 'Helvetica',
        ToUnicode: ctx.register(ctx.stream(cmapText(target))),
      }),
    )
  const fonts = ctx.obj({ F1: font('005A'), F2: font('005A'), F3: font('0059') })
  page.node.set(PDFName.of('Resources'), ctx.obj({ Font: fonts }))
  const content = ctx.stream('BT /F1 12 Tf 20 150 Td (A) Tj /F2 12 Tf 20 0 Td (A) Tj /F3 12 Tf 20 0 Td (A) Tj ET')
  page.node.set(PDFName.of('Contents'), ctx.register(content))
  return doc.save({ useObjectStreams: false })
}

describe('ToUnicode maps of one document', () => {
  it('are read once per text: fonts with equal maps decode alike, a font with another map keeps its own', async () => {
    const page = openTextLayer(await threeFontsTwoMaps()).readPage(1)
    expect(page.glyphs.map((g) => g.text).join('')).toBe('ZZY')
  })
})
