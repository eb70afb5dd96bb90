/**
 * A letter page of ordinary English whose text is known, as a "scan": pdf-lib draws it in Helvetica, turned
 * about the page centre by `degrees` (counter-clockwise on screen, as a sheet fed askew), and pdfjs renders
 * it at `dpi` to grayscale, as a scanner would sample the turned sheet (the turn is in the PDF, so the
 * render is crisp, not an interpolated rotation). With `band`, the title is white on a black band across the
 * page (the reverse-printed heading that an over-eager background normalisation would wipe out).
 */
import { PDFDocument, StandardFonts, concatTransformationMatrix, popGraphicsState, pushGraphicsState, rgb } from 'pdf-lib'
import { openPdf } from '../../src/pdf/pdfjs.js'
import { rgbaToGray } from '../../src/images/rgba-to-gray.js'
import type { GrayImage } from '../../src/images/gray-image.js'

export const LETTER_TITLE = 'Notice to Residents of Maple Street'

export const LETTER_PARAGRAPHS = [
  'Dear neighbours, the city will replace the water main under Maple Street between the library and the river bridge. Work begins on the first Monday of next month and should take about six weeks, weather permitting.',
  'During this time the street will be open to local traffic only. Crews will work from seven in the morning until five in the afternoon on weekdays. Please move your cars from the street before seven on the days shown on the enclosed map.',
  'Your water supply may be turned off for up to four hours while your house is connected to the new main. We will leave a card at your door at least two days before. If anyone in your household needs water for medical reasons, please call our office so that we can plan around you.',
  'After the pipe is laid, the road will be resurfaced and the pavements repaired. Trees along the street will be protected, and any damaged lawn will be reseeded in the spring at no cost to you.',
  'Thank you for your patience. Questions may be sent to the public works office at the town hall, which is open from nine to four, or asked at the meeting in the school hall next Thursday evening.',
]

/** The page's text, whitespace-collapsed: what a perfect OCR would read. */
export const LETTER_TRUTH = [LETTER_TITLE, ...LETTER_PARAGRAPHS].join(' ')

const PAGE: [number, number] = [612, 792]
const MARGIN = 72
const SIZE = 11
const LEADING = 15

export async function letterPdf(degrees: number, band = false): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const page = doc.addPage(PAGE)
  const a = (degrees * Math.PI) / 180
  const [cx, cy] = [PAGE[0] / 2, PAGE[1] / 2]
  // Turn about the centre: translate(c) · rotate(a) · translate(−c).
  const [c, s] = [Math.cos(a), Math.sin(a)]
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(c, s, -s, c, cx - c * cx + s * cy, cy - s * cx - c * cy))
  let y = PAGE[1] - MARGIN - 16
  if (band) page.drawRectangle({ x: 0, y: y - 24, width: PAGE[0], height: 60, color: rgb(0, 0, 0) })
  page.drawText(LETTER_TITLE, { x: MARGIN, y, size: 16, font: bold, color: band ? rgb(1, 1, 1) : rgb(0, 0, 0) })
  y -= 32
  for (const paragraph of LETTER_PARAGRAPHS) {
    for (const line of wrap(paragraph, (t) => font.widthOfTextAtSize(t, SIZE), PAGE[0] - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: SIZE, font })
      y -= LEADING
    }
    y -= LEADING * 0.8
  }
  page.pushOperators(popGraphicsState())
  return doc.save()
}

function wrap(text: string, width: (t: string) => number, max: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(' ')) {
    const next = line === '' ? word : `${line} ${word}`
    if (width(next) > max && line !== '') {
      lines.push(line)
      line = word
    } else line = next
  }
  if (line !== '') lines.push(line)
  return lines
}

export async function renderGray(pdf: Uint8Array, dpi: number): Promise<GrayImage> {
  const reader = await openPdf(pdf, { decodeImages: true })
  const page = await reader.renderPage(1, dpi / 72)
  await reader.close()
  return rgbaToGray(page.rgba, page.width, page.height)
}
