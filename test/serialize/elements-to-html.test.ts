import { describe, expect, test } from 'vitest'
import type { Element, ElementMetadata } from '../../src/elements/types.js'
import { elementsToHtml } from '../../src/serialize/elements-to-html.js'

const el = (type: string, id: string, text: string, metadata: ElementMetadata = {}): Element => ({ type, element_id: id, text, metadata }) as Element

const HEAD = `<!DOCTYPE html>
<html lang="en">
 <head>
  <meta charset="utf-8"/>
  <meta content="width=device-width, initial-scale=1.0" name="viewport"/>
  <title>
  </title>
 </head>
 <body>
`
const TAIL = ` </body>
</html>
`
/** The body lines of the page (between <body> and </body>). */
function body(html: string): string {
  expect(html.startsWith(HEAD) && html.endsWith(TAIL)).toBe(true)
  return html.slice(HEAD.length, html.length - TAIL.length)
}

describe('elementsToHtml', () => {
  test("no elements give upstream's fixed page with an empty body", () => {
    expect(elementsToHtml([])).toBe(HEAD + TAIL)
  })

  test('each element is a tag with class = its type and id = its element id, its text on its own line one level deeper', () => {
    const html = elementsToHtml([el('NarrativeText', 'n1', 'Some prose.'), el('Address', 'a1', 'Doylestown, PA'), el('ListItem', 'l1', 'Dogs')])
    expect(body(html)).toBe(
      '  <p class="NarrativeText" id="n1">\n   Some prose.\n  </p>\n' +
        '  <div class="Address" id="a1">\n   Doylestown, PA\n  </div>\n' +
        '  <li class="ListItem" id="l1">\n   Dogs\n  </li>\n',
    )
  })

  test('a Title is h<category_depth>, h1 when the depth is absent or 0', () => {
    const html = elementsToHtml([
      el('Title', 't0', 'Zero', { category_depth: 0 }),
      el('Title', 't2', 'Two', { category_depth: 2 }),
      el('Title', 'tn', 'None'),
    ])
    expect(html).toContain('<h1 class="Title" id="t0">')
    expect(html).toContain('<h2 class="Title" id="t2">')
    expect(html).toContain('<h1 class="Title" id="tn">')
  })

  test('children follow their parent in a div; runs of list items are gathered in an ol, nested lists inside their item', () => {
    const html = elementsToHtml([
      el('Title', 't', 'Fruit'),
      el('ListItem', 'a', 'Apple', { parent_id: 't' }),
      el('ListItem', 'g', 'Green', { parent_id: 'a' }),
      el('NarrativeText', 'n', 'After the list.', { parent_id: 't' }),
    ])
    const lines = body(html).split('\n')
    const shape = lines.filter((line) => line.trim().startsWith('<')).map((line) => line.replace(/ id="[^"]*"/, ''))
    expect(shape).toEqual([
      '  <div>',
      '   <h1 class="Title">',
      '   </h1>',
      '   <ol class="UncategorizedText">',
      '    <li class="ListItem">',
      '     <ol class="UncategorizedText">',
      '      <li class="ListItem">',
      '      </li>',
      '     </ol>',
      '    </li>',
      '   </ol>',
      '   <p class="NarrativeText">',
      '   </p>',
      '  </div>',
    ])
    const listIds = [...html.matchAll(/<ol class="UncategorizedText" id="([^"]+)"/g)].map((m) => m[1])
    expect(listIds[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-8[0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(elementsToHtml([el('Title', 't', 'Fruit'), el('ListItem', 'a', 'Apple', { parent_id: 't' })])).toContain(`id="${listIds[0]}"`)
  })

  test('an element whose parent is not among the elements is left out, as upstream leaves it out', () => {
    const html = elementsToHtml([el('NarrativeText', 'orphan', 'Lost', { parent_id: 'missing' }), el('NarrativeText', 'kept', 'Kept')])
    expect(html).not.toContain('Lost')
    expect(html).toContain('Kept')
  })

  test('a Table is its text_as_html with rows in a tbody, black 1px borders on table, rows and cells, entities decoded then escaped', () => {
    const html = elementsToHtml([
      el('Table', 'tb', 'a b', { text_as_html: '<table><tr><td>R&amp;D</td><td/><td>you&#x27;ll<br/>x</td></tr></table>' }),
    ])
    expect(body(html)).toBe(
      [
        '  <table class="Table" id="tb" style="border:1px solid black;border-collapse:collapse">',
        '   <tbody>',
        '    <tr style="border:1px solid black">',
        '     <td style="border:1px solid black">',
        '      R&amp;D',
        '     </td>',
        '     <td style="border:1px solid black">',
        '     </td>',
        '     <td style="border:1px solid black">',
        "      you'll",
        '      <br/>',
        '      x',
        '     </td>',
        '    </tr>',
        '   </tbody>',
        '  </table>',
        '',
      ].join('\n'),
    )
  })

  test('a Table without text_as_html puts its text in one cell; an empty one is an empty table', () => {
    const html = elementsToHtml([el('Table', 't1', 'raw text'), el('Table', 't2', '')])
    expect(html).toContain('<tbody>\n    <tr style="border:1px solid black">\n     <td style="border:1px solid black">\n      raw text\n')
    expect(html).toContain('  <table class="Table" id="t2" style="border:1px solid black;border-collapse:collapse">\n  </table>\n')
  })

  test('an Image is an img with alt text and its base64 as a data URL (image/png when no mime type), unless excluded', () => {
    const images = [
      el('Image', 'i1', 'A "chart"', { image_base64: 'AAAA' }),
      el('Image', 'i2', 'photo', { image_base64: 'BBBB', image_mime_type: 'image/jpeg' }),
    ]
    const html = elementsToHtml(images)
    expect(html).toContain(`  <img alt='A "chart"' class="Image" id="i1" src="data:image/png;base64,AAAA"/>\n`)
    expect(html).toContain('  <img alt="photo" class="Image" id="i2" src="data:image/jpeg;base64,BBBB"/>\n')
    expect(elementsToHtml(images, { excludeBinaryImageData: true })).not.toContain('base64')
  })

  test('text is escaped (&, <, >), stripped, and keeps its inner line breaks unindented', () => {
    const html = elementsToHtml([el('CodeSnippet', 'c', '  if a < b && c > d:\n    go()\n')])
    expect(body(html)).toBe('  <div class="CodeSnippet" id="c">\n   if a &lt; b &amp;&amp; c &gt; d:\n    go()\n  </div>\n')
  })

  test('a page break is an empty div; groupByPage wraps each page in a div numbered from 1 and drops elements without a page', () => {
    const elements = [
      el('NarrativeText', 'p3', 'third page', { page_number: 3 }),
      el('PageBreak', 'pb', '', { page_number: 3 }),
      el('NarrativeText', 'p5', 'fifth page', { page_number: 5 }),
      el('NarrativeText', 'np', 'no page'),
    ]
    expect(elementsToHtml(elements)).toContain('  <div class="PageBreak" id="pb">\n  </div>\n')
    const grouped = body(elementsToHtml(elements, { groupByPage: true }))
    expect(grouped.match(/<div data-page_number="\d+">/g)).toEqual(['<div data-page_number="1">', '<div data-page_number="2">'])
    expect(grouped).toContain('  <div data-page_number="1">\n   <p class="NarrativeText" id="p3">\n')
    expect(grouped).not.toContain('no page')
  })

  test('markup in text_as_html is cleaned as nh3 cleans it: scripts and handlers go, unlisted tags give way to their text', () => {
    const html = elementsToHtml([
      el('Table', 't', 'x', {
        text_as_html: '<table onclick="evil()"><tr><td colspan="2" width="9"><strong>Bold</strong><script>alert(1)</script></td></tr></table>',
      }),
    ])
    expect(body(html)).not.toMatch(/onclick|script|alert|strong|width/)
    expect(html).toContain('<td colspan="2" style="border:1px solid black">\n      Bold\n')
  })

  test('types are read as upstream rehydrates them: a Headline is a Title, a Figure an Image; an unknown type is left out', () => {
    const html = elementsToHtml([el('Headline' as never, 'h', 'Head'), el('Figure' as never, 'f', 'fig'), el('Mystery' as never, 'm', 'gone')])
    expect(html).toContain('<h1 class="Title" id="h">')
    expect(html).toContain('<img alt="fig" class="Image" id="f"/>')
    expect(html).not.toContain('gone')
  })
})
