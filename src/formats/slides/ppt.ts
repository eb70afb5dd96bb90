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
import { readPptSlides, type PptSlide } from './ppt-document.js'
import { elementsFromSlides } from './elements-from-slides.js'
import { bodyParagraphElements, titleParagraphElements } from './slide-paragraph-elements.js'
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
  return elementsFromSlides(slides, options, (slide) => slide.notes, shapeElements)
}

/** A slide's shapes top to bottom, then left to right, each as title or body paragraphs ("*" paragraphs dropped). */
function shapeElements(slide: PptSlide, pageNumber: number): Element[] {
  const shapes = [...slide.shapes].sort((a, b) => (a.top ?? 0) - (b.top ?? 0) || (a.left ?? 0) - (b.left ?? 0))
  return shapes.flatMap((shape) => {
    const paragraphs = shape.paragraphs.filter((paragraph) => paragraph.text.trim() !== '*')
    return shape.isTitle ? titleParagraphElements(paragraphs, pageNumber) : bodyParagraphElements(paragraphs, pageNumber)
  })
}
