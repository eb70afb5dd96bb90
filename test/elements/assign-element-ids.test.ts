import { describe, expect, it } from 'vitest'
import { assignElementIds } from '../../src/elements/assign-element-ids.js'
import { asElement } from '../../src/elements/element-draft.js'
import { deterministicElementId } from '../../src/elements/element-id.js'
import type { Element, ElementMetadata } from '../../src/elements/types.js'

function el(text: string, metadata: ElementMetadata = {}, id = ''): Element {
  return asElement({ type: 'NarrativeText', element_id: id, text, metadata })
}

describe('assignElementIds', () => {
  it('numbers elements per page number, continuing when a page number reappears', () => {
    const input = [
      el('a', { filename: 'f.pdf', page_number: 1 }),
      el('b', { filename: 'f.pdf', page_number: 1 }),
      el('c', { filename: 'f.pdf', page_number: 2 }),
      el('d', { filename: 'f.pdf', page_number: 1 }),
    ]
    const ids = assignElementIds(input, { uniqueElementIds: false }).map((e) => e.element_id)
    expect(ids).toEqual([
      deterministicElementId({ filename: 'f.pdf', text: 'a', pageNumber: 1, sequence: 0 }),
      deterministicElementId({ filename: 'f.pdf', text: 'b', pageNumber: 1, sequence: 1 }),
      deterministicElementId({ filename: 'f.pdf', text: 'c', pageNumber: 2, sequence: 0 }),
      deterministicElementId({ filename: 'f.pdf', text: 'd', pageNumber: 1, sequence: 2 }),
    ])
  })

  it('restarts the count at each page change in consecutive-runs mode', () => {
    const input = [el('a', { page_number: 1 }), el('c', { page_number: 2 }), el('d', { page_number: 1 })]
    const ids = assignElementIds(input, { uniqueElementIds: false, sequence: 'consecutive-runs' }).map((e) => e.element_id)
    expect(ids[2]).toBe(deterministicElementId({ text: 'd', pageNumber: 1, sequence: 0 }))
  })

  it('counts elements without a page number as one group ("None")', () => {
    const ids = assignElementIds([el('x', { filename: 'some.txt' }), el('some text', { filename: 'some.txt' })], {
      uniqueElementIds: false,
    }).map((e) => e.element_id)
    expect(ids[1]).toBe('e3fd10d867c4a1c0264dde40e3d7e45a')
  })

  it('gives identical text on the same page different ids', () => {
    const [a, b] = assignElementIds([el('same'), el('same')], { uniqueElementIds: false })
    expect(a!.element_id).not.toBe(b!.element_id)
  })

  it('rewrites parent_id references from temporary ids to the new ids', () => {
    const input = [el('Heading', {}, 'tmp-1'), el('Body', { parent_id: 'tmp-1' }, 'tmp-2')]
    const [parent, child] = assignElementIds(input, { uniqueElementIds: false })
    expect(child!.metadata.parent_id).toBe(parent!.element_id)
    expect(parent!.element_id).not.toBe('tmp-1')
  })

  it('keeps a parent_id that names no element of the list', () => {
    const [child] = assignElementIds([el('Body', { parent_id: 'elsewhere' })], { uniqueElementIds: false })
    expect(child!.metadata.parent_id).toBe('elsewhere')
  })

  it('resolves a reused temporary id to the nearest earlier element', () => {
    const input = [el('A', {}, 't'), el('a1', { parent_id: 't' }), el('B', {}, 't'), el('b1', { parent_id: 't' })]
    const out = assignElementIds(input, { uniqueElementIds: false })
    expect(out[1]!.metadata.parent_id).toBe(out[0]!.element_id)
    expect(out[3]!.metadata.parent_id).toBe(out[2]!.element_id)
  })

  it('gives UUIDs to elements without an id and keeps existing ids when unique ids are asked for', () => {
    const out = assignElementIds([el('a'), el('b', {}, 'keep-me')], { uniqueElementIds: true })
    expect(out[0]!.element_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(out[1]!.element_id).toBe('keep-me')
  })

  it('does not mutate its input', () => {
    const input = [el('Heading', {}, 'tmp-1'), el('Body', { parent_id: 'tmp-1' })]
    const snapshot = structuredClone(input)
    assignElementIds(input, { uniqueElementIds: false })
    expect(input).toEqual(snapshot)
  })
})
