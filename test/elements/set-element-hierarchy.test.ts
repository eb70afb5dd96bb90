import { describe, expect, it } from 'vitest'
import { setElementHierarchy } from '../../src/elements/set-element-hierarchy.js'
import { asElement } from '../../src/elements/element-draft.js'
import type { Element, ElementMetadata, ElementType } from '../../src/elements/types.js'

function el(id: string, type: ElementType, metadata: ElementMetadata = {}): Element {
  return asElement({ type, element_id: id, text: id, metadata })
}

function parents(elements: Element[]): (string | undefined)[] {
  return setElementHierarchy(elements).map((e) => e.metadata.parent_id)
}

describe('setElementHierarchy', () => {
  it('makes a Title the parent of the narrative text and list items after it', () => {
    expect(parents([el('t', 'Title'), el('n', 'NarrativeText'), el('l', 'ListItem')])).toEqual([undefined, 't', 't'])
  })

  it('treats Titles without depth as siblings', () => {
    expect(parents([el('t1', 'Title'), el('n1', 'NarrativeText'), el('t2', 'Title'), el('n2', 'NarrativeText')])).toEqual([
      undefined,
      't1',
      undefined,
      't2',
    ])
  })

  it('nests a deeper Title under a shallower one and returns to the outer level', () => {
    const input = [
      el('h1', 'Title', { category_depth: 0 }),
      el('h2', 'Title', { category_depth: 1 }),
      el('p', 'NarrativeText'),
      el('h2b', 'Title', { category_depth: 1 }),
      el('h1b', 'Title', { category_depth: 0 }),
    ]
    expect(parents(input)).toEqual([undefined, 'h1', 'h2', 'h1', undefined])
  })

  it('lets an Image break the chain: it gets no parent and neither does the text after it', () => {
    expect(parents([el('t', 'Title'), el('i', 'Image'), el('n', 'NarrativeText')])).toEqual([undefined, undefined, undefined])
  })

  it('makes a Header the parent of a Title and, through it, of the Title’s text', () => {
    expect(parents([el('h', 'Header'), el('t', 'Title'), el('n', 'NarrativeText')])).toEqual([undefined, 'h', 't'])
  })

  it('nests list items by depth under their Title', () => {
    const input = [el('t', 'Title'), el('l0', 'ListItem', { category_depth: 0 }), el('l1', 'ListItem', { category_depth: 1 })]
    expect(parents(input)).toEqual([undefined, 't', 'l0'])
  })

  it('keeps an explicit parent_id and does not offer that element as a parent', () => {
    const input = [el('t', 'Title'), el('x', 'Title', { parent_id: 'elsewhere', category_depth: 0 }), el('n', 'NarrativeText')]
    expect(parents(input)).toEqual([undefined, 'elsewhere', 't'])
  })

  it('leaves metadata sparse for elements without a parent and does not mutate its input', () => {
    const input = [el('t', 'Title'), el('n', 'NarrativeText')]
    const out = setElementHierarchy(input)
    expect('parent_id' in out[0]!.metadata).toBe(false)
    expect(input[1]!.metadata).toEqual({})
  })
})
