/**
 * @module pages/page-elements
 * The layout step every page goes through, whatever its source: glyphs (a PDF's text layer, or OCR words
 * made glyphs) laid out like pdfminer.six with unstructured's margins, one element per text box
 * (overprints and fake-bold duplicates dropped, whitespace cleaned, classified by `elementFromText` with
 * the box position for Header/Footer), sideways text laid out in its own frame (layout/text-turns),
 * list-item continuations merged, Header/Footer only where few blocks crowd a page edge, then the page's
 * reading order (layout/reading-order). A PDF page comes here through pdf/partition-pdf-fast
 * `pageElements` (its form XObjects' glyphs as further runs, its links), an OCRed page through
 * ./ocr-page-elements.
 */
import type { Element, ElementMetadata, Link } from '../elements/types.js'
import { elementFromText } from '../elements/classify-text.js'
import { analyzeLayout } from '../layout/analyze-layout.js'
import { GlyphColumns } from '../layout/glyph-columns.js'
import type { LayoutParams } from '../layout/params.js'
import type { Glyph, TextBox } from '../layout/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { readingOrder } from '../layout/reading-order.js'
import type { Furniture } from '../layout/reading-order.js'
import { splitColumnsByTurns, turnRect, uprightColumns } from '../layout/text-turns.js'
import { splitVerticalColumns } from '../layout/vertical-writing.js'
import type { PixelBox } from '../layout/xy-cut-order.js'
import { cleanedBoxText } from './cleaned-box-text.js'
import { combineListItems } from './combine-list-items.js'
import type { PageElement } from './combine-list-items.js'
import { dropOverprintColumns } from './drop-overprints.js'
import { coordinatesOf } from './pixel-coordinates.js'
import { asElement } from '../elements/element-draft.js'

/** The options that set the layout margins. */
export type LayoutOptions = Pick<ResolvedOptions, 'pdfminerWordMargin' | 'pdfminerLineOverlap' | 'pdfminerCharMargin' | 'pdfminerLineMargin'>

/** pdfminer parameters as unstructured builds them (core §5.2): unspecified values take pdfminer's defaults. */
export function layoutParamsFromOptions(options: LayoutOptions): Partial<LayoutParams> {
  const params: Partial<LayoutParams> = { wordMargin: options.pdfminerWordMargin }
  if (options.pdfminerLineOverlap !== undefined) params.lineOverlap = options.pdfminerLineOverlap
  if (options.pdfminerCharMargin !== undefined) params.charMargin = options.pdfminerCharMargin
  if (options.pdfminerLineMargin !== undefined) params.lineMargin = options.pdfminerLineMargin
  return params
}

/** A page's text to lay out: `width` × `height` (bottom-left origin, like a PDF page). */
export interface PageText {
  width: number
  height: number
  /**
   * Glyph runs, each laid out on its own, in this order (a PDF page: its own glyphs, then each form XObject's);
   * as columns (a PDF page's own glyphs, as the reader made them) or as objects.
   */
  runs: readonly (GlyphColumns | readonly Glyph[])[]
  /** The links inside an upright text box, given its cleaned text (a PDF page's link annotations); none when absent. */
  linksIn?: (box: TextBox, cleanedText: string) => Link[]
}

/** The elements of one page, in reading order. */
export function pageTextElements(page: PageText, pageNumber: number, params: Partial<LayoutParams>): Element[] {
  const { width, height, linksIn } = page
  const pageRect = { x0: 0, y0: 0, x1: width, y1: height }
  const items: PageElement[] = []
  /** The blocks of each run's vertical writing, in the order its own layout reads them (right to left). */
  const verticalGroups: PageElement[][] = []
  /** Adds the element of a box's text, whitespace already cleaned (`cleanedBoxText`). */
  const make = (cleaned: string, rect: { x0: number; y0: number; x1: number; y1: number }, links?: Link[], into = items): void => {
    if (cleaned === '') return
    const box: PixelBox = { x1: rect.x0, y1: height - rect.y1, x2: rect.x1, y2: height - rect.y0 }
    const coordinates = coordinatesOf(box, width, height)
    const classified = elementFromText(cleaned, { coordinates })
    const metadata: ElementMetadata = { coordinates, page_number: pageNumber }
    const kept = links?.filter((l) => l.start_index >= 0)
    if (kept !== undefined && kept.length > 0) metadata.links = kept
    into.push({ element: asElement({ type: classified.type, element_id: '', text: classified.text, metadata }), box })
  }
  const layOut = (glyphs: GlyphColumns | readonly Glyph[]): void => {
    const run = glyphs instanceof GlyphColumns ? glyphs : GlyphColumns.of(glyphs)
    const { columns, rest } = splitVerticalColumns(dropOverprintColumns(run))
    const { upright, turned } = splitColumnsByTurns(rest)
    for (const box of analyzeLayout(upright, pageRect, params).boxes) {
      const cleaned = cleanedBoxText(box)
      make(cleaned, box, linksIn !== undefined ? linksIn(box, cleaned) : undefined)
    }
    // sideways text laid out in its own frame, its boxes turned back onto the page
    for (const [turns, sideways] of turned) {
      const frame = turnRect(pageRect, (4 - turns) % 4)
      const layout = analyzeLayout(uprightColumns(sideways, turns), frame, params)
      for (const box of layout.boxes) make(cleanedBoxText(box), turnRect(box, turns))
    }
    // vertical CJK columns: laid out with their baseline top to bottom, so a column is a line
    if (columns.length > 0) {
      const group: PageElement[] = []
      const layout = analyzeLayout(uprightColumns(columns, VERTICAL_TURNS), turnRect(pageRect, (4 - VERTICAL_TURNS) % 4), params)
      for (const box of layout.boxes) make(cleanedBoxText(box), turnRect(box, VERTICAL_TURNS), undefined, group)
      if (group.length > 0) verticalGroups.push(group)
    }
  }
  for (const run of page.runs) layOut(run)
  const combined = combineListItems(items)
  keepFurnitureFew(combined)
  if (verticalGroups.length === 0) {
    // a page without text is not ordered: the empty arrays `map` makes are of another kind than the filled ones,
    // and the compiled readingOrder, having seen only these, was thrown away on the first empty page
    if (combined.length === 0) return []
    // pushed, not mapped: compiled (inlined), `map` makes holey arrays where the interpreter's are packed, and
    // readingOrder, its helpers and the document passes over a page's elements were thrown away ("wrong map") each
    // time this function was compiled again
    const boxes: PixelBox[] = []
    const furniture: Furniture[] = []
    for (const c of combined) {
      boxes.push(c.box)
      furniture.push(furnitureOf(c.element))
    }
    const ordered: Element[] = []
    for (const i of readingOrder(boxes, furniture)) ordered.push(combined[i]!.element)
    return ordered
  }
  // a run's vertical writing is read as one block where it stands, its own blocks in their own order
  const blocks: PageElement[][] = []
  for (const c of combined) blocks.push([c])
  for (const group of verticalGroups) blocks.push(group)
  const boxes: PixelBox[] = []
  const furniture: Furniture[] = []
  for (const group of blocks) {
    boxes.push(unionBox(group))
    furniture.push(group.length === 1 ? furnitureOf(group[0]!.element) : undefined)
  }
  const ordered: Element[] = []
  for (const i of readingOrder(boxes, furniture)) for (const c of blocks[i]!) ordered.push(c.element)
  return ordered
}

/** Quarter turns of a vertical column's baseline (top to bottom). */
const VERTICAL_TURNS = 3

function unionBox(group: readonly PageElement[]): PixelBox {
  const union = { ...group[0]!.box }
  for (const { box } of group) {
    union.x1 = Math.min(union.x1, box.x1)
    union.y1 = Math.min(union.y1, box.y1)
    union.x2 = Math.max(union.x2, box.x2)
    union.y2 = Math.max(union.y2, box.y2)
  }
  return union
}

/** An element typed as page furniture is read with the page's head or foot band (layout/reading-order). */
export function furnitureOf(element: Element): Furniture {
  return element.type === 'Header' || element.type === 'Footer' ? element.type : undefined
}

/** More Header (Footer) blocks than this on one page are not page furniture but a figure's labels or a chart's axis. */
const MAX_FURNITURE_BLOCKS = 4

/**
 * Upstream types any text in the top (bottom) 7 % of a page as a Header (Footer). Beyond upstream, when
 * more than `MAX_FURNITURE_BLOCKS` blocks of a page fall in one of those edges, they are a figure's labels
 * or a chart's axis numbers, not a running header or footer (which has a few parts: a title, a date, a
 * page number), and are classified as the text they are. Running headers and footers repeated across
 * pages are still recognised by their repetition (pdf/running-furniture).
 */
function keepFurnitureFew(items: PageElement[]): void {
  for (const type of ['Header', 'Footer'] as const) {
    let count = 0
    for (const { element } of items) if (element.type === type) count++
    if (count <= MAX_FURNITURE_BLOCKS) continue
    for (let i = 0; i < items.length; i++) {
      const { element, box } = items[i]!
      if (element.type !== type) continue
      const classified = elementFromText(element.text)
      // a new element, made as `make` makes one: rewriting `type` and `text` made those fields mutable in the hidden
      // class every element shares, and the compiled functions relying on them being constant were thrown away
      const { element_id, metadata } = element
      items[i] = { element: asElement({ type: classified.type, element_id, text: classified.text, metadata }), box }
    }
  }
}
