import { describe, expect, it } from 'vitest'
import { applyMetadata } from '../../src/elements/apply-metadata.js'
import type { Element, ElementType } from '../../src/elements/types.js'
import { documentLanguages, incrementalMetadata } from '../../src/pdf/incremental-metadata.js'

const el = (type: ElementType, text: string, page?: number, depth?: number): Element => ({
  type,
  element_id: '',
  text,
  metadata: { ...(page !== undefined ? { page_number: page } : {}), ...(depth !== undefined ? { category_depth: depth } : {}) },
})

const context = { filetype: 'application/pdf', filename: '/docs/report.pdf', languages: ['auto'], uniqueElementIds: false }

function byPages(pages: Element[][]): Element[] {
  const step = incrementalMetadata(context)
  const text = pages
    .flat()
    .map((e) => e.text)
    .filter(Boolean)
    .join(' ')
  const decision = documentLanguages(text, context.languages)
  return pages.flatMap((page) => step(page, decision))
}

describe('incrementalMetadata', () => {
  it('gives, page by page, exactly what applyMetadata gives for the whole document (ids, parent_ids, key order)', () => {
    const pages = [
      [el('Title', 'Chapter One', 1), el('NarrativeText', 'The first chapter begins here and goes on for a while.', 1), el('PageBreak', '')],
      [el('NarrativeText', 'It goes on over the next page, still in chapter one.', 2), el('ListItem', 'a point', 2), el('PageBreak', '')],
      [
        el('Title', 'Section', 3, 1),
        el('NarrativeText', 'Under the section.', 3),
        el('Footer', 'page footer', 3),
        el('NarrativeText', 'After footer', 3),
        el('PageBreak', ''),
      ],
      [],
      [el('Title', 'Chapter Two', 5), el('Title', 'Chapter Two', 5)],
    ]

    const whole = applyMetadata(pages.flat(), context)
    const streamed = byPages(pages)

    expect(JSON.stringify(streamed)).toBe(JSON.stringify(whole))
    expect(streamed[1]!.metadata.parent_id).toBe(streamed[0]!.element_id)
    expect(streamed[3]!.metadata.parent_id).toBeUndefined() // a PageBreak closes every open element, as upstream
  })

  it('carries a deep title stack across pages and drops it when a type outside the rules closes it', () => {
    const pages = [
      [el('Title', 'Part', 1, 0), el('Title', 'Chapter', 1, 1)],
      [el('Title', 'Section', 2, 2)],
      [el('NarrativeText', 'Text under the section goes here.', 3)],
      [el('Image', '', 4), el('NarrativeText', 'Orphan text after an image.', 4)],
    ]

    const whole = applyMetadata(pages.flat(), context)
    const streamed = byPages(pages)

    expect(streamed.map((e) => e.metadata.parent_id)).toEqual(whole.map((e) => e.metadata.parent_id))
    expect(streamed[3]!.metadata.parent_id).toBe(streamed[2]!.element_id)
    expect(streamed[5]!.metadata.parent_id).toBeUndefined()
  })

  it('applies a document language decision to every element, or none when languages are off', () => {
    const step = incrementalMetadata({ ...context, languages: [''] })

    const off = step([el('NarrativeText', 'Some English text for the reader here.', 1)], documentLanguages('x', ['']))
    const on = incrementalMetadata(context)([el('NarrativeText', 'Zz', 1)], { kind: 'document', languages: ['deu'] })

    expect(off[0]!.metadata.languages).toBeUndefined()
    expect(on[0]!.metadata.languages).toEqual(['deu'])
  })

  it('detects each element on its own under a per-element decision, a repeated text once, each element with its own array', () => {
    const english = 'The committee said that the report was finished and that it would be published in the spring.'
    const spanish = 'El comité dijo que el informe estaba terminado y que se publicaría en la primavera del año próximo.'
    const step = incrementalMetadata(context)

    const first = step([el('NarrativeText', english, 1), el('NarrativeText', spanish, 1)], { kind: 'per-element' })
    const second = step([el('NarrativeText', english, 2), el('NarrativeText', spanish, 2)], { kind: 'per-element' })
    first[0]!.metadata.languages!.push('changed')

    expect(first.map((e) => e.metadata.languages)).toEqual([['eng', 'changed'], ['spa']])
    expect(second.map((e) => e.metadata.languages)).toEqual([['eng'], ['spa']])
  })
})
