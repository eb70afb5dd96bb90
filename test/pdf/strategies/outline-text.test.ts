import { afterAll, describe, expect, test } from 'vitest'
import { outlineTextRegions } from '../../../src/pdf/strategies/outline-text.js'
import { GlyphColumns } from '../../../src/layout/glyph-columns.js'
import { partition } from '../../../src/partition.js'
import { disposeOcrPool } from '../../../src/ocr/ocr-pool.js'
import type { Glyph, Rect } from '../../../src/layout/types.js'
import { BODY_TEXT, outlineTitlePdf } from './outline-title-fixture.js'

afterAll(() => disposeOcrPool())

/** `n` glyph boxes 24 wide, 40 high, 12 apart, from (x, y). */
const glyphRow = (n: number, x = 72, y = 700): Rect[] =>
  Array.from({ length: n }, (_, i) => ({ x0: x + i * 36, y0: y, x1: x + i * 36 + 24, y1: y + 40 }))

describe('outlineTextRegions', () => {
  test('a row of glyph-sized filled outlines is a region, padded, with its glyph height', () => {
    const [region, ...rest] = outlineTextRegions(glyphRow(5), [], 612, 792)
    expect(rest).toEqual([])
    expect(region!.glyphHeight).toBe(40)
    expect(region!.x0).toBeLessThan(72)
    expect(region!.x1).toBeGreaterThan(72 + 4 * 36 + 24)
  })

  test('counters inside letters do not count, and two shapes are not a word', () => {
    const o = { x0: 72, y0: 700, x1: 96, y1: 740 }
    const counter = { x0: 78, y0: 706, x1: 90, y1: 734 }
    expect(outlineTextRegions([o, counter, { x0: 108, y0: 700, x1: 132, y1: 740 }], [], 612, 792)).toEqual([])
  })

  test('shapes far apart, too large, or under text the layer has are not regions', () => {
    const scattered = [0, 1, 2].map((i) => ({ x0: 72 + i * 200, y0: 700, x1: 96 + i * 200, y1: 740 }))
    expect(outlineTextRegions(scattered, [], 612, 792)).toEqual([])
    const pies = [0, 1, 2].map((i) => ({ x0: 10 + i * 190, y0: 100, x1: 190 + i * 190, y1: 500 }))
    expect(outlineTextRegions(pies, [], 612, 792)).toEqual([])
    const glyph: Glyph = { text: 'A', x0: 80, y0: 710, x1: 90, y1: 730 }
    expect(outlineTextRegions(glyphRow(5), [glyph], 612, 792)).toEqual([])
  })

  test('rows drawn off the page, left of it or above it, are not regions; a row straddling its edge is, clamped', () => {
    expect(outlineTextRegions(glyphRow(5, -400, 700), [], 612, 792)).toEqual([])
    expect(outlineTextRegions(glyphRow(5, 72, 900), [], 612, 792)).toEqual([])
    expect(outlineTextRegions([...glyphRow(5, -400, 700), ...glyphRow(5, 72, -300)], [], 612, 792)).toEqual([])
    const [edge, ...rest] = outlineTextRegions(glyphRow(5, -60, 700), [], 612, 792)
    expect(rest).toEqual([])
    expect(edge).toMatchObject({ x0: 0, glyphHeight: 40 })
    expect(edge!.x1).toBeGreaterThan(edge!.x0)
  })

  test('shapes mostly below the page edge are not glyphs (their slivers on the page are no row); shapes mostly on it are', () => {
    expect(outlineTextRegions(glyphRow(5, 72, -30), [], 612, 792)).toEqual([])
    const [region, ...rest] = outlineTextRegions(glyphRow(5, 72, -10), [], 612, 792)
    expect(rest).toEqual([])
    expect(region).toMatchObject({ y0: 0, glyphHeight: 40 })
  })

  test('rows of blobs crossing each other (cells packed in two dimensions) are a drawing; stacked lines of a title are text', () => {
    // cells 24 wide, 20 high, every 26 points, each row shifted half a cell and 12 points up: separate rows whose boxes overlap
    const cells = [0, 1, 2, 3].flatMap((r) =>
      Array.from({ length: 5 }, (_, i) => ({ x0: 72 + i * 26 + r * 13, y0: 300 + r * 12, x1: 96 + i * 26 + r * 13, y1: 320 + r * 12 })),
    )
    expect(outlineTextRegions(cells, [], 612, 792)).toEqual([])
    // two lines of a title, 40-point glyphs with 8 points of leading: both read
    const title = [...glyphRow(5, 72, 700), ...glyphRow(4, 72, 652)]
    expect(outlineTextRegions(title, [], 612, 792)).toHaveLength(2)
  })
})

describe('hi_res and text drawn as outlines', () => {
  test('a title drawn as filled outlines above ordinary text is OCRed', async () => {
    const elements = await partition(await outlineTitlePdf(), { strategy: 'hi_res' })
    const texts = elements.map((e) => e.text)
    expect(texts).toContain(BODY_TEXT)
    expect(texts.join(' ')).toMatch(/THE\s*FLEET/)
  }, 60_000)

  test("the layer's glyphs read as the reader's columns cover a row as glyph objects do; a blank glyph covers nothing", () => {
    const glyph: Glyph = { text: 'A', x0: 80, y0: 710, x1: 90, y1: 730 }
    expect(outlineTextRegions(glyphRow(5), GlyphColumns.of([glyph]), 612, 792)).toEqual([])
    expect(outlineTextRegions(glyphRow(5), GlyphColumns.of([{ ...glyph, text: ' ' }]), 612, 792)).toHaveLength(1)
    expect(outlineTextRegions(glyphRow(5), GlyphColumns.of([{ ...glyph, x0: 400, x1: 410 }]), 612, 792)).toHaveLength(1)
  })
})
