import { describe, expect, test } from 'vitest'
import { textCullingFilter } from '../../src/pdf/text-culling-filter.js'

const SHOW_TEXT = 44
const OTHER = 10

/** pdf.js's render internals as the filter reads them: a 100 × 100 canvas, 10 pt text at the pen (x, 50). */
function internals(x: number, font: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) {
  const ctx = { canvas: { width: 100, height: 100 }, getTransform: () => ({ a: 1, b: 0, c: 0, d: 1, e: 0, f: 0 }) }
  const current = {
    x,
    y: 50,
    textMatrix: null,
    textRise: 0,
    textHScale: 1,
    fontDirection: 1,
    fontSize: 10,
    fontMatrix: [0.001, 0, 0, 0.001, 0, 0],
    charSpacing: 0,
    wordSpacing: 0,
    textRenderingMode: 0,
    patternFill: false,
    patternStroke: false,
    font: { ...font },
    ...extra,
  }
  const gfx = { ctx, contentVisible: true, dependencyTracker: null, current }
  const operatorList = { fnArray: [SHOW_TEXT, OTHER, SHOW_TEXT], argsArray: [[[{ width: 500 }, { width: 500 }]], null, [[{ width: 500 }]]] }
  return { gfx, operatorList }
}

describe('text drawn wholly outside the canvas is hidden for its operation only', () => {
  test('a run far outside runs hidden (every operation still runs), and the flag is back before the next operation', () => {
    const task = internals(500)
    const { filter, done } = textCullingFilter(() => task, SHOW_TEXT)
    expect(filter(0)).toBe(true)
    expect(task.gfx.contentVisible).toBe(false)
    expect(filter(1)).toBe(true)
    expect(task.gfx.contentVisible).toBe(true)
    expect(filter(2)).toBe(true)
    expect(task.gfx.contentVisible).toBe(false)
    done()
    expect(task.gfx.contentVisible).toBe(true)
  })

  test('a run on the canvas, or near enough that a glyph may reach it, is drawn', () => {
    for (const x of [50, -40, 135]) {
      const task = internals(x)
      textCullingFilter(() => task, SHOW_TEXT).filter(0)
      expect(task.gfx.contentVisible).toBe(true)
    }
  })

  test('Type3, vertical and unusable fonts, clipping text, pattern fills and recorded renders are always drawn', () => {
    const cases = [
      internals(500, { isType3Font: true }),
      internals(500, { vertical: true }),
      internals(500, { isInvalidPDFjsFont: true }),
      internals(500, {}, { textRenderingMode: 4 }),
      internals(500, {}, { patternFill: true }),
    ]
    const recorded = internals(500)
    ;(recorded.gfx as { dependencyTracker: unknown }).dependencyTracker = {}
    for (const task of [...cases, recorded]) {
      textCullingFilter(() => task, SHOW_TEXT).filter(0)
      expect(task.gfx.contentVisible).toBe(true)
    }
  })

  test('content already hidden stays as it is, and internals of another shape change nothing', () => {
    const hidden = internals(500)
    hidden.gfx.contentVisible = false
    const { filter } = textCullingFilter(() => hidden, SHOW_TEXT)
    filter(0)
    filter(1)
    expect(hidden.gfx.contentVisible).toBe(false)
    expect(textCullingFilter(() => undefined, SHOW_TEXT).filter(0)).toBe(true)
    expect(textCullingFilter(() => ({ gfx: {}, operatorList: { fnArray: [SHOW_TEXT], argsArray: [[]] } }), SHOW_TEXT).filter(0)).toBe(true)
  })
})
