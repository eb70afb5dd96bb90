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

  test('a glyph no map decodes, a form XObject, or graphics never read leave the page to OCR', () => {
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, glyphs: [glyph('\uFFFD', 290)] })).toBe(false)
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, figures: [{ x0: 0, y0: 0, x1: 612, y1: 792, items: [] }] })).toBe(false)
    expect(onlyLayerTextDrawn({ ...pageNumberOnly, drawings: undefined, paths: undefined })).toBe(false)
  })
})
