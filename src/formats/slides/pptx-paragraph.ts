/**
 * @module formats/slides/pptx-paragraph
 * DrawingML paragraphs (`a:p`) as python-pptx reads them: the text of runs, fields and line breaks
 * (a break is a vertical tab, `\v`), the outline level (`a:pPr@lvl`, default 0) and whether the
 * paragraph sets its own bullet character (`a:pPr/a:buChar`; a bullet inherited from the layout
 * does not count, as upstream checks only the paragraph).
 */
import { attribute, childElements, firstChild, textContent } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'

/** One paragraph of a text frame. */
export interface PptxParagraph {
  text: string
  /** Outline level 0–8. */
  level: number
  bulleted: boolean
}

/** The paragraphs of a text body (`p:txBody` or `a:txBody`), in order. */
export function paragraphsOf(textBody: XmlElement | undefined): PptxParagraph[] {
  if (textBody === undefined) return []
  return childElements(textBody, 'a:p').map((p) => {
    const properties = firstChild(p, 'a:pPr')
    const level = Number.parseInt(attribute(properties, 'lvl') ?? '0', 10)
    return { text: paragraphText(p), level: Number.isNaN(level) ? 0 : level, bulleted: firstChild(properties, 'a:buChar') !== undefined }
  })
}

/** python-pptx `_Paragraph.text`: runs and fields give their `a:t`, a break gives `\v`. */
export function paragraphText(p: XmlElement): string {
  let text = ''
  for (const child of childElements(p)) {
    if (child.name === 'a:r' || child.name === 'a:fld') {
      const t = firstChild(child, 'a:t')
      if (t !== undefined) text += textContent(t)
    } else if (child.name === 'a:br') {
      text += '\v'
    }
  }
  return text
}

/** python-pptx `TextFrame.text`: the paragraphs' texts joined with newlines. */
export function textFrameText(textBody: XmlElement | undefined): string {
  return paragraphsOf(textBody)
    .map((paragraph) => paragraph.text)
    .join('\n')
}
