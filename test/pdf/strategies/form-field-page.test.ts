import { afterAll, describe, expect, test } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'
import { hiResPage } from '../../../src/pdf/strategies/hi-res-page.js'
import type { HiResDecision } from '../../../src/pdf/strategies/hi-res-page.js'
import { strategyContext } from '../../../src/pages/strategy-context.js'
import { validateOptions } from '../../../src/options/validate-options.js'
import { partitionResolved } from '../../../src/partition.js'
import { disposeOcrPool } from '../../../src/ocr/ocr-pool.js'

afterAll(() => disposeOcrPool())

/** pdf.js's form_two_pages, rebuilt: a large page number and form-field widgets (two text fields, one filled in, and a button). */
async function formFieldPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  const page = doc.addPage([612, 792])
  const form = doc.getForm()
  form.createTextField('first').addToPage(page, { x: 50, y: 740, width: 150, height: 14 })
  const filled = form.createTextField('second')
  filled.setText('Jo')
  filled.addToPage(page, { x: 50, y: 716, width: 150, height: 14 })
  form.createButton('send').addToPage('', page, { x: 50, y: 680, width: 70, height: 14 })
  page.drawText('1', { x: 290, y: 380, size: 72, font })
  return doc.save({ useObjectStreams: false })
}

describe('hi_res on a page of form fields and a page number', () => {
  test('reads the page from its layer and the fields’ appearance text, without rendering it for OCR', async () => {
    const reader = await openFastPdf(await formFieldPdf(), { graphics: true })
    const ctx = strategyContext({
      partitionAttachment: partitionResolved,
      bytes: new Uint8Array(),
      fileType: 'pdf',
      options: validateOptions({}),
      warn: () => {},
    })
    const decisions: HiResDecision[] = []
    const elements = await hiResPage(reader, 1, 1, ctx, (d) => decisions.push(d))
    await reader.close()
    expect(decisions).toEqual([{ verdict: 'empty', source: 'text-layer', rendered: false, figures: 0 }])
    expect(elements.map((e) => e.text).sort()).toEqual(['1', 'Jo'])
  }, 60_000)
})
