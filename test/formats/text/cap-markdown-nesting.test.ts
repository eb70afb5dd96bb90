import { describe, expect, it } from 'vitest'
import { capMarkdownNesting } from '../../../src/formats/text/cap-markdown-nesting.js'

describe('capMarkdownNesting', () => {
  it('leaves ordinary Markdown as it is', () => {
    const text = '# Title\n\n> quote\n> > nested\n\n- item\n  - sub item\n    1. numbered\n\n```\n' + ' '.repeat(80) + 'code\n```\n'

    expect(capMarkdownNesting(text)).toEqual({ text, capped: false })
  })

  it('keeps the first 32 quote or list markers of a line and its text', () => {
    const { text, capped } = capMarkdownNesting(`${'> '.repeat(40)}deep\nnext line\n`)

    expect(capped).toBe(true)
    expect(text).toBe(`${'> '.repeat(32)}deep\nnext line\n`)
    expect(capMarkdownNesting(`${'- 1. '.repeat(20)}x`).text).toBe(`${'- 1. '.repeat(16)}x`)
  })

  it('indents a list item at most 64 columns, tabs counting to the next multiple of 4', () => {
    expect(capMarkdownNesting(`${' '.repeat(70)}- deep item`).text).toBe(`${' '.repeat(64)}- deep item`)
    expect(capMarkdownNesting(`${'\t'.repeat(17)}* deep item`).text).toBe(`${' '.repeat(64)}* deep item`)
    expect(capMarkdownNesting(`${' '.repeat(70)}not an item`).capped).toBe(false)
  })
})
