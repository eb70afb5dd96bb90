import { afterAll, describe, expect, test } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { createNativeTesseractAgent } from '../../src/node/native-tesseract-agent.js'
import '../../src/node/ocr-node-helpers.js'
import { disposeOcrPool, tesseractAgent } from '../../src/ocr/ocr-pool.js'
import type { OcrAgent, OcrLayout } from '../../src/ocr/ocr-types.js'
import type { GrayImage } from '../../src/images/gray-image.js'
import { openPdf } from '../../src/pdf/pdfjs.js'

const DPI = 200
const LEFT = ['Travel costs', 'Office rent', 'Printing', 'Postage', 'Training']
const RIGHT = ['paid in March', 'paid in April', 'paid in May', 'paid in June', 'paid in July']

/** Two columns of labels far apart, five lines each, as a 200 DPI gray image. */
async function twoColumns(): Promise<GrayImage> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([420, 120])
  LEFT.forEach((t, i) => page.drawText(t, { x: 20, y: 95 - 18 * i, size: 11, font }))
  RIGHT.forEach((t, i) => page.drawText(t, { x: 300, y: 95 - 18 * i, size: 11, font }))
  const reader = await openPdf(await doc.save(), { decodeImages: true })
  const image = await reader.renderPage(1, DPI / 72)
  await reader.close()
  const gray = new Uint8Array(image.width * image.height)
  for (let i = 0; i < gray.length; i++) gray[i] = Math.round((image.rgba[4 * i]! + image.rgba[4 * i + 1]! + image.rgba[4 * i + 2]!) / 3)
  return { width: image.width, height: image.height, gray }
}

afterAll(async () => {
  await disposeOcrPool()
})

const agents: [string, OcrAgent][] = [
  ['the built-in agent', tesseractAgent],
  ['the native agent', createNativeTesseractAgent()],
]

const lineTexts = async (agent: OcrAgent, layout: OcrLayout): Promise<string[]> =>
  (await agent.recognize(await twoColumns(), 'eng', DPI, undefined, layout)).map((l) => l.words.map((w) => w.text).join(' '))

describe('OCR layout', () => {
  for (const [name, agent] of agents) {
    test(`${name}: 'block' reads each line across the gap between columns (a table row); 'auto' reads the columns apart`, async () => {
      expect(await lineTexts(agent, 'block')).toEqual(LEFT.map((l, i) => `${l} ${RIGHT[i]}`))
      expect(await lineTexts(agent, 'auto')).toEqual([...LEFT, ...RIGHT])
    }, 60_000)
  }
})
