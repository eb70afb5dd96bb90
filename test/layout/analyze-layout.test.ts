import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeLayout } from '../../src/layout/analyze-layout.js'
import type { LayoutParams } from '../../src/layout/params.js'
import { boxText, lineText } from '../../src/layout/text-of.js'
import type { Glyph } from '../../src/layout/types.js'

interface GoldenBox {
  index: number
  mode: 'horizontal' | 'vertical'
  bbox: [number, number, number, number]
  text: string
  lines: { bbox: [number, number, number, number]; text: string }[]
}
interface Golden {
  pages: { kind: string; bbox: [number, number, number, number]; glyphs: [string, number, number, number, number][] }[]
  cases: { page: number; params: Record<string, number | boolean | null>; boxes: GoldenBox[] }[]
}

const golden = JSON.parse(readFileSync(new URL('../../fixtures/layout/golden.json', import.meta.url), 'utf8')) as Golden

const PARAM_NAMES: Record<string, keyof LayoutParams> = {
  line_overlap: 'lineOverlap',
  char_margin: 'charMargin',
  line_margin: 'lineMargin',
  word_margin: 'wordMargin',
  boxes_flow: 'boxesFlow',
  detect_vertical: 'detectVertical',
}

function g(text: string, x0: number, y0: number, x1: number, y1: number): Glyph {
  return { text, x0, y0, x1, y1 }
}

/** A word of glyphs, each `w` wide and `size` high, starting at x with `gap` between glyphs. */
function word(text: string, x: number, y: number, { w = 5, size = 10, gap = 0 } = {}): Glyph[] {
  return [...text].map((ch, i) => g(ch, x + i * (w + gap), y, x + i * (w + gap) + w, y + size))
}

const PAGE = { x0: 0, y0: 0, x1: 612, y1: 792 }

describe('analyzeLayout against pdfminer.six golden outputs', () => {
  for (const c of golden.cases) {
    const page = golden.pages[c.page]!
    it(`gives pdfminer's boxes for ${page.kind} with ${JSON.stringify(c.params)}`, () => {
      const glyphs = page.glyphs.map(([text, x0, y0, x1, y1]) => g(text, x0, y0, x1, y1))
      const params: Partial<LayoutParams> = {}
      for (const [k, v] of Object.entries(c.params)) (params as Record<string, unknown>)[PARAM_NAMES[k]!] = v
      const [x0, y0, x1, y1] = page.bbox

      const result = analyzeLayout(glyphs, { x0, y0, x1, y1 }, params)

      const actual = result.boxes.map((box) => ({
        index: box.index,
        mode: box.mode,
        bbox: [box.x0, box.y0, box.x1, box.y1],
        text: boxText(box),
        lines: box.lines.map((line) => ({ bbox: [line.x0, line.y0, line.x1, line.y1], text: lineText(line) })),
      }))
      expect(actual).toEqual(c.boxes)
    })
  }
})

describe('analyzeLayout on hand-made glyphs', () => {
  it('joins two words on a line with a space when their gap exceeds the word margin', () => {
    const glyphs = [...word('ab', 10, 100), ...word('cd', 10 + 10 + 2, 100)]

    const { boxes } = analyzeLayout(glyphs, PAGE)

    expect(boxes.map(boxText)).toEqual(['ab cd\n'])
  })

  it('inserts no space when the gap is within the word margin', () => {
    // word margin 0.1 × max(5, 10) = 1 point; a 0.8-point gap is not a word break
    const glyphs = [...word('ab', 10, 100), ...word('cd', 20.8, 100)]

    expect(analyzeLayout(glyphs, PAGE).boxes.map(boxText)).toEqual(['abcd\n'])
  })

  it("uses unstructured's word margin 0.185 when asked, keeping a 1.5-point gap inside the word", () => {
    const glyphs = [...word('ab', 10, 100), ...word('cd', 21.5, 100)]

    expect(analyzeLayout(glyphs, PAGE).boxes.map(boxText)).toEqual(['ab cd\n'])
    expect(analyzeLayout(glyphs, PAGE, { wordMargin: 0.185 }).boxes.map(boxText)).toEqual(['abcd\n'])
  })

  it('splits a line where the gap reaches the char margin', () => {
    // char margin 2.0 × width 5 = 10 points
    const glyphs = [...word('ab', 10, 100), ...word('cd', 20 + 10, 100)]

    const { boxes } = analyzeLayout(glyphs, PAGE)

    expect(boxes.map(boxText).sort()).toEqual(['ab\n', 'cd\n'])
    expect(analyzeLayout(glyphs, PAGE, { charMargin: 2.1 }).boxes.map(boxText)).toEqual(['ab cd\n'])
  })

  it('puts lines closer than the line margin in one box and splits paragraphs further apart', () => {
    // lines 10 high: a 4-point gap is within 0.5 × 10, a 20-point gap is not
    const glyphs = [...word('one', 10, 200), ...word('two', 10, 186), ...word('three', 10, 156)]

    const { boxes } = analyzeLayout(glyphs, PAGE)

    expect(boxes.map(boxText)).toEqual(['one\ntwo\n', 'three\n'])
    expect(analyzeLayout(glyphs, PAGE, { lineMargin: 2.5 }).boxes.map(boxText)).toEqual(['one\ntwo\nthree\n'])
  })

  it('reads two columns column by column with the default boxes flow', () => {
    const left = [...word('L1', 50, 700), ...word('L2', 50, 688), ...word('L3', 50, 676)]
    const right = [...word('R1', 300, 700), ...word('R2', 300, 688), ...word('R3', 300, 676)]
    const glyphs = [...right, ...left]

    const { boxes } = analyzeLayout(glyphs, PAGE)

    expect(boxes.map(boxText)).toEqual(['L1\nL2\nL3\n', 'R1\nR2\nR3\n'])
    expect(boxes.map((b) => b.index)).toEqual([0, 1])
  })

  it('orders boxes by their bottom-left corner when boxes flow is null', () => {
    const glyphs = [...word('low', 50, 100), ...word('high', 300, 700), ...word('mid', 50, 400)]

    const { boxes } = analyzeLayout(glyphs, PAGE, { boxesFlow: null })

    expect(boxes.map(boxText)).toEqual(['high\n', 'mid\n', 'low\n'])
  })

  it('keeps overlapping lines apart when their vertical overlap is at most the line overlap', () => {
    // second word sits 6 points higher: overlap 4 of height 10 is below 0.5 → a new line
    const glyphs = [...word('ab', 10, 100), ...word('cd', 20, 106)]

    const { boxes } = analyzeLayout(glyphs, PAGE)

    expect(boxes.flatMap((b) => b.lines.map(lineText)).sort()).toEqual(['ab\n', 'cd\n'])
    const merged = analyzeLayout(glyphs, PAGE, { lineOverlap: 0.3 })
    expect(merged.boxes.flatMap((b) => b.lines.map(lineText))).toEqual(['abcd\n'])
  })

  it('sets whitespace-only lines aside as empty lines', () => {
    const glyphs = [...word('ab', 10, 100), g(' ', 200, 300, 203, 310), g(' ', 203, 300, 206, 310)]

    const result = analyzeLayout(glyphs, PAGE)

    expect(result.boxes.map(boxText)).toEqual(['ab\n'])
    expect(result.emptyLines.map(lineText)).toEqual(['  \n'])
  })

  it('builds vertical lines only when vertical detection is on', () => {
    const column = [0, 1, 2, 3].map((i) => g('縦', 100, 700 - i * 12, 112, 712 - i * 12))

    const off = analyzeLayout(column, PAGE)
    const on = analyzeLayout(column, PAGE, { detectVertical: true })

    expect(off.boxes.map((b) => [b.mode, boxText(b)])).toEqual([['horizontal', '縦\n縦\n縦\n縦\n']])
    expect(on.boxes.map((b) => [b.mode, boxText(b)])).toEqual([['vertical', '縦縦縦縦\n']])
  })

  it('does not modify the glyphs it is given', () => {
    const glyphs = [...word('ab', 10, 100), ...word('cd', 22, 100)]
    const before = structuredClone(glyphs)

    analyzeLayout(glyphs, PAGE)

    expect(glyphs).toEqual(before)
  })

  it('returns nothing for no glyphs', () => {
    expect(analyzeLayout([], PAGE)).toEqual({ boxes: [], emptyLines: [], groups: [] })
  })

  it('lays out a large page of 10,000 glyphs', () => {
    const glyphs: Glyph[] = []
    for (let row = 0; row < 100; row++) {
      for (let col = 0; col < 2; col++) {
        for (let i = 0; i < 50; i++) {
          const x = 40 + col * 290 + i * 5 + Math.floor(i / 6) * 2
          const y = 770 - row * 7 - Math.floor(row / 10) * 5
          glyphs.push(g('x', x, y, x + 4.5, y + 6))
        }
      }
    }

    const started = performance.now()
    const { boxes } = analyzeLayout(glyphs, PAGE)
    const ms = performance.now() - started
    console.info(`layout of ${glyphs.length} glyphs: ${boxes.length} boxes in ${ms.toFixed(0)} ms`)

    expect(boxes.length).toBe(20)
    expect(boxes.every((b) => b.lines.length === 10 && boxText(b).startsWith('xxxxxx xxxxxx '))).toBe(true)
    expect(boxes.reduce((n, b) => n + b.lines.length, 0)).toBe(200)
  })
})
