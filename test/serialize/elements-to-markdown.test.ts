import { describe, expect, test } from 'vitest'
import type { Element, ElementMetadata } from '../../src/elements/types.js'
import { elementsToMarkdown } from '../../src/serialize/elements-to-markdown.js'

const el = (type: string, text: string, metadata: ElementMetadata = {}, id = `id-${text}`): Element =>
  ({ type, element_id: id, text, metadata }) as Element

describe('elementsToMarkdown', () => {
  test('one line per element joined by a newline, with no trailing newline and no escaping', () => {
    const md = elementsToMarkdown([
      el('NarrativeText', 'Fish & *chips* <cheap>'),
      el('ListItem', 'Dogs are the best'),
      el('Address', 'Doylestown, PA'),
    ])
    expect(md).toBe('Fish & *chips* <cheap>\nDogs are the best\nDoylestown, PA')
  })

  test('a Title is a level-one heading whatever its depth; a layout label that rehydrates to Title is one too', () => {
    const md = elementsToMarkdown([
      el('Title', 'Top', { category_depth: 0 }),
      el('Title', 'Deep', { category_depth: 3 }),
      el('Headline' as never, 'Label'),
    ])
    expect(md).toBe('# Top\n# Deep\n# Label')
  })

  test('a Table or TableChunk with text_as_html is that HTML as it is; without it, its text', () => {
    const html = '<table><tr><td>you&#x27;ll</td><td/></tr></table>'
    const md = elementsToMarkdown([
      el('Table', 'a b', { text_as_html: html }),
      el('TableChunk', 'c', { text_as_html: '<table/>' }),
      el('Table', 'plain text'),
    ])
    expect(md).toBe(`${html}\n<table/>\nplain text`)
  })

  test('an Image is a Markdown image of its base64 data (image/* when no mime type), else of its URL, else its text', () => {
    const md = elementsToMarkdown([
      el('Image', 'chart', { image_base64: 'AAAA', image_mime_type: 'image/jpeg' }),
      el('Image', 'logo', { image_base64: 'BBBB' }),
      el('Image', 'remote', { image_url: 'https://example.org/a.png' }),
      el('Image', 'caption only'),
    ])
    expect(md).toBe('![chart](data:image/jpeg;base64,AAAA)\n![logo](data:image/*;base64,BBBB)\n![remote](https://example.org/a.png)\ncaption only')
  })

  test('excludeBinaryImageData leaves base64 out: the URL when there is one, else the text', () => {
    const images = [el('Image', 'a', { image_base64: 'AAAA', image_url: 'u.png' }), el('Image', 'b', { image_base64: 'BBBB' })]
    expect(elementsToMarkdown(images, { excludeBinaryImageData: true })).toBe('![a](u.png)\nb')
  })

  test('a page break is its (empty) text, so it leaves an empty line', () => {
    expect(elementsToMarkdown([el('NarrativeText', 'one'), el('PageBreak', ''), el('NarrativeText', 'two')])).toBe('one\n\ntwo')
  })

  test('a Formula that reads like notation is a $$ block with Unicode operators as LaTeX; prose or text with $ stays plain', () => {
    const md = elementsToMarkdown([
      el('Formula', '  x ≤ y × 2  '),
      el('Formula', 'E = mc^2'),
      el('Formula', 'costs $5 = x^2'),
      el('Formula', 'Chapter 1'),
    ])
    expect(md).toBe('$$\nx \\leq{} y \\times{} 2\n$$\n$$\nE = mc^2\n$$\ncosts $5 = x^2\nChapter 1')
  })

  test('a type upstream does not know is left out, as its elements_from_json drops it', () => {
    expect(elementsToMarkdown([el('Mystery' as never, 'gone'), el('NarrativeText', 'kept')])).toBe('kept')
  })
})
