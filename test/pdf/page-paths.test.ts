import { describe, expect, test } from 'vitest'
import { scanPagePaths } from '../../src/pdf/page-paths.js'
import type { OperatorList } from '../../src/pdf/interpret-text.js'

// pdfjs op codes as names; constructPath's first argument is the paint op's code.
const NAMES: Record<number, string> = { 10: 'save', 11: 'restore', 12: 'transform', 20: 'stroke', 22: 'fill', 28: 'endPath', 91: 'constructPath' }
const CODE = Object.fromEntries(Object.entries(NAMES).map(([k, v]) => [v, Number(k)])) as Record<string, number>
const M = 0
const L = 1
const C = 2
const Z = 4

function ops(list: [string, unknown[]][]): OperatorList {
  return { fnArray: list.map(([n]) => CODE[n]!), argsArray: list.map(([, a]) => a), names: NAMES }
}

const path = (paint: string, data: number[]): [string, unknown[]] => ['constructPath', [CODE[paint], [new Float32Array(data)], [0, 0, 0, 0]]]

describe('scanPagePaths', () => {
  test('a stroked line becomes a segment mapped through the CTM; a stroked closed box a rectangle', () => {
    const result = scanPagePaths(
      ops([
        ['save', []],
        ['transform', [1, 0, 0, 1, 10, 20]],
        path('stroke', [M, 0, 0, L, 100, 0]),
        ['restore', []],
        path('stroke', [M, 5, 5, L, 55, 5, L, 55, 25, L, 5, 25, Z]),
      ]),
      [1, 0, 0, 1, 0, 0],
    )
    expect(result.segments).toEqual([{ x0: 10, y0: 20, x1: 110, y1: 20 }])
    expect(result.rects).toEqual([{ x0: 5, y0: 5, x1: 55, y1: 25 }])
  })

  test('clipping paths draw nothing and curves are not rulings', () => {
    const result = scanPagePaths(
      ops([path('endPath', [M, 0, 0, L, 100, 0]), path('stroke', [M, 0, 0, C, 10, 10, 20, 10, 30, 0])]),
      [1, 0, 0, 1, 0, 0],
    )
    expect(result).toEqual({ segments: [], rects: [] })
  })

  test('a filled thin rectangle (a rule drawn as a box) is kept as a rectangle', () => {
    const result = scanPagePaths(ops([path('fill', [M, 0, 100, L, 200, 100, L, 200, 101, L, 0, 101, Z])]), [1, 0, 0, 1, 0, 0])
    expect(result.rects).toEqual([{ x0: 0, y0: 100, x1: 200, y1: 101 }])
  })
})
