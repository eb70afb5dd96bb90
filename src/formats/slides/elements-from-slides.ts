/**
 * @module formats/slides/elements-from-slides
 * What a presentation becomes, whatever its file format (PPT, PPTX): slide after slide, a `PageBreak`
 * between slides when asked, the slide's notes first when asked (a `NarrativeText`), then the elements
 * of its shapes; slide n has page number `startingPageNumber + n` (from 1).
 */
import type { Element } from '../../elements/types.js'
import type { ResolvedOptions } from '../../options/types.js'

export type SlideOptions = Pick<ResolvedOptions, 'startingPageNumber' | 'includePageBreaks' | 'includeSlideNotes' | 'signal'>

/**
 * The elements of `slides`. `notesOf` is asked only when notes are wanted ('' for none);
 * `shapeElementsOf` gives a slide's shapes' elements in reading order.
 */
export function elementsFromSlides<Slide>(
  slides: readonly Slide[],
  options: SlideOptions,
  notesOf: (slide: Slide) => string,
  shapeElementsOf: (slide: Slide, pageNumber: number) => Element[],
): Element[] {
  const firstPage = options.startingPageNumber ?? 1
  const elements: Element[] = []
  slides.forEach((slide, index) => {
    options.signal?.throwIfAborted()
    const pageNumber = firstPage + index
    if (index > 0 && options.includePageBreaks) elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
    if (options.includeSlideNotes) {
      const notes = notesOf(slide)
      if (notes !== '')
        elements.push({ type: 'NarrativeText', element_id: '', text: notes, metadata: { page_number: pageNumber, category_depth: 0 } })
    }
    elements.push(...shapeElementsOf(slide, pageNumber))
  })
  return elements
}
