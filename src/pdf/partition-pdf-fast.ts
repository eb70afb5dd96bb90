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
 * strategies (this one's `pageElements` is their text-layer step; the layout of a page's glyphs is
 * pages/page-elements, shared with OCRed pages).
 */
import type { Coordinates, Element } from '../elements/types.js'
import { UnsupportedOptionError } from '../errors.js'
import type { Partitioner, PartitionInput } from '../formats/types.js'
import { GlyphColumns } from '../layout/glyph-columns.js'
import type { LayoutParams } from '../layout/params.js'
import type { TextBox } from '../layout/types.js'
import type { ResolvedOptions } from '../options/types.js'
import { layoutParamsFromOptions, pageTextElements } from '../pages/page-elements.js'
import { figureGlyphs } from './figure-text.js'
import { columnsOnPage } from './on-page.js'
import { linksInBox } from './links-in-box.js'
import { openFastPdf } from './open-fast-pdf.js'
import type { PdfDocumentReader, PdfPageContent } from './pdfjs.js'
import {
  applyRunningFurniture,
  candidateTexts,
  elementFurnitureCandidates,
  FURNITURE_WINDOW,
  runningFurnitureOfCandidates,
} from './running-furniture.js'
import type { PageCandidates } from './running-furniture.js'
import { undecodedFonts } from './undecoded-fonts.js'
import { assetLocations } from '#platform/asset-locations'

/** The options the fast path reads page by page (plain data: they cross to worker threads). */
export type FastPageOptions = Pick<
  ResolvedOptions,
  'pdfminerWordMargin' | 'pdfminerLineOverlap' | 'pdfminerCharMargin' | 'pdfminerLineMargin' | 'startingPageNumber' | 'signal'
>

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
    // each figure's glyphs made columns once: counted here for the warning, laid out by pageElements
    const figureRuns = figureColumns(page)
    for (const { font, glyphs } of undecodedFonts(page, figureRuns)) {
      input.warn({
        code: 'decode-fallback',
        message: `Page ${pageNumber}: ${glyphs} glyph${glyphs === 1 ? '' : 's'} of the font ${font === '' ? '(unnamed)' : font} could not be decoded to text (no usable /ToUnicode, encoding or font program); they read as "(cid:N)". The hi_res or ocr_only strategy reads such a page by OCR.`,
        page_number: pageNumber,
      })
    }
    yield { pageNumber, height: page.height, elements: pageElements(page, pageNumber, params, figureRuns) }
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
  // buffer[k] is the draft of document position base + k; candidates are the furniture candidates of the same
  // pages, each page's made once (runningFurnitureOfCandidates reads only the pages within the window)
  const buffer: FastPageDraft[] = []
  const candidates: PageCandidates[] = []
  const texts = candidateTexts()
  let base = 0
  let next = 0
  const emit = (): Element[] => {
    const k = next - base
    const draft = buffer[k]!
    const elements = fragment ? draft.elements : applyRunningFurniture(draft.elements, runningFurnitureOfCandidates(candidates, k))
    next++
    while (next - base > FURNITURE_WINDOW) {
      buffer.shift()
      candidates.shift()
      base++
    }
    return options.includePageBreaks ? [...elements, pageBreak()] : elements
  }
  for await (const draft of drafts) {
    buffer.push(draft)
    candidates.push(elementFurnitureCandidates(draft.elements, draft.height, texts))
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

/**
 * The glyphs of each of the page's figures (form XObjects), nested figures' included, in stream order, as columns:
 * the reader's own (no glyph objects made), else made from the figure's items.
 */
export function figureColumns(page: Pick<PdfPageContent, 'figures'>): GlyphColumns[] {
  // pushed, not mapped: compiled, `map` makes a holey array where the interpreter's is packed, and the compiled
  // readFastPages iterating it was thrown away ("wrong map") when this was compiled
  const runs: GlyphColumns[] = []
  for (const figure of page.figures) runs.push(figure.glyphColumns ?? GlyphColumns.of(figureGlyphs(figure)))
  return runs
}

/**
 * The elements of one PDF page, in reading order (pages/page-elements): its glyphs, then each form
 * XObject's text laid out on its own, as pdfminer lays out a figure's text with all_texts; a form clips
 * to its /BBox, so its text off the page (the other half of an imposed spread) is not shown. `figureRuns`:
 * the page's `figureColumns` when already made.
 */
export function pageElements(
  page: PdfPageContent,
  pageNumber: number,
  params: Partial<LayoutParams>,
  figureRuns: readonly GlyphColumns[] = figureColumns(page),
): Element[] {
  const pageRect = { x0: 0, y0: 0, x1: page.width, y1: page.height }
  // the page's glyphs as the reader's columns when it made them (no glyph objects), else as objects
  const runs = [page.glyphColumns ?? page.glyphs, ...figureRuns.map((run) => columnsOnPage(run, pageRect))]
  const linksIn = page.links.length > 0 ? (box: TextBox, cleaned: string) => linksInBox(box, page.links, cleaned) : undefined
  return pageTextElements({ width: page.width, height: page.height, runs, ...(linksIn !== undefined ? { linksIn } : {}) }, pageNumber, params)
}
