import { afterAll, describe, expect, test } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { partition } from '../../../src/partition.js'
import { disposeOcrPool } from '../../../src/ocr/ocr-pool.js'

afterAll(() => disposeOcrPool())

/** A form page: three empty field boxes at the top and one large page number "1" in the middle (pdf.js's form_two_pages). */
async function loneNumberPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  const page = doc.addPage([612, 792])
  for (const [y, w] of [
    [740, 150],
    [716, 150],
    [680, 70],
  ] as const)
    page.drawRectangle({ x: 50, y, width: w, height: 14, borderWidth: 1 })
  page.drawText('1', { x: 290, y: 380, size: 72, font })
  return doc.save({ useObjectStreams: false })
}

describe('hi_res on a page with too little text to judge its layer', () => {
  test('keeps the text layer when OCR of the page reads nothing: a lone large page number is not lost', async () => {
    const elements = await partition(await loneNumberPdf(), { strategy: 'hi_res' })
    expect(elements.map((e) => e.text)).toEqual(['1'])
  }, 60_000)
})
