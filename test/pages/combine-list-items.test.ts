import { describe, expect, it } from 'vitest'
import type { ElementType } from '../../src/elements/types.js'
import { combineListItems } from '../../src/pages/combine-list-items.js'

const item = (type: ElementType, text: string, x1: number, y1: number, x2: number, y2: number) => ({
  element: { type, element_id: '', text, metadata: {} },
  box: { x1, y1, x2, y2 },
})

describe('combineListItems', () => {
  it('merges a continuation line lying under a list item into it, with the union box', () => {
    const merged = combineListItems([
      item('ListItem', 'a. You have no income from a trade', 220, 80, 380, 92),
      item('NarrativeText', 'or business conducted in the', 232, 94, 380, 106),
    ])

    expect(merged.map((m) => m.element.text)).toEqual(['a. You have no income from a trade or business conducted in the'])
    expect(merged[0]!.box).toEqual({ x1: 220, y1: 80, x2: 380, y2: 106 })
  })

  it('keeps every continuation of an item, not only the last (upstream lost the others)', () => {
    const merged = combineListItems([
      item('ListItem', 'a. You have no income from a trade', 220, 80, 380, 92),
      item('NarrativeText', 'or business conducted in the', 232, 94, 380, 106),
      item('NarrativeText', 'United States,', 232, 108, 300, 120),
      item('NarrativeText', 'A paragraph of the next section starts at the margin.', 200, 140, 380, 152),
    ])

    expect(merged.map((m) => m.element.text)).toEqual([
      'a. You have no income from a trade or business conducted in the United States,',
      'A paragraph of the next section starts at the margin.',
    ])
  })
})
