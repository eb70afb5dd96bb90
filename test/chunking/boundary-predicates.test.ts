import { describe, expect, test } from 'vitest'
import { anyBoundary, createPageChangeDetector, isTitle } from '../../src/chunking/boundary-predicates.js'
import { el, table, text, title } from './make-element.js'

// Ported from upstream test_base.py::Describe_is_on_next_page and Describe_is_title.
describe('createPageChangeDetector', () => {
  test.each([text('abcd'), text('efgh', { page_number: 4 })])('never fires on the first element', (first) => {
    expect(createPageChangeDetector()(first)).toBe(false)
  })

  test('treats an element without page number as continuing the current page', () => {
    const onNextPage = createPageChangeDetector()

    expect([text('a', { page_number: 1 }), text('b'), text('c', { page_number: 1 }), text('d')].map(onNextPage)).toEqual([false, false, false, false])
  })

  test('gives page 1 to a first element without page number', () => {
    const onNextPage = createPageChangeDetector()

    expect([text('a'), text('b', { page_number: 1 }), text('c', { page_number: 2 })].map(onNextPage)).toEqual([false, false, true])
  })

  test('fires on any different page number, a lower one included', () => {
    const onNextPage = createPageChangeDetector()
    const pages = [4, 2, 2, undefined, 3]

    const fired = pages.map((page) => onNextPage(text('x', page === undefined ? {} : { page_number: page })))

    expect(fired).toEqual([false, true, false, false, true])
  })
})

describe('isTitle', () => {
  test('is true for a Title only', () => {
    expect(isTitle(title('abcd'))).toBe(true)
    expect([el('PageBreak', ''), table('Header Col 1\nLorem'), text('abcd')].map(isTitle)).toEqual([false, false, false])
  })
})

describe('anyBoundary', () => {
  test('calls every predicate on every element so stateful ones keep count', () => {
    const onNextPage = createPageChangeDetector()
    const boundary = anyBoundary([isTitle, onNextPage])

    // The Title on page 2 fires both predicates; the page detector must still record page 2.
    const fired = [text('a', { page_number: 1 }), title('T', { page_number: 2 }), text('b', { page_number: 2 })].map(boundary)

    expect(fired).toEqual([false, true, false])
  })
})
