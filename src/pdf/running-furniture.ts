/**
 * @module pdf/running-furniture
 * Beyond upstream (issue 9 §4): running headers, running footers and page numbers recognised by their
 * repetition across pages, not only by upstream's 7 % / 93 % bands. A line near the top or bottom of a
 * page whose text (digits ignored) comes back at about the same height on a nearby page is a Header or
 * a Footer; a page-number line ("12", "Page 3 of 9", "- iv -") with a page-number line at about the same
 * height on a nearby page is a PageNumber.
 *
 * Pure function over plain per-page data. The decision for a page looks only at the pages within
 * `FURNITURE_WINDOW` of it, so a streaming reader can decide page i once page i + FURNITURE_WINDOW is
 * read, and gets exactly what the whole-document pass gives.
 */
import type { Element, ElementType } from '../elements/types.js'

/** Pages on each side of a page that are compared with it (2 covers odd/even alternating headers). */
export const FURNITURE_WINDOW = 2

/** Share of the page height, from the top and from the bottom, where running furniture may sit. */
const BAND = 0.15
/** How far (share of page height) the same furniture may move from one page to another. */
const Y_TOLERANCE = 0.015
/** Longer texts are body text even when they repeat (a repeated disclaimer paragraph, a form). */
const MAX_LENGTH = 200

/** One text element of a page: its text and vertical extent in points from the top of the page. */
export interface FurnitureItem {
  text: string
  top: number
  bottom: number
}

export interface FurniturePage {
  /** Page height in points. */
  height: number
  items: readonly FurnitureItem[]
}

// "12", "Page 12", "page 3 of 9", "3 / 9", "- 12 -", "— iv —", "[7]", "p. 5"
const PAGE_NUMBER =
  /^(?:(?:page|p\.|pg\.?|seite|página|pagina)\s*)?[-–—[(]?\s*(?:\d{1,4}|[ivxlcdm]{1,7})\s*[-–—\])]?(?:\s*(?:of|\/|von|de)\s*\d{1,4})?$/i

/** True for the text of a page-number line. */
export function isPageNumberText(text: string): boolean {
  return PAGE_NUMBER.test(text.trim())
}

interface Candidate {
  band: 'top' | 'bottom'
  /** Text with digit runs replaced, case and spaces folded: "Page 3 of 9" and "Page 4 of 9" agree. */
  key: string
  pageNumber: boolean
  /** Middle of the item, share of page height. */
  y: number
}

function candidateOf(item: FurnitureItem, height: number): Candidate | undefined {
  if (height <= 0 || item.text.length > MAX_LENGTH) return undefined
  const y = (item.top + item.bottom) / 2 / height
  const band = y <= BAND ? 'top' : y >= 1 - BAND ? 'bottom' : undefined
  if (band === undefined) return undefined
  const text = item.text.trim()
  if (text === '') return undefined
  const key = text.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ')
  return { band, key, pageNumber: isPageNumberText(text), y }
}

/**
 * The furniture type of each item of `pages[index]` (undefined: not running furniture), from the pages
 * within FURNITURE_WINDOW of it. Missing neighbours (document edges, pages not read) count as absent.
 */
export function runningFurnitureOfPage(pages: readonly (FurniturePage | undefined)[], index: number): (ElementType | undefined)[] {
  const page = pages[index]
  if (page === undefined) return []
  const neighbours: Candidate[] = []
  for (let j = Math.max(0, index - FURNITURE_WINDOW); j <= index + FURNITURE_WINDOW && j < pages.length; j++) {
    const other = pages[j]
    if (j === index || other === undefined) continue
    for (const item of other.items) {
      const c = candidateOf(item, other.height)
      if (c !== undefined) neighbours.push(c)
    }
  }
  return page.items.map((item) => {
    const c = candidateOf(item, page.height)
    if (c === undefined) return undefined
    const near = (n: Candidate): boolean => n.band === c.band && Math.abs(n.y - c.y) <= Y_TOLERANCE
    if (c.pageNumber && neighbours.some((n) => n.pageNumber && near(n))) return 'PageNumber'
    // A page number repeated with the same digits on a nearby page is not a page number: let it be.
    if (c.pageNumber) return undefined
    if (neighbours.some((n) => n.key === c.key && near(n))) return c.band === 'top' ? 'Header' : 'Footer'
    return undefined
  })
}

/** `runningFurnitureOfPage` for every page of a document. */
export function runningFurniture(pages: readonly FurniturePage[]): (ElementType | undefined)[][] {
  return pages.map((_, index) => runningFurnitureOfPage(pages, index))
}

/**
 * The furniture view of a page's elements: vertical extents from their PixelSpace coordinates (y down).
 * Elements without coordinates (PageBreak) get an empty text so they are never furniture.
 */
export function furniturePageOf(elements: readonly Element[], height: number): FurniturePage {
  return {
    height,
    items: elements.map((element) => {
      const points = element.metadata.coordinates?.points
      if (points === undefined || points.length === 0) return { text: '', top: 0, bottom: 0 }
      let top = Infinity
      let bottom = -Infinity
      for (const [, y] of points) {
        top = Math.min(top, y)
        bottom = Math.max(bottom, y)
      }
      return { text: element.text, top, bottom }
    }),
  }
}

/** Sets the types `runningFurnitureOfPage` found on a page's elements, in place; returns the elements. */
export function applyRunningFurniture(elements: Element[], types: readonly (ElementType | undefined)[]): Element[] {
  types.forEach((type, i) => {
    const element = elements[i]
    if (type !== undefined && element !== undefined) element.type = type
  })
  return elements
}
