import { describe, expect, it } from 'vitest'
import type { HtmlElementNode } from '../../../src/formats/html/html-node.js'
import { htmlPageNumber } from '../../../src/formats/html/html-page-number.js'
import { parseHtmlTree } from '../../../src/formats/html/elements-from-html.js'

/** The first element with `id="target"`. */
function target(html: string): HtmlElementNode {
  const stack: HtmlElementNode[] = [parseHtmlTree(html)]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (node.attrs['id'] === 'target') return node
    for (const child of node.children) if (typeof child !== 'string') stack.push(child)
  }
  throw new Error('no target in the test HTML')
}

describe('htmlPageNumber', () => {
  it('reads data-page-number on the element itself', () => {
    expect(htmlPageNumber(target('<p id="target" data-page-number="5">x</p>'))).toBe(5)
  })

  it('takes the nearest value up the block ancestors', () => {
    expect(htmlPageNumber(target('<div data-page-number="1"><section data-page-number="2"><p id="target">x</p></section></div>'))).toBe(2)
  })

  it('accepts surrounding whitespace and a sign, like Python int()', () => {
    expect(htmlPageNumber(target('<p id="target" data-page-number=" +12 ">x</p>'))).toBe(12)
  })

  it('skips an invalid value and keeps climbing', () => {
    expect(htmlPageNumber(target('<div data-page-number="3"><p id="target" data-page-number="3.5">x</p></div>'))).toBe(3)
  })

  it('stops at an inline ancestor, as upstream climbs only through block elements', () => {
    expect(htmlPageNumber(target('<div data-page-number="3"><span><p id="target">x</p></span></div>'))).toBeUndefined()
  })

  it('gives undefined when nothing declares a page', () => {
    expect(htmlPageNumber(target('<div><p id="target">x</p></div>'))).toBeUndefined()
  })
})
