/**
 * @module test/pdf/strategies/small-scan-fixture
 * A small book page (180 × 300 pt) as a scanner with an OCR tool makes it: the page is one image of its text
 * (rendered from a Times page with pdfjs, then embedded as a PNG), with the same text laid over it invisibly
 * (render mode 3, as an OCR layer is). At hi_res's fixed 200 DPI its text is a few pixels high. Made offline
 * with pdf-lib, pdfjs and sharp.
 */
import { PDFDocument, StandardFonts, TextRenderingMode, popGraphicsState, pushGraphicsState, setTextRenderingMode } from 'pdf-lib'
import sharp from 'sharp'
import { openPdf } from '../../../src/pdf/pdfjs.js'

export const SMALL_PAGE_LINES = [
  'Since the use of bones has, however, become general',
  'among the farmers of the valley, the price of them',
  'has risen every year, and the dealers who gather',
  'them from the plains now travel farther each season.',
  'A ton of clean bones was worth little more than the',
  'cost of hauling it to the railway some years ago.',
]

const WIDTH = 180
const HEIGHT = 300
/** Points: book type reduced to a 180-pt-wide page. */
const FONT_SIZE = 3.5
const LEADING = FONT_SIZE * 1.4

type Draw = (page: import('pdf-lib').PDFPage, font: import('pdf-lib').PDFFont) => void

const drawLines: Draw = (page, font) => {
  SMALL_PAGE_LINES.forEach((line, i) => page.drawText(line, { x: 14, y: HEIGHT - 40 - i * LEADING, size: FONT_SIZE, font }))
}

async function textPage(draw: Draw): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  draw(doc.addPage([WIDTH, HEIGHT]), font)
  return doc.save()
}

/** The page's text as a grey PNG scan at `dpi`. */
async function scanOf(pdf: Uint8Array, dpi: number): Promise<Uint8Array> {
  const reader = await openPdf(pdf, { decodeImages: true })
  const page = await reader.renderPage(1, dpi / 72)
  await reader.close()
  return new Uint8Array(
    await sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
      .grayscale()
      .png()
      .toBuffer(),
  )
}

/**
 * The small page: a scan at `scanDpi` (default 300, a scanner's) filling the page, and an invisible text
 * layer reading `layerLines` (default: the page's own lines) where the scan shows them.
 */
export async function smallScannedPage(options: { scanDpi?: number; layerLines?: readonly string[] } = {}): Promise<Uint8Array> {
  const png = await scanOf(await textPage(drawLines), options.scanDpi ?? 300)
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.TimesRoman)
  const page = doc.addPage([WIDTH, HEIGHT])
  page.drawImage(await doc.embedPng(png), { x: 0, y: 0, width: WIDTH, height: HEIGHT })
  page.pushOperators(pushGraphicsState(), setTextRenderingMode(TextRenderingMode.Invisible))
  ;(options.layerLines ?? SMALL_PAGE_LINES).forEach((line, i) => page.drawText(line, { x: 14, y: HEIGHT - 40 - i * LEADING, size: FONT_SIZE, font }))
  page.pushOperators(popGraphicsState())
  return doc.save()
}
