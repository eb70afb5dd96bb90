import { afterAll, describe, expect, test } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { partition } from '../../src/partition.js'
import { disposeOcrPool } from '../../src/ocr/ocr-pool.js'
import { openPdf } from '../../src/pdf/pdfjs.js'

afterAll(() => disposeOcrPool())

const SENTENCE = [
  'A Unified Toolkit for Deep Learning Based Document Image Analysis',
  'The model zoo covers layouts of scanned magazines and newspapers.',
]

/** The first page of `doc` rendered at 72 DPI as a PNG that says so (a web-sized page image). */
async function pngAt72(doc: PDFDocument): Promise<Uint8Array> {
  const reader = await openPdf(await doc.save(), { decodeImages: true })
  const render = await reader.renderPage(1, 1)
  await reader.close()
  const png = await sharp(render.rgba, { raw: { width: render.width, height: render.height, channels: 4 } })
    .withMetadata({ density: 72 })
    .png()
    .toBuffer()
  return new Uint8Array(png)
}

/** A page of 10-pt Times rendered at 72 DPI: words about 7 px high. */
async function lowResolutionPng(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  const page = doc.addPage([612, 400])
  SENTENCE.forEach((line, i) => page.drawText(line, { x: 72, y: 320 - 14 * i, size: 10, font }))
  return pngAt72(doc)
}

const BOOKLET = [
  'Understanding Breast Cancer is reviewed approximately every two years.',
  'Check the publication date above to ensure this copy is up to date.',
  'This edition has been developed by the council on behalf of all other',
  'state and territory councils as part of a national publications group.',
]

/** A dense booklet page of 7-pt Helvetica on 9-pt lines rendered at 72 DPI: text about 5 px high, lines 4 px apart. */
async function tinyTextPng(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([420, 595])
  for (let i = 0; i < 48; i++) page.drawText(BOOKLET[i % BOOKLET.length]!, { x: 36, y: 550 - 9 * i, size: 7, font })
  return pngAt72(doc)
}

describe('OCR of low-resolution images', () => {
  test('a 72-DPI page of text a few pixels high, whose lines OCR at first merges into tall garbage words, is enlarged and read', async () => {
    const elements = await partition(await tinyTextPng(), { filename: 'booklet.png', strategy: 'ocr_only' })
    const read = new Set(
      elements
        .map((e) => e.text)
        .join(' ')
        .split(/\s+/),
    )
    const words = BOOKLET.join(' ').split(' ')
    expect(words.filter((w) => read.has(w)).length).toBeGreaterThanOrEqual(Math.round(0.8 * words.length))
  }, 120_000)

  test('a 72-DPI image of a sentence reads the sentence', async () => {
    const elements = await partition(await lowResolutionPng(), { filename: 'page.png', strategy: 'ocr_only' })
    const text = elements.map((e) => e.text).join(' ')
    // Read as it is, the page gave nonsense ("A Unified Tolkit for DL-Besed" on the LayoutParser paper);
    // enlarged ×2.3 first, tesseract's one slip is the classic "rn" → "m".
    expect(text).toContain('A Unified Toolkit for Deep')
    const read = new Set(text.split(/\s+/))
    const words = SENTENCE.join(' ').split(' ')
    expect(words.filter((w) => read.has(w)).length).toBeGreaterThanOrEqual(words.length - 2)
  }, 60_000)
})
