/**
 * @module test/pdf/scan-fixture
 * A one-page letter PDF with three known lines of Helvetica, and the same page rendered to a PNG "scan"
 * at 200 DPI, for tests that need OCR input whose text is known. Made offline with pdf-lib, pdfjs and sharp.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib'
import sharp from 'sharp'
import { openPdf } from '../../src/pdf/pdfjs.js'

export const SCAN_LINES = ['Quarterly Report', 'Revenue grew by twelve percent in the third quarter.', 'Costs were flat compared with last year.']

/** The PDF: the three lines at 24 and 14 pt (pdfjs renders it from its bundled standard fonts). */
export async function textPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([612, 792])
  page.drawText(SCAN_LINES[0]!, { x: 72, y: 700, size: 24, font })
  page.drawText(SCAN_LINES[1]!, { x: 72, y: 650, size: 14, font })
  page.drawText(SCAN_LINES[2]!, { x: 72, y: 625, size: 14, font })
  return doc.save()
}

/** Page 1 of `pdf` as a PNG scan at 200 DPI. */
export async function scanPng(pdf: Uint8Array): Promise<Uint8Array> {
  const reader = await openPdf(pdf, { decodeImages: true })
  const page = await reader.renderPage(1, 200 / 72)
  await reader.close()
  return new Uint8Array(
    await sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
      .png()
      .toBuffer(),
  )
}

/** Lower-case words of `s`, letters only. */
export const words = (s: string): string[] =>
  s
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w !== '')
