/**
 * @module formats/slides/ppt
 * The PowerPoint 97–2003 partitioner (`.ppt`). Upstream converts the file to PPTX with LibreOffice
 * and partitions that; docparts reads the binary format itself (formats/slides/ppt-document): per slide
 * (one page) the notes first when `includeSlideNotes`, then the text shapes in (top, left) order,
 * typed as for PPTX (title placeholders → Title, bullets → ListItem with depth, text heuristics for
 * the rest), with a PageBreak between slides when `includePageBreaks`. Tables, charts and pictures
 * give no elements of their own (a table's cells are text shapes and come out as text); a field
 * placeholder (`*`, the slide number or date) gives nothing.
 */
import { DocumentError } from '../../errors.js'
import type { Element } from '../../elements/types.js'
import { openCompoundFile, readRootStream, rootStreamEntry } from '../../containers/compound-file.js'
import { readPptSlides } from './ppt-document.js'
import { bodyParagraphElements, titleParagraphElements } from './pptx-paragraph-elements.js'
import type { Partitioner } from '../types.js'

/** Partition a `.ppt` presentation into elements, `element_id: ''`. */
export const partitionPpt: Partitioner = async ({ bytes, options }) => {
  const file = openCompoundFile(bytes, '.ppt')
  const stream = readRootStream(file, 'PowerPoint Document')
  if (stream === undefined) {
    throw new DocumentError('The file has no "PowerPoint Document" stream; it is not a PowerPoint 97–2003 presentation, or it is damaged.')
  }
  if (rootStreamEntry(file, 'EncryptedSummary') !== undefined) {
    throw new DocumentError('The PowerPoint presentation is encrypted; remove the password and try again.')
  }
  const slides = readPptSlides(stream, readRootStream(file, 'Current User'))
  const firstPage = options.startingPageNumber ?? 1
  const elements: Element[] = []
  slides.forEach((slide, index) => {
    options.signal?.throwIfAborted()
    const pageNumber = firstPage + index
    if (index > 0 && options.includePageBreaks) elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
    if (options.includeSlideNotes && slide.notes !== '') {
      elements.push({ type: 'NarrativeText', element_id: '', text: slide.notes, metadata: { page_number: pageNumber, category_depth: 0 } })
    }
    const shapes = [...slide.shapes].sort((a, b) => (a.top ?? 0) - (b.top ?? 0) || (a.left ?? 0) - (b.left ?? 0))
    for (const shape of shapes) {
      const paragraphs = shape.paragraphs.filter((paragraph) => paragraph.text.trim() !== '*')
      elements.push(...(shape.isTitle ? titleParagraphElements(paragraphs, pageNumber) : bodyParagraphElements(paragraphs, pageNumber)))
    }
  })
  return elements
}
