import { describe, expect, test } from 'vitest'
import { onlyLayerTextDrawn } from '../../../src/pdf/strategies/only-layer-text-drawn.js'
import type { Glyph } from '../../../src/layout/types.js'

const glyph = (text: string, x0: number): Glyph => ({ text, x0, y0: 380, x1: x0 + 36, y1: 452, fontSize: 72, fontName: 'Times', upright: true })
const pageNumberOnly = {
  width: 612,
  height: 792,
  glyphs: [glyph('1', 290)],
  figures: [],
  drawings: { images: [], invisibleTextOps: 0, textOps: 1 },
  paths: { segments: [], rects: [{ x0: 50, y0: 740, x1: 200, y1: 754 }] },
}
/** Eight glyph-sized filled outlines in a row: a title drawn as paths. */
const outlineTitle = Array.from({ length: 8 }, (_, i) => ({ x0: 100 + i * 22, y0: 600, x1: 118 + i * 22, y1: 624 }))

describe('a page that draws nothing but its few layer glyphs', () => {
  test('a lone page number beside ruled boxes is all the page says', () => {
    expect(onlyLayerTextDrawn(pageNumberOnly)).toBe(true)
  })

  test('a raster image may hold text the layer lacks', () => {
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, drawings: { ...pageNumberOnly.drawings, images: [{ x0: 0, y0: 0, x1: 100, y1: 50 }] } })).toBe(
      false,
    )
  })

  test('filled shapes laid out like glyphs are text drawn as outlines', () => {
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, paths: { ...pageNumberOnly.paths, fills: outlineTitle } })).toBe(false)
  })

  test('a glyph no map decodes, in the layer or inside a form, or graphics never read leave the page to OCR', () => {
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, glyphs: [glyph('\uFFFD', 290)] })).toBe(false)
    const undecodedInForm = { x0: 40, y0: 700, x1: 220, y1: 760, items: [{ object: true as const }, { glyph: glyph('\uFFFD', 60) }] }
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, figures: [{ x0: 0, y0: 0, x1: 612, y1: 792, items: [{ figure: undecodedInForm }] }] })).toBe(false)
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, drawings: undefined, paths: undefined })).toBe(false)
  })

  test('form fields and forms that paint boxes and decoded text add nothing OCR could read', () => {
    const emptyField = { x0: 50, y0: 740, x1: 200, y1: 754, items: [{ object: true as const }] }
    const filledField = { x0: 50, y0: 700, x1: 200, y1: 714, items: [{ object: true as const }, { glyph: glyph('A', 52) }] }
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, figures: [emptyField, filledField] })).toBe(true)
  })

  test('a form that paints an image or glyph-like fills still leaves the page to OCR (recorded with the page graphics)', () => {
    const form = { x0: 0, y0: 0, x1: 300, y1: 300, items: [{ object: true as const }] }
    const image = { ...pageNumberOnly.drawings, images: [{ x0: 10, y0: 10, x1: 200, y1: 200 }] }
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, figures: [form], drawings: image })).toBe(false)
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, figures: [form], paths: { ...pageNumberOnly.paths, fills: outlineTitle } })).toBe(false)
  })
})
