import { describe, expect, test } from 'vitest'
import { segmentsOf } from '../../src/tables/stream-grids.js'
import type { WordLine } from '../../src/tables/text-lines.js'
import type { TableWord } from '../../src/tables/types.js'

/** A line of words at the given left edges, 10 wide, with the given heights. */
function line(lefts: readonly number[], heights: readonly number[]): WordLine {
  const words: TableWord[] = lefts.map((x, i) => ({ text: `w${i}`, x0: x, y0: 0, x1: x + 10, y1: heights[i]! }))
  return { x0: lefts[0]!, y0: 0, x1: lefts[lefts.length - 1]! + 10, y1: Math.max(...heights), words }
}

const texts = (l: WordLine): string[] => segmentsOf(l).map((s) => s.words.map((w) => w.text).join(' '))

describe('a text line cut into segments where words are further apart than a column gap (0.9 of the median word height)', () => {
  test('the median of an odd count is the middle height, however the heights are ordered', () => {
    // heights 30, 10, 20: median 20, column gap 18; gaps 17 and 19
    expect(texts(line([0, 27, 56], [30, 10, 20]))).toEqual(['w0 w1', 'w2'])
    expect(texts(line([0, 27, 56], [10, 20, 30]))).toEqual(['w0 w1', 'w2'])
  })

  test('the median of an even count is the upper middle height', () => {
    // heights 40, 10, 20, 10: sorted 10, 10, 20, 40, median 20, column gap 18
    expect(texts(line([0, 27, 56, 84], [40, 10, 20, 10]))).toEqual(['w0 w1', 'w2 w3'])
  })

  test('a line longer than the insertion-sorted ones takes its median the same way', () => {
    const lefts = Array.from({ length: 81 }, (_, i) => i * 27)
    // 40 words 10 high, 41 words 20 high: median 20, gap 18 keeps words 17 apart together
    const heights = lefts.map((_, i) => (i % 2 === 0 ? 20 : 10))
    expect(segmentsOf(line(lefts, heights))).toHaveLength(1)
    // 41 words 10 high, 40 words 20 high: median 10, gap 9 cuts between every word
    expect(
      segmentsOf(
        line(
          lefts,
          heights.map((h) => 30 - h),
        ),
      ),
    ).toHaveLength(81)
  })
})
