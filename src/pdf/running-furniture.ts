/**
 * @module pdf/running-furniture
 * Beyond upstream (issue 9 §4): running headers, running footers and page numbers recognised by their
 * repetition across pages, not only by upstream's 7 % / 93 % bands. Only the EDGE_RANK outermost lines
 * of a page's top or bottom BAND are candidates. A candidate whose text (with letters; digits ignored)
 * comes back at about the same height on a nearby page is a Header or a Footer; a page-number line
 * ("12", "Page 3 of 9", "- iv -") is a PageNumber when a nearby page has a page-number line at about
 * the same height whose number differs by the distance between the pages (table cells that repeat the
 * same numbers, page after page, are not page numbers).
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
/** Only this many lines nearest to the top (bottom) edge of a page may be running headers (footers). */
const EDGE_RANK = 4

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

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100, d: 500, m: 1000 }

/** The number of a page-number line: its first digit run, else its roman numeral. */
function pageNumberValue(text: string): number | undefined {
  const digits = /\d+/.exec(text)
  if (digits !== null) return Number(digits[0])
  const roman = /[ivxlcdm]+/i.exec(text)
  if (roman === null) return undefined
  let value = 0
  const letters = roman[0].toLowerCase()
  for (let i = 0; i < letters.length; i++) {
    const v = ROMAN[letters[i]!]!
    const next = ROMAN[letters[i + 1] ?? ''] ?? 0
    value += v < next ? -v : v
  }
  return value
}

interface Candidate {
  band: 'top' | 'bottom'
  /** Text with digit runs replaced, case and spaces folded: "Page 3 of 9" and "Page 4 of 9" agree; undefined without letters. */
  key: string | undefined
  /** The page number a page-number line shows. */
  pageNumber: number | undefined
  /** Middle of the item, share of page height. */
  y: number
}

/** The candidates of a page, index-aligned with its items (undefined: not a candidate), as `furnitureCandidates` makes them. */
export type PageCandidates = readonly (Candidate | undefined)[]

/**
 * The candidates of a page: computed once per page by the caller and handed to `runningFurnitureOfCandidates`
 * for it and its neighbours (a page is compared with up to 2 × FURNITURE_WINDOW of them).
 */
export function furnitureCandidates(page: FurniturePage): PageCandidates {
  return candidatesOfPage(page, undefined)
}

/** `furnitureCandidates`, the candidates' texts looked up in (and added to) `texts`. */
function candidatesOfPage(page: FurniturePage, texts: CandidateTexts | undefined): PageCandidates {
  const { height, items } = page
  const n = items.length
  const middles = new Float64Array(n)
  const hasText = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const item = items[i]!
    if (item.text.trim() === '') continue
    middles[i] = (item.top + item.bottom) / 2 / height
    hasText[i] = 1
  }
  return pageCandidates(items, height, middles, hasText, texts)
}

/**
 * `furnitureCandidates(furniturePageOf(elements, height))`, read from the elements themselves: no furniture item
 * is made for each element (an object and its two extents, on every element of a document).
 */
export function elementFurnitureCandidates(elements: readonly Element[], height: number, texts?: CandidateTexts): PageCandidates {
  const n = elements.length
  const middles = new Float64Array(n)
  const hasText = new Uint8Array(n)
  for (let i = 0; i < n; i++) {
    const element = elements[i]!
    const points = element.metadata.coordinates?.points
    if (!TEXT_TYPES.has(element.type) || points === undefined || points.length === 0 || isBlank(element.text)) continue
    readExtent(points)
    middles[i] = (extent[TOP]! + extent[BOTTOM]!) / 2 / height
    hasText[i] = 1
  }
  return pageCandidates(elements, height, middles, hasText, texts)
}

/** What a candidate's text says wherever it stands: its folded key and the page number it shows. */
interface TextFacts {
  key: string | undefined
  pageNumber: number | undefined
}

/**
 * The facts of the candidate texts met so far in one document (running heads repeat on every page: the
 * 400-page manual's 2,676 candidates have 1,146 texts). Make one per document (`candidateTexts`) and hand it
 * to `elementFurnitureCandidates` for each page; it is emptied when it holds MAX_CANDIDATE_TEXTS texts.
 */
export type CandidateTexts = Map<string, TextFacts>

const MAX_CANDIDATE_TEXTS = 4096

/** An empty `CandidateTexts` for a document. */
export function candidateTexts(): CandidateTexts {
  return new Map()
}

/**
 * Written as plain loops over typed arrays, not chains of map/filter/sort over tuples: V8 inlined the
 * chains' callbacks into runningFurnitureOfPage (50–100 ms of optimising compiler per compile) and the
 * intermediate arrays changed elements kind from page to page (empty, all doubles, doubles and undefined),
 * each a "wrong map" deoptimisation and another compile.
 */
function pageCandidates(
  items: readonly { text: string }[],
  height: number,
  middles: Float64Array,
  hasText: Uint8Array,
  texts?: CandidateTexts,
): (Candidate | undefined)[] {
  // middles[i]: middle of item i, share of page height, for the items with text (hasText[i] = 1)
  const n = items.length
  const candidates: (Candidate | undefined)[] = []
  for (let i = 0; i < n; i++) candidates.push(undefined)
  if (height <= 0) return candidates
  // Only a line in a band may be a candidate, and every line above one in the top band (below one in the
  // bottom band) is in that band too: ranked among the lines of its band, a line has the rank it has among
  // all the page's lines (the page's other lines are not sorted). A middle that is not a number has no
  // place in that order: such a page is ranked whole, as before.
  const top: number[] = []
  const bottom: number[] = []
  for (let i = 0; i < n; i++) {
    if (hasText[i] === 0) continue
    const y = middles[i]!
    if (Number.isNaN(y)) return rankedWhole(items, middles, hasText, candidates, texts)
    if (y <= BAND) top.push(i)
    else if (y >= 1 - BAND) bottom.push(i)
  }
  // by middle, ties in document order (the sort is stable)
  top.sort((a, b) => middles[a]! - middles[b]!)
  bottom.sort((a, b) => middles[a]! - middles[b]!)
  for (let k = 0; k < top.length && k < EDGE_RANK; k++) setCandidate(candidates, items, top[k]!, 'top', middles, texts)
  for (let k = Math.max(0, bottom.length - EDGE_RANK); k < bottom.length; k++) setCandidate(candidates, items, bottom[k]!, 'bottom', middles, texts)
  return candidates
}

/** Makes item `i` a candidate of `band` unless its text is too long for furniture. */
function setCandidate(
  candidates: (Candidate | undefined)[],
  items: readonly { text: string }[],
  i: number,
  band: Candidate['band'],
  middles: Float64Array,
  texts: CandidateTexts | undefined,
): void {
  const text = items[i]!.text
  if (text.length <= MAX_LENGTH) candidates[i] = candidate(band, text.trim(), middles[i]!, texts)
}

/** `pageCandidates` ranking every line of the page (for a page with a middle that is not a number). */
function rankedWhole(
  items: readonly { text: string }[],
  middles: Float64Array,
  hasText: Uint8Array,
  candidates: (Candidate | undefined)[],
  texts: CandidateTexts | undefined,
): (Candidate | undefined)[] {
  const n = items.length
  // the items with text by middle, top first; ties keep document order (the sort is stable)
  const byMiddle: number[] = []
  for (let i = 0; i < n; i++) if (hasText[i] === 1) byMiddle.push(i)
  byMiddle.sort((a, b) => middles[a]! - middles[b]!)
  const rankFromTop = new Int32Array(n)
  for (let k = 0; k < byMiddle.length; k++) rankFromTop[byMiddle[k]!] = k
  for (let i = 0; i < n; i++) {
    const text = items[i]!.text
    const y = middles[i]!
    const top = rankFromTop[i]!
    const bottom = byMiddle.length - 1 - top
    const band = hasText[i] === 0 || text.length > MAX_LENGTH ? undefined : bandOf(y, top, bottom)
    if (band !== undefined) candidates[i] = candidate(band, text.trim(), y, texts)
  }
  return candidates
}

/** The band of a line whose middle is at `y` (share of page height) and that is the `top`-th line from the top, `bottom`-th from the bottom. */
function bandOf(y: number, top: number, bottom: number): Candidate['band'] | undefined {
  if (y <= BAND && top < EDGE_RANK) return 'top'
  if (y >= 1 - BAND && bottom < EDGE_RANK) return 'bottom'
  return undefined
}

/**
 * `text.trim() === ''`, without trimming text that starts with a printable ASCII character (nearly all). An empty
 * text is answered before its first unit is read: the read past the end was first made after compiling, on the
 * first empty text, and threw the compiled callers away ("out of bounds").
 */
function isBlank(text: string): boolean {
  if (text.length === 0) return true
  const first = text.charCodeAt(0)
  return !(first > 0x20 && first < 0x7f) && text.trim() === ''
}

/** A letter of any script (one expression for every candidate: a literal with \p is compiled to a `new RegExp` per call by some transpilers). */
const LETTER = /\p{L}/u

function candidate(band: Candidate['band'], text: string, y: number, texts: CandidateTexts | undefined): Candidate {
  let facts = texts?.get(text)
  if (facts === undefined) {
    facts = { key: LETTER.test(text) ? keyOf(text) : undefined, pageNumber: isPageNumberText(text) ? pageNumberValue(text) : undefined }
    if (texts !== undefined) {
      if (texts.size >= MAX_CANDIDATE_TEXTS) texts.clear()
      texts.set(text, facts)
    }
  }
  return { band, key: facts.key, pageNumber: facts.pageNumber, y }
}

const DIGITS = /\d+/g
const SPACES = /\s+/g
/** Whitespace the folding changes: a run of two or more, or any whitespace but a space. */
const UNFOLDED_SPACE = /\s\s|[^\S ]/

/**
 * The text folded for comparison: lower case, digit runs as "#", whitespace runs as one space. Each replacement
 * runs only where it changes something (a replacement makes a new string even when each match is replaced by itself).
 */
function keyOf(text: string): string {
  let key = text.toLowerCase()
  if (/\d/.test(key)) key = key.replace(DIGITS, '#')
  if (UNFOLDED_SPACE.test(key)) key = key.replace(SPACES, ' ')
  return key
}

interface Neighbour {
  /** Pages from the page decided to this one (negative: before it). */
  distance: number
  candidate: Candidate
}

const near = (n: Candidate, c: Candidate): boolean => n.band === c.band && Math.abs(n.y - c.y) <= Y_TOLERANCE

/** The furniture type of candidate `c` given the candidates of the pages around it (plain loops: see pageCandidates). */
function furnitureType(c: Candidate, neighbours: readonly Neighbour[]): ElementType | undefined {
  if (c.pageNumber !== undefined) {
    const value = c.pageNumber
    for (let k = 0; k < neighbours.length; k++) {
      const { distance, candidate: n } = neighbours[k]!
      if (n.pageNumber === value + distance && near(n, c)) return 'PageNumber'
    }
    return undefined
  }
  if (c.key === undefined) return undefined
  for (let k = 0; k < neighbours.length; k++) {
    const n = neighbours[k]!.candidate
    if (n.key === c.key && near(n, c)) return c.band === 'top' ? 'Header' : 'Footer'
  }
  return undefined
}

/**
 * The furniture type of each item of a page (undefined: not running furniture), from the candidates of the
 * pages within FURNITURE_WINDOW of it: `candidates[index]` is the page's, `candidates[j]` page j's (a page
 * further away is not read). Missing neighbours (document edges, pages not read) count as absent.
 */
export function runningFurnitureOfCandidates(candidates: readonly (PageCandidates | undefined)[], index: number): (ElementType | undefined)[] {
  const own = candidates[index]
  if (own === undefined) return []
  const neighbours: Neighbour[] = []
  for (let j = Math.max(0, index - FURNITURE_WINDOW); j <= index + FURNITURE_WINDOW && j < candidates.length; j++) {
    const other = candidates[j]
    if (j === index || other === undefined) continue
    for (let k = 0; k < other.length; k++) {
      const candidate = other[k]
      if (candidate !== undefined) neighbours.push({ distance: j - index, candidate })
    }
  }
  const types: (ElementType | undefined)[] = []
  for (let i = 0; i < own.length; i++) {
    const c = own[i]
    types.push(c === undefined ? undefined : furnitureType(c, neighbours))
  }
  return types
}

/**
 * The furniture type of each item of `pages[index]` (undefined: not running furniture), from the pages
 * within FURNITURE_WINDOW of it. Missing neighbours (document edges, pages not read) count as absent.
 * For one page; a pass over many pages computes each page's candidates once (`runningFurniture`).
 */
export function runningFurnitureOfPage(pages: readonly (FurniturePage | undefined)[], index: number): (ElementType | undefined)[] {
  const from = Math.max(0, index - FURNITURE_WINDOW)
  const window: (PageCandidates | undefined)[] = []
  for (let j = from; j <= index + FURNITURE_WINDOW && j < pages.length; j++) {
    const page = pages[j]
    window.push(page === undefined ? undefined : furnitureCandidates(page))
  }
  return runningFurnitureOfCandidates(window, index - from)
}

/** `runningFurnitureOfPage` for every page of a document, each page's candidates computed once. */
export function runningFurniture(pages: readonly FurniturePage[]): (ElementType | undefined)[][] {
  const texts = candidateTexts()
  const candidates = pages.map((page) => candidatesOfPage(page, texts))
  return pages.map((_, index) => runningFurnitureOfCandidates(candidates, index))
}

/** Types that may turn out to be running furniture: text; never tables, figures, captions or formulas. */
const TEXT_TYPES: ReadonlySet<ElementType> = new Set<ElementType>([
  'Title',
  'NarrativeText',
  'UncategorizedText',
  'ListItem',
  'Header',
  'Footer',
  'PageNumber',
  'Address',
  'EmailAddress',
])

/**
 * The furniture view of a page's elements: vertical extents from their PixelSpace coordinates (y down).
 * Elements that are not text (PageBreak, Table, Image, FigureCaption, …) or have no coordinates get an
 * empty text, so they are never furniture.
 */
export function furniturePageOf(elements: readonly Element[], height: number): FurniturePage {
  return {
    height,
    items: elements.map((element) => {
      const points = element.metadata.coordinates?.points
      if (!TEXT_TYPES.has(element.type) || points === undefined || points.length === 0) return { text: '', top: 0, bottom: 0 }
      readExtent(points)
      return { text: element.text, top: extent[TOP]!, bottom: extent[BOTTOM]! }
    }),
  }
}

/** The vertical extent `readExtent` read last: its least y (TOP) and greatest y (BOTTOM). */
const extent = new Float64Array(2)
const TOP = 0
const BOTTOM = 1

/** Reads the least and greatest y of `points` into `extent` (Infinity and -Infinity for none). */
function readExtent(points: readonly (readonly number[])[]): void {
  let top = Infinity
  let bottom = -Infinity
  for (let k = 0; k < points.length; k++) {
    const y = points[k]![1]!
    top = Math.min(top, y)
    bottom = Math.max(bottom, y)
  }
  extent[TOP] = top
  extent[BOTTOM] = bottom
}

/** Sets the types `runningFurnitureOfPage` found on a page's elements, in place; returns the elements. */
export function applyRunningFurniture(elements: Element[], types: readonly (ElementType | undefined)[]): Element[] {
  types.forEach((type, i) => {
    const element = elements[i]
    if (type !== undefined && element !== undefined) element.type = type
  })
  return elements
}

/**
 * Running furniture over a whole document's pages of elements with PixelSpace coordinates, whatever
 * made them (the hi_res, auto and ocr_only strategies: text layer in points or OCR in pixels, page by
 * page). A page's height is its elements' `layout_height`. Types are set in place; returns the pages.
 */
export function withDocumentRunningFurniture(pages: Element[][]): Element[][] {
  const views = pages.map((elements) =>
    furniturePageOf(elements, elements.find((e) => e.metadata.coordinates !== undefined)?.metadata.coordinates?.layout_height ?? 0),
  )
  const types = runningFurniture(views)
  pages.forEach((elements, index) => applyRunningFurniture(elements, types[index]!))
  return pages
}
