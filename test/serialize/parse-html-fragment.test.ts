import { describe, expect, test } from 'vitest'
import { htmlTag } from '../../src/serialize/html-tree.js'
import { firstHtmlTag, parseHtmlFragment } from '../../src/serialize/parse-html-fragment.js'

describe('parseHtmlFragment (BeautifulSoup html.parser semantics)', () => {
  test('tags nest as written, x/ is an empty element, void tags take no children, entities are decoded', () => {
    expect(parseHtmlFragment('<table><tr><td/><td>R&amp;D<br>you&#x27;ll</td></tr></table>')).toEqual([
      htmlTag('table', [], [htmlTag('tr', [], [htmlTag('td'), htmlTag('td', [], ['R&D', htmlTag('br'), "you'll"])])]),
    ])
  })

  test('an end tag closes the nearest open tag of its name, or is ignored', () => {
    expect(parseHtmlFragment('<div><p>a<b>b</div>c</span>')).toEqual([htmlTag('div', [], [htmlTag('p', [], ['a', htmlTag('b', [], ['b'])])]), 'c'])
  })

  test('names are lower-cased, attribute values decoded, quoted or not, a repeated attribute keeps its last value', () => {
    expect(parseHtmlFragment('<TD ColSpan=2 title="a &quot;b&quot;" class=x class=\'y\' hidden>z</TD>')).toEqual([
      htmlTag(
        'td',
        [
          ['colspan', '2'],
          ['title', 'a "b"'],
          ['hidden', ''],
          ['class', 'y'],
        ],
        ['z'],
      ),
    ])
  })

  test('comments, doctypes and processing instructions are dropped; script keeps its raw text', () => {
    expect(parseHtmlFragment('<!DOCTYPE html><!-- c --><?pi?><script>a<b</script>')).toEqual([htmlTag('script', [], ['a<b'])])
  })

  test('firstHtmlTag is the first tag, skipping text before it; undefined when there is none', () => {
    expect(firstHtmlTag('text <p>one</p><p>two</p>')).toEqual(htmlTag('p', [], ['one']))
    expect(firstHtmlTag('just text')).toBeUndefined()
  })
})
