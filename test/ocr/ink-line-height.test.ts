import { describe, expect, it } from 'vitest'
import { inkLineHeight } from '../../src/ocr/ink-line-height.js'

/** A white page with dark bars (text lines) drawn as [x0, x1, y0, height]. */
function page(width: number, height: number, bars: [number, number, number, number][]) {
  const gray = new Uint8Array(width * height).fill(255)
  for (const [x0, x1, y0, h] of bars) for (let y = y0; y < y0 + h; y++) gray.fill(0, y * width + x0, y * width + x1)
  return { width, height, gray }
}
const lines = (x0: number, x1: number, top: number, count: number, h: number, gap: number): [number, number, number, number][] =>
  Array.from({ length: count }, (_, i) => [x0, x1, top + i * (h + gap), h])

describe('inkLineHeight', () => {
  it('is the height of the runs of inked rows: lines 5 px high, 4 px apart', () => {
    expect(inkLineHeight(page(400, 300, lines(20, 380, 10, 20, 5, 4)))).toBe(5)
  })

  it('keeps two columns whose lines do not line up apart (strips), and ignores 1-px rules', () => {
    const left = lines(10, 190, 10, 15, 6, 5)
    const right = lines(210, 390, 13, 15, 6, 5)
    const rules: [number, number, number, number][] = [0, 1, 2, 3, 4, 5].map((i) => [0, 400, 200 + 10 * i, 1])
    expect(inkLineHeight(page(400, 300, [...left, ...right, ...rules]))).toBe(6)
  })

  it('says nothing about a page with too few lines', () => {
    expect(inkLineHeight(page(400, 300, lines(20, 380, 10, 1, 5, 4)))).toBeUndefined()
  })
})
