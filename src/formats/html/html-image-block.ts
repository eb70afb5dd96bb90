/**
 * @module formats/html/html-image-block
 * An HTML `<img>` as an Image element. Port of upstream's `ImageBlock.iter_elements` and the
 * `_should_include_image_base64` filter of `partition/html/partition.py`: `text` is the stripped `alt`,
 * the source is `data-src` (preferred) or `src`; a `data:image/…;base64,` source gives
 * `image_base64` + `image_mime_type` instead of `image_url`, kept only when image payloads were
 * asked for. An `<img>` without a source gives nothing.
 */
import type { Element } from '../../elements/types.js'
import type { HtmlElementNode } from './html-node.js'
import { pyStrip } from '../../elements/python-strings.js'

/** Upstream `^data:(image/[^;]+);base64,(.*)`; Python's `.` stops at a line feed. */
const BASE64_IMAGE = /^data:(image\/[^;]+);base64,([^\n]*)/

/**
 * The Image element for `img`, or `undefined` when it has no source.
 * @param keepPayload keep `image_base64`/`image_mime_type` (when "Image" is in extractImageBlockTypes)
 */
export function imageElementFromNode(img: HtmlElementNode, pageNumber: number | undefined, keepPayload: boolean): Element | undefined {
  const source = pyStrip(img.attrs['data-src'] ?? '') || pyStrip(img.attrs['src'] ?? '')
  if (source === '') return undefined
  const alt = pyStrip(img.attrs['alt'] ?? '')

  const match = BASE64_IMAGE.exec(source)
  const mimeType = match?.[1]
  const base64 = match?.[2]

  const element: Element = { type: 'Image', element_id: '', text: alt, metadata: {} }
  // Upstream: image_url is None whenever a (non-empty) base64 payload was found, even when the payload
  // is dropped afterwards.
  if (!base64) element.metadata.image_url = source
  if (keepPayload) {
    if (base64) element.metadata.image_base64 = base64
    if (mimeType !== undefined) element.metadata.image_mime_type = mimeType
  }
  if (pageNumber !== undefined) element.metadata.page_number = pageNumber
  return element
}
