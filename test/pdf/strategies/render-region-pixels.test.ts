import { PDFDocument, StandardFonts, beginText, endText, moveText, rgb, setFontAndSize, showText } from 'pdf-lib'
import { describe, expect, test } from 'vitest'
import { openPdf } from '../../../src/pdf/pdfjs.js'
import type { RenderedPage } from '../../../src/pdf/pdfjs.js'

/** A page with text, a translucent shape and an antialiased curve: pixels that vary everywhere. */
async function drawnPage(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([300, 200])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  page.drawText('Region pixels', { x: 20, y: 150, size: 24, font, color: rgb(0.2, 0.3, 0.7) })
  page.drawRectangle({ x: 40, y: 40, width: 120, height: 60, color: rgb(0.9, 0.1, 0.1), opacity: 0.5 })
  page.drawEllipse({ x: 200, y: 80, xScale: 60, yScale: 40, borderColor: rgb(0, 0.5, 0), borderWidth: 3 })
  return doc.save()
}

/** One line of 12 pt text in one text object: a first run at the left, a second that runs on from its end to the right. */
async function lineOfTwoRuns(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([400, 200])
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const key = page.node.newFontDictionary(font.name, font.ref)
  page.pushOperators(
    beginText(),
    setFontAndSize(key, 12),
    moveText(10, 100),
    showText(font.encodeText('Far left words, ')),
    showText(font.encodeText('and then many more words that run INSIDE the area')),
    endText(),
  )
  return doc.save()
}

/** The rows of `width` × `height` pixels from (`left`, `top`) of the whole read. */
function crop(page: RenderedPage, left: number, top: number, width: number, height: number): Uint8Array {
  const out = new Uint8Array(width * height * 4)
  for (let row = 0; row < height; row++)
    out.set(page.rgba.subarray(((top + row) * page.width + left) * 4, ((top + row) * page.width + left + width) * 4), row * width * 4)
  return out
}

describe('a rendered page reads back only the pixels asked for', () => {
  test('a region read before or after the whole page has the pixels of the same crop of the whole read', async () => {
    const reader = await openPdf(await drawnPage(), { decodeImages: true })
    try {
      const regions: [number, number, number, number][] = [
        [0, 0, 10, 10],
        [50, 40, 200, 120],
        [123, 77, 1, 1],
        [0, 0, 625, 417],
        [600, 400, 25, 17],
      ]
      const fresh = await reader.renderPage(1, 150 / 72)
      const reads = regions.map(([l, t, w, h]) => fresh.rgbaRegion!(l, t, w, h))
      const whole = await reader.renderPage(1, 150 / 72)
      expect([whole.width, whole.height]).toEqual([625, 417])
      regions.forEach(([l, t, w, h], i) => {
        expect(Buffer.from(reads[i]!).equals(Buffer.from(crop(whole, l, t, w, h)))).toBe(true)
        // once the whole page is read, regions come from it
        expect(Buffer.from(whole.rgbaRegion!(l, t, w, h)).equals(Buffer.from(crop(whole, l, t, w, h)))).toBe(true)
      })
      expect(crop(whole, 50, 40, 200, 120).some((v) => v !== 255)).toBe(true)
    } finally {
      await reader.close()
    }
  })

  test('a page rendered for one area draws that area alone: its regions show the drawing of the whole render, others are refused', async () => {
    const reader = await openPdf(await drawnPage(), { decodeImages: true })
    try {
      const whole = await reader.renderPage(1, 150 / 72)
      // the translucent box and the left half of the text, clamped to the page on the left
      const part = await reader.renderPage(1, 150 / 72, { left: -5, top: 30, width: 360, height: 190 })
      expect(part.area).toEqual({ left: 0, top: 30, width: 355, height: 190 })
      expect([part.width, part.height]).toEqual([625, 417])
      const regions: [number, number, number, number][] = [
        [40, 40, 200, 120],
        [0, 30, 355, 190],
        [100, 200, 20, 20],
      ]
      for (const [l, t, w, h] of regions) {
        const a = part.rgbaRegion!(l, t, w, h)
        const b = crop(whole, l, t, w, h)
        // the same drawing: at most a few antialiased pixels a little apart
        let differing = 0
        for (let k = 0; k < a.length; k++) if (Math.abs(a[k]! - b[k]!) > 8) differing++
        expect(differing).toBeLessThanOrEqual(a.length / 1000)
        expect(b.some((v) => v !== 255)).toBe(true)
      }
      expect(() => part.rgbaRegion!(300, 30, 100, 20)).toThrow(/outside the area of the page that was rendered/)
      expect(() => part.rgba).toThrow(/The whole page lies outside the area/)
    } finally {
      await reader.close()
    }
  })

  test('text drawn outside an area is left out of its render, and text after it on the same line stays where the whole render has it', async () => {
    const reader = await openPdf(await lineOfTwoRuns(), { decodeImages: true })
    try {
      const scale = 150 / 72
      const whole = await reader.renderPage(1, scale)
      // from 180 pt on: the first run ends near 90 pt, so it lies outside (even with its glyphs' reach), the second crosses in
      const left = Math.round(180 * scale)
      const area = { left, top: Math.round(80 * scale), width: whole.width - left, height: Math.round(40 * scale) }
      const part = await reader.renderPage(1, scale, area)
      const a = part.rgbaRegion!(area.left, area.top, area.width, area.height)
      const b = crop(whole, area.left, area.top, area.width, area.height)
      expect(b.filter((v) => v < 128).length).toBeGreaterThan(400)
      let differing = 0
      for (let k = 0; k < a.length; k++) if (Math.abs(a[k]! - b[k]!) > 8) differing++
      expect(differing).toBeLessThanOrEqual(a.length / 1000)
    } finally {
      await reader.close()
    }
  })
})
