/**
 * @module formats/slides/pptx
 * The PowerPoint partitioner (`.pptx`; upstream `partition_pptx`, core §7). Per slide (one page):
 * the notes first (one NarrativeText, when `includeSlideNotes`), then the shapes in reading order
 * (formats/slides/pptx-shapes). Title-shape paragraphs → Title with depth 0, 1, … (bulleted ones →
 * ListItem); other paragraphs → ListItem when bulleted (depth = level), EmailAddress, NarrativeText,
 * Title (depth = level + 1) or UncategorizedText by upstream's text heuristics; tables → Table with
 * `text_as_html`. Pictures, charts and connectors give nothing; shapes placed off the slide (negative
 * offsets) are skipped. A PageBreak separates slides when `includePageBreaks`.
 */
import { openZipArchive } from '../../containers/zip-archive.js'
import type { Element } from '../../elements/types.js'
import { readPptxSlides, type PptxSlide } from './pptx-package.js'
import { paragraphsOf, textFrameText } from './pptx-paragraph.js'
import { bodyParagraphElements, titleParagraphElements } from './slide-paragraph-elements.js'
import { orderedShapes, tableOf, type PptxShape } from './pptx-shapes.js'
import { tableElementOf } from './pptx-table.js'
import { elementsFromSlides } from './elements-from-slides.js'
import { pyStrip } from '../../elements/python-strings.js'
import { childElements, firstChild } from '../xml/xml-query.js'
import type { Partitioner } from '../types.js'

/** Partition a `.pptx` presentation into elements, `element_id: ''`. */
export const partitionPptx: Partitioner = async ({ bytes, options }) => {
  const slides = readPptxSlides(openZipArchive(bytes))
  return elementsFromSlides(slides, options, notesText, shapeElements)
}

/** A slide's tables and on-slide text shapes in reading order (formats/slides/pptx-shapes). */
function shapeElements(slide: PptxSlide, pageNumber: number): Element[] {
  const elements: Element[] = []
  for (const shape of orderedShapes(slide)) {
    if (shape.kind === 'table') {
      const table = tableElementOf(tableOf(shape.element)!, pageNumber)
      if (table !== undefined) elements.push(table)
    } else if (shape.kind === 'text' && !isOffSlide(shape)) {
      const paragraphs = paragraphsOf(firstChild(shape.element, 'p:txBody'))
      elements.push(...(shape.isTitle ? titleParagraphElements(paragraphs, pageNumber) : bodyParagraphElements(paragraphs, pageNumber)))
    }
  }
  return elements
}

// upstream `_is_invalid_shape`: only when both offsets are non-zero, and one is negative
function isOffSlide(shape: PptxShape): boolean {
  return Boolean(shape.top && shape.left) && (shape.top! < 0 || shape.left! < 0)
}

/** python-pptx `notes_slide.notes_text_frame.text`, stripped: the text of the notes slide's body placeholder. */
function notesText(slide: PptxSlide): string {
  const tree = firstChild(slide.notes, 'p:cSld', 'p:spTree')
  if (tree === undefined) return ''
  for (const shape of childElements(tree, 'p:sp')) {
    const ph = firstChild(shape, 'p:nvSpPr', 'p:nvPr', 'p:ph')
    if (ph?.attributes['type'] === 'body') return pyStrip(textFrameText(firstChild(shape, 'p:txBody')))
  }
  return ''
}
