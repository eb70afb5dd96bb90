import { describe, expect, it } from 'vitest'
import type { PartitionWarning } from '../../../src/errors.js'
import type { Element } from '../../../src/elements/types.js'
import { type HtmlElementNode, isHtmlElement } from '../../../src/formats/html/html-node.js'
import { elementsFromHtmlText, parseHtmlTree } from '../../../src/formats/html/elements-from-html.js'
import { partitionHtml } from '../../../src/formats/html/partition-html.js'
import { validateOptions } from '../../../src/options/validate-options.js'
import { partitionResolved } from '../../../src/partition.js'

const options = validateOptions({})

function texts(html: string): string[] {
  return elementsFromHtmlText(html, options).map((element) => element.text)
}

async function partitionBytes(bytes: Uint8Array, encoding?: string): Promise<{ elements: Element[]; warnings: PartitionWarning[] }> {
  const warnings: PartitionWarning[] = []
  const elements = await partitionHtml({
    partitionAttachment: partitionResolved,
    bytes,
    fileType: 'html',
    options: validateOptions(encoding === undefined ? {} : { encoding }),
    warn: (warning) => warnings.push(warning),
  })
  return { elements, warnings }
}

/** The tree as nested `[tag, ...children]` arrays, for readable assertions. */
function shape(node: HtmlElementNode): unknown[] {
  return [node.tag, ...node.children.map((child) => (isHtmlElement(child) ? shape(child) : child))]
}

describe('parseHtmlTree', () => {
  it('leaves out script, style, noscript, del, link and meta with their content, keeping the text after them', () => {
    const tree = parseHtmlTree(
      '<p>a<script>var x = "<p>no</p>"</script>b<style>p { color: red }</style>c<noscript><p>enable js</p></noscript>d' +
        '<del>deleted</del>e<link rel="icon" href="x">f<meta name="x">g</p>',
    )

    expect(shape(tree)).toEqual(['#document', ['p', 'abcdefg']])
  })

  it('drops comments and the doctype, decodes entities and lower-cases tags and attribute names', () => {
    const tree = parseHtmlTree('<!DOCTYPE html><!-- a comment --><P CLASS="X">Fish &amp; chips &eacute;&#233;&nbsp;!</P>')
    const paragraph = tree.children[0] as HtmlElementNode

    expect(shape(tree)).toEqual(['#document', ['p', 'Fish & chips éé\u00a0!']])
    expect(paragraph.attrs).toEqual({ class: 'X' })
  })

  it('turns CR LF and lone CR into LF', () => {
    expect(shape(parseHtmlTree('<pre>one\r\ntwo\rthree</pre>'))).toEqual(['#document', ['pre', 'one\ntwo\nthree']])
  })

  it('puts content that follows </body> or </html> into the body, as browsers do', () => {
    const tree = parseHtmlTree('<html><body><p>inside</p></body><p>after body</p></html><p>after html</p>')

    expect(shape(tree)).toEqual(['#document', ['html', ['body', ['p', 'inside'], ['p', 'after body'], ['p', 'after html']]]])
  })

  it('moves body content out of an unclosed <head>, keeping head-only elements there', () => {
    const tree = parseHtmlTree('<html><head><title>T</title>\n<h1>Heading</h1>loose text')

    expect(shape(tree)).toEqual(['#document', ['html', ['head', ['title', 'T'], '\n'], ['h1', 'Heading'], 'loose text']])
  })

  it('links every element to its parent', () => {
    const tree = parseHtmlTree('<div><span>x</span></div>')
    const div = tree.children[0] as HtmlElementNode
    const span = div.children[0] as HtmlElementNode

    expect(div.parent).toBe(tree)
    expect(span.parent).toBe(div)
  })

  it('flattens nesting deeper than 512 elements instead of growing without bound', () => {
    const tree = parseHtmlTree('<div>'.repeat(5000) + 'deep text' + '</div>'.repeat(5000))
    let depth = 0
    let textLevel = -1
    const stack: [HtmlElementNode, number][] = [[tree, 0]]
    while (stack.length > 0) {
      const [node, level] = stack.pop()!
      depth = Math.max(depth, level)
      if (node.children.includes('deep text')) textLevel = level
      for (const child of node.children) if (isHtmlElement(child)) stack.push([child, level + 1])
    }

    // elements past the limit become (empty) children of the 512th; their text stays in it
    expect(depth).toBe(513)
    expect(textLevel).toBe(512)
  })

  it('warns once when it flattens nesting deeper than 512 elements', () => {
    const warnings: PartitionWarning[] = []

    parseHtmlTree('<div>'.repeat(600) + 'deep text' + '</div>'.repeat(600), (warning) => warnings.push(warning))
    parseHtmlTree('<div>'.repeat(500) + 'shallow text' + '</div>'.repeat(500), (warning) => warnings.push(warning))

    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.message).toContain('more than 512 deep')
  })
})

describe('elementsFromHtmlText', () => {
  it('starts at <main> when the document has one', () => {
    const html =
      '<body><header><p>Site header text</p></header><p>Lots of preamble</p><main><h2>A Wonderful Section!</h2><p>Look at it.</p></main></body>'

    expect(texts(html)).toEqual(['A Wonderful Section!', 'Look at it.'])
  })

  it('starts at <body> otherwise, leaving out the head and its title', () => {
    const html = '<html><head><title>Page title</title></head><body><h1>Heading</h1><p>Body text</p></body></html>'

    expect(texts(html)).toEqual(['Heading', 'Body text'])
  })

  it('walks the whole document when there is no <body>, still leaving out the head', () => {
    expect(texts('<html><head><title>Page title</title></head><h1>Heading</h1><p>Text</p></html>')).toEqual(['Heading', 'Text'])
    expect(texts('<h1>Fragment heading</h1>Loose text')).toEqual(['Fragment heading', 'Loose text'])
    expect(texts('<html><head><title>Page title</title><h1>Heading in an unclosed head</h1>')).toEqual(['Heading in an unclosed head'])
  })

  it('partitions header and footer content like any other content', () => {
    const html = '<body><header><p>Header text</p></header><h1>My First Heading</h1><footer><p>Footer text</p></footer></body>'

    expect(texts(html)).toEqual(['Header text', 'My First Heading', 'Footer text'])
  })

  it('gives no elements for blank input', () => {
    expect(elementsFromHtmlText('', options)).toEqual([])
    expect(elementsFromHtmlText(' \n\t ', options)).toEqual([])
  })

  it('still partitions malformed HTML: unclosed tags, stray end tags, unquoted attributes', () => {
    const html = '<div><p>First paragraph<p>Second <b>bold paragraph</div></span><ul><li>one<li>two</ul><h1 class=x>Unclosed heading'

    expect(texts(html)).toEqual(['First paragraph', 'Second bold paragraph', 'one', 'two', 'Unclosed heading'])
  })

  it('keeps data: image payloads only when extractImageBlockTypes includes "Image"', () => {
    const html = '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" alt="pixel">'

    expect(elementsFromHtmlText(html, validateOptions({}))[0]?.metadata).toEqual({})
    expect(elementsFromHtmlText(html, validateOptions({ extractImageBlockTypes: ['Table'] }))[0]?.metadata).toEqual({})
    expect(elementsFromHtmlText(html, validateOptions({ extractImageBlockTypes: ['Image'] }))[0]?.metadata).toEqual({
      image_base64: 'R0lGODlhAQABAAAAACw=',
      image_mime_type: 'image/gif',
    })
  })

  it('emits no PageBreak elements, even with includePageBreaks (upstream HTML has none)', () => {
    const html = '<div data-page-number="1"><p>Page one text</p></div><div data-page-number="2"><p>Page two text</p></div>'
    const elements = elementsFromHtmlText(html, validateOptions({ includePageBreaks: true }))

    expect(elements.map((e) => [e.type, e.metadata.page_number])).toEqual([
      ['UncategorizedText', 1],
      ['UncategorizedText', 2],
    ])
  })

  it('handles 20,000 flat paragraphs, each becoming one element in order', () => {
    const count = 20_000
    const html = '<body>' + Array.from({ length: count }, (_, i) => `<p>Paragraph number ${i}</p>`).join('\n') + '</body>'

    const elements = elementsFromHtmlText(html, options)

    expect(elements).toHaveLength(count)
    expect(elements[0]?.text).toBe('Paragraph number 0')
    expect(elements[count - 1]?.text).toBe(`Paragraph number ${count - 1}`)
  })

  it('does not overflow the stack on thousands of unclosed inline tags', () => {
    const html = '<p>' + '<b>word '.repeat(20_000) + '</p>'

    const [element] = elementsFromHtmlText(html, options)

    expect(element?.text.split(' ')).toHaveLength(20_000)
  })
})

describe('partitionHtml', () => {
  it('keeps the text of 200,000 nested divs, with a warning', async () => {
    const html = `<html><body>${'<div>'.repeat(200_000)}deep div text${'</div>'.repeat(200_000)}<p>After the divs.</p></body></html>`

    const { elements, warnings } = await partitionBytes(new TextEncoder().encode(html))

    expect(elements.map((e) => e.text)).toEqual(['deep div text', 'After the divs.'])
    expect(warnings.map((w) => w.code)).toEqual(['unsupported-feature'])
  }, 60_000)

  it('keeps the text of an element with 150,000 children, emphasized and linked', async () => {
    const html = `<ul><li><div>${'<b>x</b> '.repeat(150_000)}</div></li></ul><p><a href="u">${'<i>y</i> '.repeat(150_000)}</a></p>`

    const { elements } = await partitionBytes(new TextEncoder().encode(html))

    expect(elements.map((e) => e.text.length)).toEqual([299_999, 299_999])
    expect(elements[1]?.metadata.emphasized_text_contents).toHaveLength(150_000)
  }, 60_000)

  it('keeps the text of 200,000 unclosed nested divs and a stray close tag after each', async () => {
    const html = `${'<div></span>'.repeat(200_000)}deep div text`

    const { elements } = await partitionBytes(new TextEncoder().encode(html))

    expect(elements.map((e) => e.text)).toEqual(['deep div text'])
  }, 60_000)

  it('decodes UTF-8 bytes', async () => {
    const { elements } = await partitionBytes(new TextEncoder().encode('<h1>Grüße, 世界</h1>'))

    expect(elements.map((e) => e.text)).toEqual(['Grüße, 世界'])
  })

  it('uses the charset a <meta> declares when the bytes are not UTF-8, without a guess warning', async () => {
    // "Café €5" in windows-1252: é = 0xE9, € = 0x80
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode('<html><head><meta charset="windows-1252"></head><body><p>Caf'),
      0xe9,
      0x20,
      0x80,
      ...new TextEncoder().encode('5 today</p></body></html>'),
    ])

    const { elements, warnings } = await partitionBytes(bytes)

    expect(elements.map((e) => e.text)).toEqual(['Café €5 today'])
    expect(warnings).toEqual([])
  })

  it('obeys an explicit encoding', async () => {
    const bytes = Uint8Array.from([...new TextEncoder().encode('<p>na'), 0xef, ...new TextEncoder().encode('ve text</p>')])

    const { elements } = await partitionBytes(bytes, 'latin-1')

    expect(elements.map((e) => e.text)).toEqual(['naïve text'])
  })

  it('rejects when the abort signal has fired', async () => {
    const controller = new AbortController()
    controller.abort(new Error('stop'))
    const run = partitionHtml({
      partitionAttachment: partitionResolved,
      bytes: new TextEncoder().encode('<p>text</p>'),
      fileType: 'html',
      options: { ...options, signal: controller.signal },
      warn: () => {},
    })

    await expect(run).rejects.toThrow('stop')
  })
})
