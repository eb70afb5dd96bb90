import { describe, expect, it } from 'vitest'
import type { Element } from '../../../src/elements/types.js'
import { elementsFromHtmlTree } from '../../../src/formats/html/html-block-items.js'
import { parseHtmlTree } from '../../../src/formats/html/elements-from-html.js'

function partition(html: string, keepImagePayload = false): Element[] {
  return elementsFromHtmlTree(parseHtmlTree(html), { keepImagePayload })
}

/** The element texts, for rules about where paragraphs start and end rather than their type. */
function texts(html: string): string[] {
  return partition(html).map((element) => element.text)
}

/** `[type, text]` pairs, for rules about the type. */
function typesAndTexts(html: string): [string, string][] {
  return partition(html).map((element) => [element.type, element.text])
}

describe('elementsFromHtmlTree: block items', () => {
  it('makes h1–h6 Titles with category_depth 0–5', () => {
    const elements = partition('<h1>One</h1><h2>Two</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6>')

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([
      ['Title', 'One', 0],
      ['Title', 'Two', 1],
      ['Title', 'Three', 2],
      ['Title', 'Four', 3],
      ['Title', 'Five', 4],
      ['Title', 'Six', 5],
    ])
  })

  it('keeps a heading a Title even when its text reads like narrative or an e-mail address', () => {
    expect(typesAndTexts('<h1>This heading is long, flows, and has meaning as a sentence.</h1><h3>a@b.com</h3>')).toEqual([
      ['Title', 'This heading is long, flows, and has meaning as a sentence.'],
      ['Title', 'a@b.com'],
    ])
  })

  it('makes each li a ListItem as deep as its ol/ul/dl ancestors', () => {
    const elements = partition('<ul><li>Top one</li><li>Top two<ol><li>Nested</li><li>Nested again<ul><li>Third level</li></ul></li></ol></li></ul>')

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([
      ['ListItem', 'Top one', 1],
      ['ListItem', 'Top two', 1],
      ['ListItem', 'Nested', 2],
      ['ListItem', 'Nested again', 2],
      ['ListItem', 'Third level', 3],
    ])
  })

  it('counts a ul nested directly in a ul (invalid but common) as a deeper level', () => {
    const elements = partition('<ul><li>Root</li><ul><li>Sub</li></ul><li>Back at the root</li></ul>')

    expect(elements.map((e) => e.metadata.category_depth)).toEqual([1, 2, 1])
  })

  it('gives an li outside any list category_depth 0', () => {
    expect(partition('<li>Loose item</li>')[0]?.metadata.category_depth).toBe(0)
  })

  it('makes one ListItem of an li that only wraps a paragraph, as Markdown loose lists produce', () => {
    const elements = partition('<ul>\n<li>\n<p>Wrapped <b>item</b></p>\n</li>\n</ul>')

    expect(elements).toEqual([
      {
        type: 'ListItem',
        element_id: '',
        text: 'Wrapped item',
        metadata: { emphasized_text_contents: ['item'], emphasized_text_tags: ['b'], category_depth: 1 },
      },
    ])
  })

  it('does not adopt a paragraph that shares the li with other text', () => {
    expect(typesAndTexts('<ul><li><p>This paragraph is a sentence with a verb.</p>and more text here</li></ul>')).toEqual([
      ['NarrativeText', 'This paragraph is a sentence with a verb.'],
      ['UncategorizedText', 'and more text here'],
    ])
  })

  it('makes pre a CodeSnippet, keeping whitespace but one leading and one trailing line feed', () => {
    const elements = partition('<pre>\n  def f(x):\n      return  x\n\n</pre>')

    expect(elements).toEqual([{ type: 'CodeSnippet', element_id: '', text: '  def f(x):\n      return  x\n', metadata: {} }])
  })

  it('keeps a line feed for <br> inside pre, and emphasis and links of its phrasing', () => {
    const [element] = partition('<pre>You\'re <b>turning</b><br>into a <a href="http://eie.io">penguin</a>.</pre>')

    expect(element?.text).toBe("You're turning\ninto a penguin.")
    expect(element?.metadata).toEqual({
      emphasized_text_contents: ['turning'],
      emphasized_text_tags: ['b'],
      link_texts: ['penguin'],
      link_urls: ['http://eie.io'],
    })
  })

  it('emits no element for an empty or whitespace-only block', () => {
    expect(partition('<p></p><div>  \n </div><h1> </h1><li>\t</li>')).toEqual([])
  })
})

describe('elementsFromHtmlTree: text typed from its content', () => {
  it('types plain paragraphs from their text, never as Title', () => {
    expect(
      typesAndTexts(
        '<p>The quick brown fox jumped over the lazy dog.</p><p>NO PARTICULAR TYPE.</p><p>Short Title Like Text</p>' +
          '<div>john.doe@example.com</div><div>Doylestown, PA 18901</div>',
      ),
    ).toEqual([
      ['NarrativeText', 'The quick brown fox jumped over the lazy dog.'],
      ['UncategorizedText', 'NO PARTICULAR TYPE.'],
      ['UncategorizedText', 'Short Title Like Text'],
      ['EmailAddress', 'john.doe@example.com'],
      ['Address', 'Doylestown, PA 18901'],
    ])
  })

  it('makes bulleted text a ListItem with the bullet removed and category_depth 0', () => {
    const elements = partition('<p>● An excellent point!</p><p><span>&#8226; Happy Groundhog day!</span></p>')

    expect(elements.map((e) => [e.type, e.text, e.metadata.category_depth])).toEqual([
      ['ListItem', 'An excellent point!', 0],
      ['ListItem', 'Happy Groundhog day!', 0],
    ])
  })

  it('skips text shorter than two characters and a lone bullet', () => {
    expect(partition('<p>$</p><p>●</p><div> * </div>')).toEqual([])
  })

  it('normalizes whitespace without adding any where the source has none', () => {
    expect(typesAndTexts('<p>\n   Hello   again \t peet mag<i>ic</i>al\n</p>')).toEqual([['UncategorizedText', 'Hello again peet magical']])
  })

  it('turns <br> into a space so words on both sides stay apart', () => {
    expect(partition('<p>First line of text<br/>second line of text</p>')[0]?.text).toBe('First line of text second line of text')
  })

  it('splits a container at each child block: its text, the block, then the text after the block', () => {
    expect(texts('<div>\n  Head text here\n  <div><span>Nested text</span></div>\n  Tail text here\n</div>')).toEqual([
      'Head text here',
      'Nested text',
      'Tail text here',
    ])
  })

  it('types the text after a child block from its content even inside a heading', () => {
    expect(typesAndTexts('<h2>Heading text<p>A paragraph inside.</p>The tail of the paragraph is a sentence.</h2>')).toEqual([
      ['Title', 'Heading text'],
      ['UncategorizedText', 'A paragraph inside.'],
      ['NarrativeText', 'The tail of the paragraph is a sentence.'],
    ])
  })

  it('makes each block nested in phrasing its own element, in document order', () => {
    expect(texts('<div><span>Before the block <p>Inside the block</p> after the block</span></div>')).toEqual([
      'Before the block',
      'Inside the block',
      'after the block',
    ])
  })

  it('joins text that continues across phrasing elements into one paragraph', () => {
    expect(texts('<p>Here is a <span>list</span> of <b>my <i>favorite</i> things</b> today</p>')).toEqual([
      'Here is a list of my favorite things today',
    ])
  })
})

describe('elementsFromHtmlTree: removed content', () => {
  it.each(['nav', 'figure', 'form', 'details', 'template', 'dl'])('drops the whole content of <%s> but keeps the text after it', (tag) => {
    expect(texts(`<div><${tag}><p>Dropped content here</p></${tag}>Kept tail text</div>`)).toEqual(['Kept tail text'])
  })

  it('drops dd and dt content, and hr', () => {
    expect(partition('<dd>Definition text</dd><dt>Term text</dt><hr>')).toEqual([])
  })

  it('drops the content of button and label but keeps their tails in the same paragraph', () => {
    expect(texts('<p>Press <button>Submit now</button> to continue, <label>Name:</label> then wait.</p>')).toEqual(['Press to continue, then wait.'])
  })

  it('skips the content of unknown tags (like <font>) but keeps their tails, as upstream', () => {
    expect(texts('<p>Before <font>unknown tag text</font> after</p>')).toEqual(['Before after'])
  })

  it('breaks the paragraph at a removed block', () => {
    expect(texts('<div>Text before rule<hr>Text after rule</div>')).toEqual(['Text before rule', 'Text after rule'])
  })
})

describe('elementsFromHtmlTree: emphasis', () => {
  it('records b/strong as "b" and i/em as "i", with the normalized emphasized text', () => {
    const [element] = partition('<p>A <strong>strong  word</strong>, a <b>bold</b> one, an <em>emphasized</em> and an <i>italic</i> one.</p>')

    expect(element?.metadata).toEqual({
      emphasized_text_contents: ['strong word', 'bold', 'emphasized', 'italic'],
      emphasized_text_tags: ['b', 'b', 'i', 'i'],
    })
  })

  it('sorts nested emphasis tags ("bi") and gives text after a nested element the enclosing emphasis', () => {
    const [element] = partition('<div>Text of div <b>with <i>hierarchical</i>\nphrasing</b> content</div>')

    expect(element?.text).toBe('Text of div with hierarchical phrasing content')
    expect(element?.metadata.emphasized_text_contents).toEqual(['with', 'hierarchical', 'phrasing'])
    expect(element?.metadata.emphasized_text_tags).toEqual(['b', 'bi', 'b'])
  })

  it('gives "bi" for italic inside bold and for bold inside italic alike', () => {
    const tags = partition('<p><i><b>one</b></i> and <b><em>two</em></b></p>')[0]?.metadata.emphasized_text_tags

    expect(tags).toEqual(['bi', 'bi'])
  })

  it('records no emphasis for whitespace-only emphasized text, and none for a span', () => {
    const [element] = partition('<p>Plain <b> \n </b><span>span text</span> words</p>')

    expect(element?.metadata).toEqual({})
  })
})

describe('elementsFromHtmlTree: links', () => {
  it('records link_texts and link_urls of <a href>', () => {
    const [first, second] = partition(
      '<p>Hello there I am a <a href="/link">very important link!</a></p><p><a href="/wiki/parrots">Parrots</a> and <a href="/wiki/dogs">Dogs</a></p>',
    )

    expect(first?.metadata).toEqual({ link_texts: ['very important link!'], link_urls: ['/link'] })
    expect(second?.metadata).toEqual({ link_texts: ['Parrots', 'Dogs'], link_urls: ['/wiki/parrots', '/wiki/dogs'] })
  })

  it('normalizes the link text and keeps the emphasis inside the link', () => {
    const [element] = partition('<p>See <a href="https://x.org">the  <b>bold</b>\nsite</a> now.</p>')

    expect(element?.metadata).toEqual({
      link_texts: ['the bold site'],
      link_urls: ['https://x.org'],
      emphasized_text_contents: ['bold'],
      emphasized_text_tags: ['b'],
    })
  })

  it('records no link for an anchor without href, with an empty href, or with only whitespace', () => {
    const elements = partition('<p>Name <a name="x">anchor</a> text</p><p>Empty <a href="">href</a> text</p><p>Blank <a href="/x"> </a> text</p>')

    expect(elements.map((e) => e.metadata)).toEqual([{}, {}, {}])
  })

  it('puts the link on an element nested in the anchor, such as an image with alt text', () => {
    const elements = partition('<p>Logo: <a href="/home"><img src="logo.png" alt="Company logo"></a></p>')

    expect(elements).toEqual([
      { type: 'UncategorizedText', element_id: '', text: 'Logo:', metadata: {} },
      {
        type: 'Image',
        element_id: '',
        text: 'Company logo',
        metadata: { image_url: 'logo.png', link_texts: ['Company logo'], link_urls: ['/home'] },
      },
    ])
  })

  it('links only the first phrase when an anchor wraps a block', () => {
    const [before, inside] = partition('<div><a href="/a">Linked words<p>Paragraph in link</p></a></div>')

    expect(before?.metadata).toEqual({ link_texts: ['Linked words'], link_urls: ['/a'] })
    expect(inside?.metadata).toEqual({})
  })

  it('does not set link_start_indexes (upstream v1 HTML does not)', () => {
    expect(partition('<p>Hello <a href="/link">link!</a></p>')[0]?.metadata.link_start_indexes).toBeUndefined()
  })
})

describe('elementsFromHtmlTree: images', () => {
  it('makes an Image with the alt text and the source URL, preferring data-src', () => {
    const elements = partition('<img src="a.png" alt=" A picture "><img data-src="lazy.png" src="placeholder.gif" alt="">')

    expect(elements).toEqual([
      { type: 'Image', element_id: '', text: 'A picture', metadata: { image_url: 'a.png' } },
      { type: 'Image', element_id: '', text: '', metadata: { image_url: 'lazy.png' } },
    ])
  })

  it('makes no element for an image without a source', () => {
    expect(partition('<img alt="no source"><img src="  ">')).toEqual([])
  })

  it('splits the paragraph around an inline image', () => {
    expect(typesAndTexts('<p>Text before image <img src="x.png" alt="pic"> text after image</p>')).toEqual([
      ['UncategorizedText', 'Text before image'],
      ['Image', 'pic'],
      ['UncategorizedText', 'text after image'],
    ])
  })

  it('keeps a data: URI image payload only when asked to', () => {
    const html = '<img src="data:image/png;base64,iVBORw0KGgo=" alt="dot">'

    expect(partition(html, false)[0]?.metadata).toEqual({})
    expect(partition(html, true)[0]?.metadata).toEqual({ image_base64: 'iVBORw0KGgo=', image_mime_type: 'image/png' })
  })
})

describe('elementsFromHtmlTree: tables', () => {
  it('makes a Table with cell texts joined by spaces and the compact HTML', () => {
    const elements = partition(
      "<table>\n<thead><tr><th>Header 1</th><th>Header 2</th></tr></thead>\n<tbody><tr><td>4'-6\" x 1'</td><td></td></tr></tbody></table>",
    )

    expect(elements).toEqual([
      {
        type: 'Table',
        element_id: '',
        text: "Header 1 Header 2 4'-6\" x 1'",
        metadata: {
          text_as_html: '<table><tr><td>Header 1</td><td>Header 2</td></tr><tr><td>4&#x27;-6&quot; x 1&#x27;</td><td/></tr></table>',
        },
      },
    ])
  })

  it('flattens a nested table into the text of the cell that holds it', () => {
    const [table] = partition(
      '<table><tr><td><table><tr><td>foo</td><td>bar</td></tr><tr><td>baz</td><td>bng</td></tr></table></td>' +
        '<td><table><tr><td>fizz</td><td>bang</td></tr></table></td></tr></table>',
    )

    expect(table?.text).toBe('foo bar baz bng fizz bang')
    expect(table?.metadata.text_as_html).toBe('<table><tr><td>foo bar baz bng</td><td>fizz bang</td></tr></table>')
  })

  it('emits nothing for a table without text', () => {
    expect(partition('<table><tr><td> </td><td></td></tr></table><table></table>')).toEqual([])
  })
})

describe('elementsFromHtmlTree: page numbers', () => {
  it('takes page_number from the nearest data-page-number on the block or its block ancestors', () => {
    const elements = partition(
      '<div data-page-number="3"><p>On page three</p><section data-page-number="4"><h1>On page four</h1><table><tr><td>cell</td></tr></table></section></div>',
    )

    expect(elements.map((e) => [e.text, e.metadata.page_number])).toEqual([
      ['On page three', 3],
      ['On page four', 4],
      ['cell', 4],
    ])
  })

  it('ignores values that are not integers', () => {
    expect(partition('<div data-page-number="two"><p>Some text</p></div>')[0]?.metadata.page_number).toBeUndefined()
  })
})
