/**
 * @module formats/pptx
 * The PowerPoint partitioner (`.pptx`; upstream `partition_pptx`, core §7). Per slide (one page):
 * the notes first (one NarrativeText, when `includeSlideNotes`), then the shapes in reading order
 * (formats/pptx-shapes). Title-shape paragraphs → Title with depth 0, 1, … (bulleted ones →
 * ListItem); other paragraphs → ListItem when bulleted (depth = level), EmailAddress, NarrativeText,
 * Title (depth = level + 1) or UncategorizedText by upstream's text heuristics; tables → Table with
 * `text_as_html`. Pictures, charts and connectors give nothing; shapes placed off the slide (negative
 * offsets) are skipped. A PageBreak separates slides when `includePageBreaks`.
 */
import { openZipArchive } from '../detect/zip-archive.js'
import type { Element, ElementMetadata } from '../elements/types.js'
import { isEmailAddress, isPossibleNarrativeText, isPossibleTitle } from '../elements/text-predicates.js'
import { readPptxSlides, type PptxSlide } from './pptx-package.js'
import { paragraphsOf, textFrameText } from './pptx-paragraph.js'
import { orderedShapes, tableOf, type PptxShape } from './pptx-shapes.js'
import { tableElementOf } from './pptx-table.js'
import { pyStrip } from './python-whitespace.js'
import { childElements, firstChild } from './xml-query.js'
import type { Partitioner } from './types.js'

/** Partition a `.pptx` presentation into elements, `element_id: ''`. */
export const partitionPptx: Partitioner = async ({ bytes, options }) => {
  const slides = readPptxSlides(openZipArchive(bytes))
  const firstPage = options.startingPageNumber ?? 1
  const elements: Element[] = []
  slides.forEach((slide, index) => {
    options.signal?.throwIfAborted()
    const pageNumber = firstPage + index
    if (index > 0 && options.includePageBreaks) elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
    if (options.includeSlideNotes) {
      const notes = notesText(slide)
      if (notes !== '') elements.push(element('NarrativeText', notes, { page_number: pageNumber, category_depth: 0 }))
    }
    for (const shape of orderedShapes(slide)) {
      if (shape.kind === 'table') {
        const table = tableElementOf(tableOf(shape.element)!, pageNumber)
        if (table !== undefined) elements.push(table)
      } else if (shape.kind === 'text' && !isOffSlide(shape)) {
        elements.push(...(shape.isTitle ? titleShapeElements(shape, pageNumber) : shapeElements(shape, pageNumber)))
      }
    }
  })
  return elements
}

function element(type: Element['type'], text: string, metadata: ElementMetadata): Element {
  return { type, element_id: '', text, metadata }
}

// upstream `_is_invalid_shape`: only when both offsets are non-zero, and one is negative
function isOffSlide(shape: PptxShape): boolean {
  return Boolean(shape.top && shape.left) && (shape.top! < 0 || shape.left! < 0)
}

/** Title placeholder: every non-blank paragraph is a Title of increasing depth, unless bulleted or an e-mail address. */
function titleShapeElements(shape: PptxShape, pageNumber: number): Element[] {
  const elements: Element[] = []
  let depth = 0
  for (const paragraph of paragraphsOf(firstChild(shape.element, 'p:txBody'))) {
    const text = paragraph.text
    if (pyStrip(text) === '') continue
    if (paragraph.bulleted) elements.push(element('ListItem', text, { page_number: pageNumber, category_depth: paragraph.level }))
    else if (isEmailAddress(text)) elements.push(element('EmailAddress', text, { page_number: pageNumber }))
    else elements.push(element('Title', text, { page_number: pageNumber, category_depth: depth++ }))
  }
  return elements
}

function shapeElements(shape: PptxShape, pageNumber: number): Element[] {
  const elements: Element[] = []
  for (const paragraph of paragraphsOf(firstChild(shape.element, 'p:txBody'))) {
    const text = paragraph.text
    if (pyStrip(text) === '') continue
    const metadata = { page_number: pageNumber, category_depth: paragraph.level }
    if (paragraph.bulleted) elements.push(element('ListItem', text, metadata))
    else if (isEmailAddress(text)) elements.push(element('EmailAddress', text, { page_number: pageNumber }))
    else if (isPossibleNarrativeText(text)) elements.push(element('NarrativeText', text, metadata))
    else if (isPossibleTitle(text)) elements.push(element('Title', text, { ...metadata, category_depth: paragraph.level + 1 }))
    else elements.push(element('UncategorizedText', text, metadata))
  }
  return elements
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
