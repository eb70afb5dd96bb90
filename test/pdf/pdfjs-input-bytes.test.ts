import { describe, expect, it } from 'vitest'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { openPdf } from '../../src/pdf/pdfjs.js'

async function onePagePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 200])
  page.drawText('Hello from a Buffer', { x: 20, y: 100, size: 14, font: await doc.embedFont(StandardFonts.Helvetica) })
  return doc.save()
}

describe('pdfjs adapter input', () => {
  it('opens a PDF given as a Node Buffer (pdfjs itself refuses Buffers), and leaves the caller’s bytes intact', async () => {
    const bytes = Buffer.from(await onePagePdf())
    const copy = Buffer.from(bytes)
    const reader = await openPdf(bytes)
    try {
      expect(reader.numPages).toBe(1)
      expect((await reader.readPage(1)).glyphs.map((g) => g.text).join('')).toContain('Hello')
    } finally {
      await reader.close()
    }
    expect(bytes.equals(copy)).toBe(true)
  })
})
