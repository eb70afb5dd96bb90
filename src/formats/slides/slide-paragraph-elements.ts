/**
 * @module formats/slides/slide-paragraph-elements
 * Upstream's element typing of presentation paragraphs (`_PptxPartitioner._iter_title_shape_element`
 * and `_iter_shape_elements`), shared by the PPTX and legacy PPT readers. Blank paragraphs are
 * skipped; the text is kept as written (not stripped).
 */
import { isEmailAddress, isPossibleNarrativeText, isPossibleTitle } from '../../elements/text-predicates.js'
import type { Element, ElementMetadata } from '../../elements/types.js'
import type { PptxParagraph } from './pptx-paragraph.js'
import { pyStrip } from '../../elements/python-strings.js'
import { asElement } from '../../elements/element-draft.js'

function element(type: Element['type'], text: string, metadata: ElementMetadata): Element {
  return asElement({ type, element_id: '', text, metadata })
}

/** Title shape: every paragraph a Title of increasing depth, unless bulleted (ListItem) or an e-mail address. */
export function titleParagraphElements(paragraphs: readonly PptxParagraph[], pageNumber: number): Element[] {
  const elements: Element[] = []
  let depth = 0
  for (const { text, bulleted, level } of paragraphs) {
    if (pyStrip(text) === '') continue
    if (bulleted) elements.push(element('ListItem', text, { page_number: pageNumber, category_depth: level }))
    else if (isEmailAddress(text)) elements.push(element('EmailAddress', text, { page_number: pageNumber }))
    else elements.push(element('Title', text, { page_number: pageNumber, category_depth: depth++ }))
  }
  return elements
}

/**
 * Other shapes: bulleted → ListItem (depth = level), e-mail address → EmailAddress, prose →
 * NarrativeText, heading-like → Title (depth = level + 1), else UncategorizedText. Upstream gives
 * EmailAddress no metadata at all; docparts keeps its page number.
 */
export function bodyParagraphElements(paragraphs: readonly PptxParagraph[], pageNumber: number): Element[] {
  const elements: Element[] = []
  for (const { text, bulleted, level } of paragraphs) {
    if (pyStrip(text) === '') continue
    const metadata = { page_number: pageNumber, category_depth: level }
    if (bulleted) elements.push(element('ListItem', text, metadata))
    else if (isEmailAddress(text)) elements.push(element('EmailAddress', text, { page_number: pageNumber }))
    else if (isPossibleNarrativeText(text)) elements.push(element('NarrativeText', text, metadata))
    else if (isPossibleTitle(text)) elements.push(element('Title', text, { ...metadata, category_depth: level + 1 }))
    else elements.push(element('UncategorizedText', text, metadata))
  }
  return elements
}
