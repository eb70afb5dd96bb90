import { describe, expect, it } from 'vitest'
import { annotationFormPdf } from '../../../fixtures/pdf/annotation-form-pdf.js'
import { partition } from '../../../src/index.js'
import { openFastPdf } from '../../../src/pdf/open-fast-pdf.js'
import { figureText } from '../../../src/pdf/figure-text.js'
import { openTextLayer } from '../../../src/pdf/reader/text-layer-reader.js'

describe('annotation appearances', () => {
  it('reads the normal appearance of each visible annotation as a figure on its /Rect; hidden, NoView, Link ones are skipped', async () => {
    const doc = openTextLayer(await annotationFormPdf())
    const figures = doc.readAnnotationFigures(1)
    expect(figures.map(figureText)).toEqual(['Jane Q. Example', 'Yes, subscribed', 'Reviewed by the clerk'])
    // the field's appearance (BBox away from the origin, moved back by its Matrix) lands on its /Rect
    expect(figures[0]).toMatchObject({ x0: 40, y0: 200, x1: 190, y1: 222 })
    const glyph = figures[0]!.items[0]
    expect(glyph && 'glyph' in glyph ? [glyph.glyph.x0, glyph.glyph.fontSize] : null).toEqual([42, 12])
    // the page's own text layer (what pdfminer and pdfjs read) is unchanged
    expect(doc.readPage(1).figures).toEqual([])
  })

  it('adds the appearances to the pages the fast reader hands out, and fast partitioning keeps their text', async () => {
    const bytes = await annotationFormPdf()
    const reader = await openFastPdf(bytes)
    expect((await reader.readPage(1)).figures).toHaveLength(3)
    await reader.close()
    const texts = (await partition(bytes, { strategy: 'fast' })).map((e) => e.text)
    expect(texts).toEqual(expect.arrayContaining(['Application form', 'Jane Q. Example', 'Yes, subscribed', 'Reviewed by the clerk']))
    expect(texts.join(' ')).not.toMatch(/Hidden|NoView|Link face|Not subscribed/)
  })

  it('keeps the glyphs of a page given annotation figures as the reader made them: columns, no object per glyph', async () => {
    const bytes = await annotationFormPdf()
    const reader = await openFastPdf(bytes)
    const page = await reader.readPage(1)
    expect(page.figures).toHaveLength(3)
    expect(page.glyphColumns).toBeDefined()
    expect(page.glyphs.map((g) => g.text).join('')).toBe(
      openTextLayer(bytes)
        .readPage(1)
        .glyphs.map((g) => g.text)
        .join(''),
    )
    await reader.close()
  })
})
