import { describe, expect, it } from 'vitest'
import { imageElementFromNode } from '../../../src/formats/html/html-image-block.js'
import type { HtmlElementNode } from '../../../src/formats/html/html-node.js'

function img(attrs: Record<string, string>): HtmlElementNode {
  return { tag: 'img', attrs, children: [], parent: undefined }
}

describe('imageElementFromNode', () => {
  it('uses the stripped alt as text and the source as image_url', () => {
    expect(imageElementFromNode(img({ src: ' /a.png ', alt: '  A chart ' }), undefined, false)).toEqual({
      type: 'Image',
      element_id: '',
      text: 'A chart',
      metadata: { image_url: '/a.png' },
    })
  })

  it('prefers data-src over src and falls back to src when data-src is blank', () => {
    expect(imageElementFromNode(img({ 'data-src': 'real.png', src: 'blank.gif' }), undefined, false)?.metadata.image_url).toBe('real.png')
    expect(imageElementFromNode(img({ 'data-src': ' ', src: 'blank.gif' }), undefined, false)?.metadata.image_url).toBe('blank.gif')
  })

  it('gives nothing without a source', () => {
    expect(imageElementFromNode(img({ alt: 'orphan' }), undefined, false)).toBeUndefined()
  })

  it('turns a base64 data URI into image_base64 and image_mime_type when the payload is kept, never into image_url', () => {
    const node = img({ src: 'data:image/jpeg;base64,/9j/4AAQ', alt: 'photo' })

    expect(imageElementFromNode(node, 2, true)?.metadata).toEqual({ image_base64: '/9j/4AAQ', image_mime_type: 'image/jpeg', page_number: 2 })
    expect(imageElementFromNode(node, 2, false)?.metadata).toEqual({ page_number: 2 })
  })

  it('keeps a data URI that is not base64 as an ordinary URL', () => {
    const node = img({ src: 'data:image/svg+xml,%3Csvg%3E' })

    expect(imageElementFromNode(node, undefined, true)?.metadata).toEqual({ image_url: 'data:image/svg+xml,%3Csvg%3E' })
  })
})
