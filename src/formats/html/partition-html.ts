/**
 * @module formats/html/partition-html
 * The HTML partitioner (text/html): the bytes decoded as HTML says (formats/html/html-charset), then
 * read by the HTML back end (formats/html/elements-from-html), `element_id: ''`.
 */
import { decodeHtmlBytes } from './html-charset.js'
import { elementsFromHtmlText } from './elements-from-html.js'
import type { Partitioner } from '../types.js'

/** Partition an HTML document (text/html) into elements, `element_id: ''`. */
export const partitionHtml: Partitioner = async ({ bytes, options, warn }) => {
  options.signal?.throwIfAborted()
  return elementsFromHtmlText(decodeHtmlBytes(bytes, options.encoding, warn), options, warn)
}
