import { describe, expect, test } from 'vitest'
import { buildEpub } from '../../../fixtures/office/epub-builder.js'
import { partition } from '../../../src/partition.js'

describe('partitionEpub through partition()', () => {
  test('chapters are read in spine order through the HTML partitioner, with filetype application/epub', async () => {
    const book = buildEpub(
      [
        { href: 'ch2.xhtml', body: '<h1>Chapter Two</h1><p>The second chapter begins here.</p>' },
        { href: 'ch1.xhtml', body: '<h1>Chapter One</h1><p>The first chapter begins here.</p><ul><li>A point</li></ul>' },
      ],
      { spineOrder: [1, 0] },
    )
    const elements = await partition(book, { filename: 'book.epub' })
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'Chapter One'],
      ['NarrativeText', 'The first chapter begins here.'],
      ['ListItem', 'A point'],
      ['Title', 'Chapter Two'],
      ['NarrativeText', 'The second chapter begins here.'],
    ])
    expect(elements.every((e) => e.metadata.filetype === 'application/epub' && e.metadata.filename === 'book.epub')).toBe(true)
  })

  test('the head of a chapter (its <title>) gives no element', async () => {
    const elements = await partition(buildEpub([{ href: 'a.xhtml', title: 'Head title', body: '<p>Body text of the chapter.</p>' }]), {
      filename: 'a.epub',
    })
    expect(elements.map((e) => e.text)).toEqual(['Body text of the chapter.'])
  })
})
