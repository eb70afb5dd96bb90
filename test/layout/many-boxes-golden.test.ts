import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { analyzeLayout } from '../../src/layout/analyze-layout.js'
import type { LayoutParams } from '../../src/layout/params.js'
import { boxText } from '../../src/layout/text-of.js'
import type { Glyph, TextBox, TextGroup } from '../../src/layout/types.js'

// Golden layouts from pdfminer.six for pages of hundreds of boxes (see fixtures/layout/generate_many_boxes.py):
// the boxes in reading order and the group tree of `group_textboxes`, as nested box indexes.
interface Golden {
  pages: { kind: string; bbox: [number, number, number, number]; glyphs: [string, number, number, number, number][] }[]
  cases: {
    page: number
    params: Record<string, number | null>
    boxes: { index: number; mode: string; bbox: [number, number, number, number]; text: string }[]
    groups: unknown[]
  }[]
}

const golden = JSON.parse(readFileSync(new URL('../../fixtures/layout/many-boxes-golden.json', import.meta.url), 'utf8')) as Golden

const PARAM_NAMES: Record<string, keyof LayoutParams> = { line_margin: 'lineMargin', boxes_flow: 'boxesFlow' }

const tree = (node: TextBox | TextGroup): unknown => ('children' in node ? node.children.map(tree) : node.index)

describe('analyzeLayout against pdfminer.six on pages of many boxes', () => {
  for (const c of golden.cases) {
    const page = golden.pages[c.page]!
    it(`gives pdfminer's boxes and group tree for ${page.kind} (${c.boxes.length} boxes) with ${JSON.stringify(c.params)}`, () => {
      const glyphs: Glyph[] = page.glyphs.map(([text, x0, y0, x1, y1]) => ({ text, x0, y0, x1, y1 }))
      const params: Partial<LayoutParams> = {}
      for (const [k, v] of Object.entries(c.params)) (params as Record<string, unknown>)[PARAM_NAMES[k]!] = v
      const [x0, y0, x1, y1] = page.bbox

      const result = analyzeLayout(glyphs, { x0, y0, x1, y1 }, params)

      expect(result.boxes.map((b) => ({ index: b.index, mode: b.mode, bbox: [b.x0, b.y0, b.x1, b.y1], text: boxText(b) }))).toEqual(c.boxes)
      expect(result.groups.map(tree)).toEqual(c.groups)
    })
  }
})
