import { describe, expect, test } from 'vitest'
import type { HtmlChild } from '../../src/serialize/html-tree.js'
import { htmlTag, isHtmlTag } from '../../src/serialize/html-tree.js'
import { parseHtmlFragment } from '../../src/serialize/parse-html-fragment.js'
import { sanitizeHtmlTree } from '../../src/serialize/sanitize-html-tree.js'

/** The tree as compact markup, to read a shape at a glance. */
function markup(nodes: readonly HtmlChild[]): string {
  return nodes
    .map((node) =>
      isHtmlTag(node) ? `<${node.name}${[...node.attrs].map(([k, v]) => ` ${k}="${v}"`).join('')}>${markup(node.children)}</${node.name}>` : node,
    )
    .join('')
}
const clean = (html: string): string => markup(sanitizeHtmlTree(parseHtmlFragment(html)))

describe('sanitizeHtmlTree (nh3 and HTML5 parsing as Unstructured applies them)', () => {
  test('rows directly in a table go into one implied tbody; an explicit section ends the run', () => {
    expect(clean('<table><tr><td>a</td></tr><tr><td>b</td></tr></table>')).toBe(
      '<table><tbody><tr><td>a</td></tr><tr><td>b</td></tr></tbody></table>',
    )
    expect(clean('<table><thead><tr><th>h</th></tr></thead><tr><td>b</td></tr></table>')).toBe(
      '<table><thead><tr><th>h</th></tr></thead><tbody><tr><td>b</td></tr></tbody></table>',
    )
  })

  test('cells outside a row get an implied row; a cell inside a cell closes it', () => {
    expect(clean('<table><td>a</td><td>b</td></table>')).toBe('<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>')
    expect(clean('<table><tr><td>a<td>b</td></td></tr></table>')).toBe('<table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>')
  })

  test('text and other elements where a table allows none move in front of the table', () => {
    expect(clean('<div><table>stray<tr><td>a</td><p>para</p></tr></table></div>')).toBe(
      '<div>stray<p>para</p><table><tbody><tr><td>a</td></tr></tbody></table></div>',
    )
  })

  test('script and style go with their content; tags not on the list give way to their content', () => {
    expect(clean('<p>a<strong>b</strong><em>c</em><script>x()</script><style>p{}</style><span>d</span></p>')).toBe('<p>abc<span>d</span></p>')
  })

  test('attributes off the list and event handlers go; URLs keep relative and web schemes, data: only for raster images', () => {
    expect(clean('<a href="javascript:alert(1)" onclick="x" class="c" target="_blank">l</a>')).toBe('<a class="c" target="_blank">l</a>')
    expect(clean('<a href="page.html">l</a><a href="https://example.org">m</a>')).toBe('<a href="page.html">l</a><a href="https://example.org">m</a>')
    expect(clean('<img src="data:image/png;base64,AA" alt="ok"><img src="data:image/svg+xml;base64,AA" alt="svg">')).toBe(
      '<img src="data:image/png;base64,AA" alt="ok"></img><img alt="svg"></img>',
    )
  })

  test('style keeps the allowed properties, rewritten name:value;name:value, and goes when none is left', () => {
    expect(clean('<td style="border: 1px  solid black; position: absolute; COLOR: red;">x</td>')).toBe(
      '<td style="border:1px solid black;color:red">x</td>',
    )
    expect(clean('<p style="position: fixed">x</p>')).toBe('<p>x</p>')
    expect(clean('<p style="color: url(x)">x</p>')).toBe('<p>x</p>')
  })

  test('CR LF and CR become LF, NUL characters are dropped, adjacent texts merge', () => {
    const tree = sanitizeHtmlTree([htmlTag('p', [], ['a\r\nb\rc\0', htmlTag('u', [], ['d']), 'e'])])
    expect(tree).toEqual([htmlTag('p', [], ['a\nb\ncde'])])
  })
})
