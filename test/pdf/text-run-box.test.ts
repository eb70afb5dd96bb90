import { describe, expect, test } from 'vitest'
import { MIN_REACH_EM, missesCanvas, textRunBox } from '../../src/pdf/text-run-box.js'
import type { TextDrawingState } from '../../src/pdf/text-run-box.js'

const IDENTITY = { a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }

function state(overrides: Partial<TextDrawingState> = {}): TextDrawingState {
  return {
    x: 0,
    y: 0,
    textMatrix: null,
    textRise: 0,
    textHScale: 1,
    fontSize: 10,
    fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    charSpacing: 0,
    wordSpacing: 0,
    ...overrides,
  }
}

describe('the box of a text run holds all the ink it may draw', () => {
  test('two 500-unit glyphs at 10 pt run 10 units, and each glyph may reach MIN_REACH_EM ems around its pen', () => {
    const box = textRunBox(state(), [{ width: 500 }, { width: 500 }], IDENTITY)!
    const reach = MIN_REACH_EM * 10
    expect(box).toEqual({ x0: -10 - reach, y0: -reach, x1: 10 + reach, y1: reach })
  })

  test('spacing, TJ offsets and a font box larger than the minimum reach widen it', () => {
    const plain = textRunBox(state(), [{ width: 500 }], IDENTITY)!
    const spaced = textRunBox(state({ charSpacing: 2, wordSpacing: 3 }), [{ width: 500 }, -250], IDENTITY)!
    expect(spaced.x1 - plain.x1).toBeCloseTo(2 + 3 + 2.5)
    const tall = textRunBox(state({ fontBox: [-200, -5000, 1000, 1000] }), [{ width: 500 }], IDENTITY)!
    expect(tall.y0).toBeCloseTo(-5 * 10)
  })

  test('the text matrix, the pen position, the rise and the canvas transform place it in canvas pixels', () => {
    const box = textRunBox(state({ x: 100, y: 50, textRise: 4, textMatrix: [2, 0, 0, 2, 10, 20] }), [{ width: 1000 }], {
      a: 1,
      b: 0,
      c: 0,
      d: -1,
      e: 0,
      f: 500,
    })!
    const reach = MIN_REACH_EM * 10
    // pen at (100, 54) in text space → (210, 128) in user space → (210, 372) on the canvas, y flipped
    expect(box.x0).toBeCloseTo(210 - 2 * (10 + reach))
    expect(box.x1).toBeCloseTo(210 + 2 * (10 + reach))
    expect(box.y0).toBeCloseTo(372 - 2 * reach)
    expect(box.y1).toBeCloseTo(372 + 2 * reach)
  })

  test('a value that is not a finite number gives no box (the run is drawn)', () => {
    expect(textRunBox(state({ x: Number.NaN }), [{ width: 500 }], IDENTITY)).toBeUndefined()
    expect(textRunBox(state(), [{ width: 500 }], { ...IDENTITY, e: Infinity })).toBeUndefined()
  })

  test('a box misses the canvas only when it lies beyond the margin', () => {
    expect(missesCanvas({ x0: 103, y0: 0, x1: 200, y1: 10 }, 100, 100, 2)).toBe(true)
    expect(missesCanvas({ x0: 101, y0: 0, x1: 200, y1: 10 }, 100, 100, 2)).toBe(false)
    expect(missesCanvas({ x0: -50, y0: -50, x1: -3, y1: 10 }, 100, 100, 2)).toBe(true)
    expect(missesCanvas({ x0: -50, y0: 20, x1: 150, y1: 30 }, 100, 100, 2)).toBe(false)
  })
})
