/**
 * @module pdf/partition-pdf-fast
 * The `fast` strategy of upstream `partition_pdf` (core §5.3): the PDF's own text layer, laid out like
 * pdfminer.six with unstructured's margins (word margin 0.185 unless `pdfminerWordMargin` says otherwise;
 * the other three pdfminer defaults unless given), one element per text box (fake-bold duplicates dropped,
 * whitespace cleaned, classified by `elementFromText` with the box position for Header/Footer), list-item
 * continuations merged, then the page's reading order.
 * Coordinates are PixelSpace in PDF points with a top-left origin. Pages are read and released one at a time.
 * Beyond upstream: reading order by columns (layout/reading-order) instead of xy-cut; sideways text laid
 * out in its own frame (layout/text-turns); a form XObject's text laid out like the page's, each form on
 * its own (upstream made one element per paragraph of its text, split only at paths and images, at the
 * form's whole box), its text off the page dropped (on-page); every list-item continuation kept;
 * Header/Footer only where few blocks crowd a page edge; running headers, footers and page numbers recognised by repetition
 * (running-furniture). `partitionPdf` here serves `fast` only; ./partition-pdf.ts routes the other
 * strategies (this one's `pageElements` is their text-layer step).
 */
import type { Coordinates, Element, ElementMetadata, Link } from '../elements/types.js'
import { elementFromText } from '../elements/classify-text.js'
import { UnsupportedOptionError } from '../errors.js'
import type { Partitioner, PartitionInput } from '../formats/types.js'
import { analyzeLayout } from '../layout/analyze-layout.js'
import type { LayoutParams } from '../layout/params.js'
import type { Glyph } from '../layout/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { cleanExtraWhitespace } from './clean-extra-whitespace.js'
import { dedupedBoxText } from './dedupe-fake-bold.js'
import { dropOverprints } from './drop-overprints.js'
import { figureGlyphs } from './figure-text.js'
import { glyphsOnPage } from './on-page.js'
import { combineListItems } from './combine-list-items.js'
import type { PageElement } from './combine-list-items.js'
import { linksInBox } from './links-in-box.js'
import { openFastPdf } from './open-fast-pdf.js'
import type { PdfDocumentReader, PdfPageContent } from './pdfjs.js'
import { applyRunningFurniture, FURNITURE_WINDOW, furniturePageOf, runningFurnitureOfPage } from './running-furniture.js'
import type { FurniturePage } from './running-furniture.js'
import { readingOrder } from '../layout/reading-order.js'
import type { Furniture } from '../layout/reading-order.js'
import { splitByTurns, turnRect, uprightGlyph } from '../layout/text-turns.js'
import type { PixelBox } from '../layout/xy-cut-order.js'
import { coordinatesOf } from './pixel-coordinates.js'
import { undecodedFonts } from './undecoded-fonts.js'
import { assetLocations } from '#platform/asset-locations'

/** The options the fast path reads page by page (plain data: they cross to worker threads). */
export type FastPageOptions = Pick<
  ResolvedOptions,
  'pdfminerWordMargin' | 'pdfminerLineOverlap' | 'pdfminerCharMargin' | 'pdfminerLineMargin' | 'startingPageNumber' | 'signal'
>

/** pdfminer parameters as unstructured builds them (core §5.2): unspecified values take pdfminer's defaults. */
export function layoutParamsFromOptions(options: FastPageOptions): Partial<LayoutParams> {
  const params: Partial<LayoutParams> = { wordMargin: options.pdfminerWordMargin }
  if (options.pdfminerLineOverlap !== undefined) params.lineOverlap = options.pdfminerLineOverlap
  if (options.pdfminerCharMargin !== undefined) params.charMargin = options.pdfminerCharMargin
  if (options.pdfminerLineMargin !== undefined) params.lineMargin = options.pdfminerLineMargin
  return params
}

/** One page of the fast path before the metadata pass: its elements in reading order (no page break). */
export interface FastPageDraft {
  /** The page's number in the output (startingPageNumber-based). */
  pageNumber: number
  /** Page height in points (for the running-furniture pass); 0 when the page could not be read. */
  height: number
  elements: Element[]
}

function assertFastStrategy(options: ResolvedOptions): void {
  if (options.strategy !== 'fast') {
    throw new UnsupportedOptionError(
      `The PDF strategy "${options.strategy}" is not served by the fast path, which reads "fast" only (the PDF's own text layer); partition() routes the other strategies (pdf/partition-pdf). Pass strategy "fast" here.`,
    )
  }
}

/**
 * Reads pages `from`..`to` (1-based document indexes, inclusive; default all) of an open document,
 * one page at a time, each released before the next is read. A page that cannot be read gives a
 * warning and an empty draft. Running furniture is not applied here (it needs the nearby pages).
 */
export async function* readFastPages(
  reader: PdfDocumentReader,
  input: { options: FastPageOptions; warn: PartitionInput['warn'] },
  range: { from?: number; to?: number } = {},
): AsyncGenerator<FastPageDraft> {
  const { options } = input
  const params = layoutParamsFromOptions(options)
  const firstPage = options.startingPageNumber ?? 1
  const to = Math.min(range.to ?? reader.numPages, reader.numPages)
  for (let index = range.from ?? 1; index <= to; index++) {
    options.signal?.throwIfAborted()
    const pageNumber = firstPage + index - 1
    let page: PdfPageContent
    try {
      page = await reader.readPage(index)
    } catch (error) {
      input.warn({
        code: 'page-failed',
        message: `Page ${pageNumber} could not be read and was skipped: ${(error as Error).message}`,
        page_number: pageNumber,
      })
      yield { pageNumber, height: 0, elements: [] }
      continue
    }
    for (const { font, glyphs } of undecodedFonts(page)) {
      input.warn({
        code: 'decode-fallback',
        message: `Page ${pageNumber}: ${glyphs} glyph${glyphs === 1 ? '' : 's'} of the font ${font === '' ? '(unnamed)' : font} could not be decoded to text (no usable /ToUnicode, encoding or font program); they read as "(cid:N)". The hi_res or ocr_only strategy reads such a page by OCR.`,
        page_number: pageNumber,
      })
    }
    yield { pageNumber, height: page.height, elements: pageElements(page, pageNumber, params) }
  }
}

/**
 * Page drafts → the elements of each page, in order, with running headers, footers and page numbers
 * recognised (running-furniture) and a PageBreak after each page when `includePageBreaks`. A page is
 * yielded as soon as the FURNITURE_WINDOW pages after it are read, so at most 2 × window + 1 pages are
 * held; the result is the same as the whole-document pass.
 */
export async function* withRunningFurniture(
  drafts: AsyncIterable<FastPageDraft>,
  options: Pick<ResolvedOptions, 'includePageBreaks' | 'startingPageNumber'>,
): AsyncGenerator<Element[]> {
  // A starting page number means the document is one part of a larger one (the SDKs split PDFs and send
  // each part with it): classification stays page-local, as upstream's, so the parts give exactly what
  // the whole gives when sent with a starting page number too.
  const fragment = options.startingPageNumber !== undefined
  // buffer[k] is the draft of document position base + k; views are the furniture views of the same pages.
  const buffer: FastPageDraft[] = []
  const views: FurniturePage[] = []
  let base = 0
  let next = 0
  const emit = (): Element[] => {
    const k = next - base
    const draft = buffer[k]!
    const window = views.map((view, i) => (Math.abs(i - k) <= FURNITURE_WINDOW ? view : undefined))
    const elements = fragment ? draft.elements : applyRunningFurniture(draft.elements, runningFurnitureOfPage(window, k))
    next++
    while (next - base > FURNITURE_WINDOW) {
      buffer.shift()
      views.shift()
      base++
    }
    return options.includePageBreaks ? [...elements, pageBreak()] : elements
  }
  for await (const draft of drafts) {
    buffer.push(draft)
    views.push(furniturePageOf(draft.elements, draft.height))
    if (base + buffer.length - 1 - next >= FURNITURE_WINDOW) yield emit()
  }
  while (next < base + buffer.length) yield emit()
}

/** The fast path page by page: an async iterable of each page's draft elements (metadata pass not applied). */
export async function* partitionPdfPages(input: PartitionInput): AsyncGenerator<Element[]> {
  assertFastStrategy(input.options)
  const reader = await openFastPdf(input.bytes, {
    password: input.options.password,
    limits: input.options.limits,
    assets: assetLocations(input.options.assets),
  })
  try {
    yield* withRunningFurniture(readFastPages(reader, input), input.options)
  } finally {
    await reader.close()
  }
}

export const partitionPdf: Partitioner = async (input: PartitionInput): Promise<Element[]> => {
  const elements: Element[] = []
  for await (const page of partitionPdfPages(input)) elements.push(...page)
  return elements
}

/** Upstream's page break element (no page number, no coordinates). */
export function pageBreak(): Element {
  return { type: 'PageBreak', element_id: '', text: '', metadata: {} }
}

/** The elements of one page, in reading order (the router reuses this per page). */
export const fastPageElements = (page: PdfPageContent, pageNumber: number, options: ResolvedOptions): Element[] =>
  pageElements(page, pageNumber, layoutParamsFromOptions(options))

/** The elements of one page, in reading order. */
export function pageElements(page: PdfPageContent, pageNumber: number, params: Partial<LayoutParams>): Element[] {
  const { width, height } = page
  const pageRect = { x0: 0, y0: 0, x1: width, y1: height }
  const items: PageElement[] = []
  const make = (text: string, rect: { x0: number; y0: number; x1: number; y1: number }, links?: Link[]): void => {
    const cleaned = cleanExtraWhitespace(text)
    if (cleaned === '') return
    const box: PixelBox = { x1: rect.x0, y1: height - rect.y1, x2: rect.x1, y2: height - rect.y0 }
    const coordinates = coordinatesOf(box, width, height)
    const classified = elementFromText(cleaned, { coordinates })
    const metadata: ElementMetadata = { coordinates, page_number: pageNumber }
    const kept = links?.filter((l) => l.start_index >= 0)
    if (kept !== undefined && kept.length > 0) metadata.links = kept
    items.push({ element: { type: classified.type, element_id: '', text: classified.text, metadata }, box })
  }
  const layOut = (glyphs: readonly Glyph[]): void => {
    const { upright, turned } = splitByTurns(dropOverprints(glyphs))
    for (const box of analyzeLayout(upright, pageRect, params).boxes) {
      const text = dedupedBoxText(box)
      const links = page.links.length > 0 ? linksInBox(box, page.links, cleanExtraWhitespace(text)) : undefined
      make(text, box, links)
    }
    // sideways text laid out in its own frame, its boxes turned back onto the page
    for (const [turns, sideways] of turned) {
      const frame = turnRect(pageRect, (4 - turns) % 4)
      const layout = analyzeLayout(
        sideways.map((glyph) => uprightGlyph(glyph, turns)),
        frame,
        params,
      )
      for (const box of layout.boxes) make(dedupedBoxText(box), turnRect(box, turns))
    }
  }
  layOut(page.glyphs)
  // each form XObject's text laid out on its own, as pdfminer lays out a figure's text with all_texts; a
  // form clips to its /BBox, so its text off the page (the other half of an imposed spread) is not shown
  for (const figure of page.figures) layOut(glyphsOnPage(figureGlyphs(figure), pageRect))
  const combined = combineListItems(items)
  keepFurnitureFew(combined)
  return readingOrder(
    combined.map((c) => c.box),
    combined.map((c) => furnitureOf(c.element)),
  ).map((i) => combined[i]!.element)
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
 * pages are still recognised by their repetition (./running-furniture.ts).
 */
function keepFurnitureFew(items: PageElement[]): void {
  for (const type of ['Header', 'Footer'] as const) {
    const edge = items.filter(({ element }) => element.type === type)
    if (edge.length <= MAX_FURNITURE_BLOCKS) continue
    for (const { element } of edge) {
      const classified = elementFromText(element.text)
      element.type = classified.type
      element.text = classified.text
    }
  }
}
