import { afterAll, describe, expect, test } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'
import { hiResPage } from '../../../src/pdf/strategies/hi-res-page.js'
import type { HiResDecision } from '../../../src/pdf/strategies/hi-res-page.js'
import { strategyContext } from '../../../src/pages/strategy-context.js'
import { validateOptions } from '../../../src/options/validate-options.js'
import type { PartitionOptions } from '../../../src/options/validate-options.js'
import { partitionResolved } from '../../../src/partition.js'
import { disposeOcrPool } from '../../../src/ocr/ocr-pool.js'

afterAll(() => disposeOcrPool())

/** A report page: a paragraph, then a chart pasted as a picture with its title typed over it (text in the layer). */
async function chartWithTypedTitlePdf(): Promise<Uint8Array> {
  const png = await sharp({ create: { width: 200, height: 120, channels: 3, background: { r: 210, g: 225, b: 240 } } })
    .png()
    .toBuffer()
  const doc = await PDFDocument.create()
  doc.setCreationDate(new Date(0))
  doc.setModificationDate(new Date(0))
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([612, 792])
  page.drawText('Sales grew in every region this year, led by the northern stores.', { x: 72, y: 700, size: 11, font })
  page.drawImage(await doc.embedPng(png), { x: 72, y: 400, width: 300, height: 180 })
  page.drawText('Revenue by quarter', { x: 90, y: 550, size: 12, font })
  return doc.save({ useObjectStreams: false })
}

async function readPage(options: PartitionOptions): Promise<{ decision: HiResDecision; texts: string[]; imageBlocks: number }> {
  const reader = await openFastPdf(await chartWithTypedTitlePdf(), { graphics: true })
  const ctx = strategyContext({
    partitionAttachment: partitionResolved,
    bytes: new Uint8Array(),
    fileType: 'pdf',
    options: validateOptions(options),
    warn: () => {},
  })
  const decisions: HiResDecision[] = []
  const elements = await hiResPage(reader, 1, 1, ctx, (d) => decisions.push(d))
  await reader.close()
  return {
    decision: decisions[0]!,
    texts: elements.map((e) => `${e.type}: ${e.text}`),
    imageBlocks: elements.filter((e) => e.metadata.image_base64 !== undefined).length,
  }
}

describe('hi_res on a figure whose text is in the layer', () => {
  test('takes the Image text from the layer without rendering the page', async () => {
    const { decision, texts } = await readPage({})
    expect(decision).toEqual({ verdict: 'good', source: 'text-layer', rendered: false, figures: 1 })
    expect(texts).toContain('Image: Revenue by quarter')
  }, 60_000)

  test('renders the page when the figure is asked for as an image block', async () => {
    const { decision, texts, imageBlocks } = await readPage({ extractImageBlockTypes: ['Image'] })
    expect(decision.rendered).toBe(true)
    expect(texts).toContain('Image: Revenue by quarter')
    expect(imageBlocks).toBe(1)
  }, 60_000)
})
