import { describe, expect, test } from 'vitest'
import { figureRegions, markCaptions } from '../../src/pages/figures.js'
import { coordinatesOf } from '../../src/pages/pixel-coordinates.js'
import type { Element } from '../../src/elements/types.js'

const text = (t: string, x1: number, y1: number, x2: number, y2: number): Element => ({
  type: 'NarrativeText',
  element_id: '',
  text: t,
  metadata: { coordinates: coordinatesOf({ x1, y1, x2, y2 }, 600, 800) },
})

describe('figureRegions', () => {
  test('keeps picture-sized images, drops icons and page-sized backgrounds, flips to top-left origin', () => {
    const regions = figureRegions(
      [
        { x0: 100, y0: 400, x1: 400, y1: 600 },
        { x0: 10, y0: 10, x1: 20, y1: 20 },
        { x0: 0, y0: 0, x1: 600, y1: 800 },
      ],
      600,
      800,
    )
    expect(regions).toEqual([{ x1: 100, y1: 200, x2: 400, y2: 400 }])
  })
})

describe('markCaptions', () => {
  test('the "Figure N" paragraph right under a figure becomes its FigureCaption; others stay', () => {
    const caption = text('Figure 2. Polarization curves.', 100, 410, 400, 425)
    const far = text('Figure 3 is discussed later.', 100, 700, 400, 715)
    const body = text('Body text under the caption.', 100, 430, 400, 445)
    markCaptions([caption, far, body], [{ x1: 100, y1: 200, x2: 400, y2: 400 }])
    expect([caption.type, far.type, body.type]).toEqual(['FigureCaption', 'NarrativeText', 'NarrativeText'])
  })
})
