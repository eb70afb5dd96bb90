/**
 * @module test/pdf/strategies/outline-title-fixture
 * A poster-like page whose title is drawn as filled vector outlines (block capitals built from polygons, no
 * font: what "convert text to outlines" leaves) above a line of ordinary Helvetica text. Made with pdf-lib.
 */
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib'

/** Block capitals on a 6 × 10 grid, strokes 2 units thick: outline polygons (x right, y down). */
const LETTERS: Record<string, [number, number][]> = {
  T: [
    [0, 0],
    [6, 0],
    [6, 2],
    [4, 2],
    [4, 10],
    [2, 10],
    [2, 2],
    [0, 2],
  ],
  H: [
    [0, 0],
    [2, 0],
    [2, 4],
    [4, 4],
    [4, 0],
    [6, 0],
    [6, 10],
    [4, 10],
    [4, 6],
    [2, 6],
    [2, 10],
    [0, 10],
  ],
  E: [
    [0, 0],
    [6, 0],
    [6, 2],
    [2, 2],
    [2, 4],
    [5, 4],
    [5, 6],
    [2, 6],
    [2, 8],
    [6, 8],
    [6, 10],
    [0, 10],
  ],
  F: [
    [0, 0],
    [6, 0],
    [6, 2],
    [2, 2],
    [2, 4],
    [5, 4],
    [5, 6],
    [2, 6],
    [2, 10],
    [0, 10],
  ],
  L: [
    [0, 0],
    [2, 0],
    [2, 8],
    [6, 8],
    [6, 10],
    [0, 10],
  ],
}

export const OUTLINE_TITLE = 'THE FLEET'
export const BODY_TEXT = 'The harbour festival opens on the first Saturday of June.'

/** The page; `title` false leaves the outlined title out (the same page with its body text only). */
export async function outlineTitlePdf(title = true): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([612, 792])
  const unit = 4
  let x = 72
  if (title) {
    for (const letter of OUTLINE_TITLE) {
      const polygon = LETTERS[letter]
      if (polygon !== undefined) {
        const path = polygon.map(([px, py], i) => `${i === 0 ? 'M' : 'L'} ${px * unit} ${py * unit}`).join(' ') + ' Z'
        // drawSvgPath: the path's origin at (x, y), SVG's y down
        page.drawSvgPath(path, { x, y: 720, color: rgb(0, 0, 0), borderWidth: 0 })
      }
      x += 9 * unit
    }
  }
  const font = await doc.embedFont(StandardFonts.Helvetica)
  page.drawText(BODY_TEXT, { x: 72, y: 600, size: 14, font })
  return doc.save()
}
