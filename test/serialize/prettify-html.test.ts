import { describe, expect, test } from 'vitest'
import { htmlTag } from '../../src/serialize/html-tree.js'
import { prettifyHtml } from '../../src/serialize/prettify-html.js'

describe('prettifyHtml (BeautifulSoup prettify)', () => {
  test('one tag or text per line, one space of indent per level, attributes sorted, empty-element tags closed with />', () => {
    const tree = htmlTag(
      'div',
      [
        ['id', 'd'],
        ['class', 'b  a'],
      ],
      ['  lead  ', htmlTag('br'), htmlTag('span', [], ['x']), 'tail'],
    )
    expect(prettifyHtml([tree])).toBe('<div class="b a" id="d">\n lead\n <br/>\n <span>\n  x\n </span>\n tail\n</div>')
  })

  test('attribute values are escaped and quoted with " , or \' when they hold " but no \', else " becomes &quot;', () => {
    const tag = htmlTag('p', [
      ['a', 'x<y&z'],
      ['b', 'say "hi"'],
      ['c', `it's "this"`],
    ])
    expect(prettifyHtml([tag])).toBe(`<p a="x&lt;y&amp;z" b='say "hi"' c="it's &quot;this&quot;">\n</p>`)
  })

  test('text is stripped of Python whitespace (NBSP, U+2003, U+001C), not of a BOM; a text that strips to nothing is not printed', () => {
    const tag = htmlTag('p', [], ['\u00a0\u2003\u001cword\ufeff', htmlTag('b', [], [' \n '])])
    expect(prettifyHtml([tag])).toBe('<p>\n word\ufeff\n <b>\n </b>\n</p>')
  })

  test('pre keeps its content as it is, inner tags included', () => {
    const tag = htmlTag('div', [], [htmlTag('pre', [], ['  a\n', htmlTag('b', [], [' b ']), '  '])])
    expect(prettifyHtml([tag])).toBe('<div>\n <pre>  a\n<b> b </b>  </pre>\n</div>')
  })
})
