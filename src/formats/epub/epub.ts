/**
 * @module formats/epub/epub
 * The EPUB partitioner (`.epub`, filetype application/epub; core §7). Upstream converts the book
 * to one HTML document with pandoc and partitions that; docparts has no pandoc offline, so each
 * (X)HTML document of the spine (formats/epub/epub-spine) goes through the HTML partitioner in reading
 * order, which gives the same elements for the body text, headings, lists and tables.
 */
import { openZipArchive } from '../../containers/zip-archive.js'
import type { Element } from '../../elements/types.js'
import { epubSpine } from './epub-spine.js'
import { decodeHtmlBytes } from '../html/html-charset.js'
import { elementsFromHtmlText } from '../html/elements-from-html.js'
import type { Partitioner } from '../types.js'

/** Partition an `.epub` book into elements, `element_id: ''`. */
export const partitionEpub: Partitioner = async ({ bytes, options, warn }) => {
  const archive = openZipArchive(bytes)
  const elements: Element[] = []
  for (const path of epubSpine(archive)) {
    options.signal?.throwIfAborted()
    const chapter = archive.read(path)
    if (chapter === undefined) {
      warn({ code: 'unsupported-feature', message: `The EPUB spine names ${path}, which is missing from the archive; that chapter was skipped.` })
      continue
    }
    elements.push(...elementsFromHtmlText(decodeHtmlBytes(chapter, 'utf-8', warn), options))
  }
  return elements
}
