/**
 * @module pdf/partition-pdf
 * The PDF partitioner: routes by `strategy` (core §5.1, issue 3).
 * - `fast`: pdf/partition-pdf-fast, unchanged (text layer only, PDF points).
 * - `hi_res` (default), `ocr_only`, `od_only`: per page, see pdf/strategies/hi-res-page.
 * - `auto`: per page rather than per document (upstream decides once): fast where the text layer is good,
 *   hi_res where the page is a scan or garbled, or where tables or image blocks are requested.
 * - `vlm`: page images to the caller's `vlmProvider`.
 * Pages run concurrently up to the OCR pool's size; each is rendered, OCRed and released by its own task,
 * so memory is bounded by the pool size, not the page count. Elements come out in page order.
 * A page that fails is skipped with a `page-failed` warning (never a silent drop). Running headers, footers
 * and page numbers are recognised across pages for hi_res, auto and ocr_only, as on the fast path.
 */
import type { Element } from '../elements/types.js'
import { assertServable } from '../options/assert-servable.js'
import { STRATEGIES } from '../options/strategies.js'
import type { RenderingStrategy } from '../options/strategies.js'
import type { Partitioner, PartitionInput } from '../formats/types.js'
import { ocrPoolSize } from '../ocr/ocr-pool.js'
import { openFastPdf } from './open-fast-pdf.js'
import type { PdfDocumentReader } from './pdfjs.js'
import { pageElements, partitionPdf } from './partition-pdf-fast.js'
import { hiResPage, ocrOnlyPage, odOnlyPage } from './strategies/hi-res-page.js'
import { renderPageImage } from './strategies/page-image.js'
import { withDocumentRunningFurniture } from './running-furniture.js'
import { assertHiResModel, strategyContext } from '../pages/strategy-context.js'
import type { StrategyContext } from '../pages/strategy-context.js'
import { tablesWanted } from '../pages/table-hook.js'
import { pageLayerVerdict } from './strategies/page-layer-verdict.js'
import { requireVlmProvider, vlmPageElements } from '../pages/vlm-page.js'
import type { VlmProvider } from '../pages/vlm-types.js'
import { assetLocations } from '#platform/asset-locations'
import { contextWithAssets } from '../pages/context-with-assets.js'

/** The strategies this build serves for PDFs: every one of the interface. */
export const PDF_STRATEGIES = STRATEGIES

/** Strategies whose pages are text elements with coordinates: running furniture applies as on the fast path. */
const FURNITURE_STRATEGIES: ReadonlySet<string> = new Set(['hi_res', 'auto', 'ocr_only'])

type PageJob = (reader: PdfDocumentReader, index: number, pageNumber: number) => Promise<Element[]>

export const partitionPdfDocument: Partitioner = async (input: PartitionInput): Promise<Element[]> => {
  const { options } = input
  assertServable('strategy', options.strategy, PDF_STRATEGIES)
  if (options.strategy === 'fast') return partitionPdf(input)
  if (options.strategy === 'hi_res' || options.strategy === 'auto' || options.strategy === 'od_only') assertHiResModel(options.hiResModelName)
  const vlm = options.strategy === 'vlm' ? requireVlmProvider(options.vlmProvider) : undefined
  const ctx = contextWithAssets(strategyContext(input, options.ocrAgents), options.assets)
  const job = pageJob(options.strategy, ctx, vlm)
  // our own reader for the text layer, images and paths of the pages it knows; pdfjs for the rest and for rendering
  const reader = await openFastPdf(input.bytes, {
    graphics: true,
    password: options.password,
    limits: options.limits,
    assets: assetLocations(options.assets),
  })
  try {
    return await runPages(reader, job, input, ctx.signal)
  } finally {
    await reader.close()
  }
}

function pageJob(strategy: RenderingStrategy, ctx: StrategyContext, vlm: VlmProvider | undefined): PageJob {
  switch (strategy) {
    case 'ocr_only':
      return (reader, index, pageNumber) => ocrOnlyPage(reader, index, pageNumber, ctx)
    case 'od_only':
      return (reader, index, pageNumber) => odOnlyPage(reader, index, pageNumber, ctx)
    case 'vlm':
      return async (reader, index, pageNumber) => {
        const image = await renderPageImage(reader, index, ctx.dpi)
        const { rendered } = image
        return vlmPageElements(vlm!, { data: rendered.rgba, width: rendered.width, height: rendered.height, channels: 4 }, pageNumber, ctx)
      }
    case 'auto':
      return (reader, index, pageNumber) => autoPage(reader, index, pageNumber, ctx)
    case 'hi_res':
      return (reader, index, pageNumber) => hiResPage(reader, index, pageNumber, ctx)
  }
}

/** auto, per page: fast where the text layer is good and no image blocks or tables are asked for. */
async function autoPage(reader: PdfDocumentReader, index: number, pageNumber: number, ctx: StrategyContext): Promise<Element[]> {
  const o = ctx.options
  const wantsRegions = o.extractImageBlockTypes.length > 0 || tablesWanted(o.pdfInferTableStructure, o.skipInferTableTypes, 'pdf')
  if (!wantsRegions) {
    const page = await reader.readPage(index)
    if (pageLayerVerdict(page) === 'good') return pageElements(page, pageNumber, ctx.params)
  }
  return hiResPage(reader, index, pageNumber, ctx)
}

async function runPages(reader: PdfDocumentReader, job: PageJob, input: PartitionInput, signal: AbortSignal | undefined): Promise<Element[]> {
  const { options } = input
  const firstPage = options.startingPageNumber ?? 1
  const results: (Element[] | undefined)[] = new Array(reader.numPages)
  let next = 1
  const worker = async (): Promise<void> => {
    while (next <= reader.numPages) {
      signal?.throwIfAborted()
      const index = next++
      const pageNumber = firstPage + index - 1
      try {
        results[index - 1] = await job(reader, index, pageNumber)
      } catch (error) {
        if (signal?.aborted === true || (error as Error)?.name === 'UnsupportedOptionError') throw error
        input.warn({
          code: 'page-failed',
          message: `Page ${pageNumber} could not be read and was skipped: ${(error as Error).message}`,
          page_number: pageNumber,
        })
        results[index - 1] = []
      }
    }
  }
  const lanes = Math.max(1, Math.min(ocrPoolSize(), reader.numPages))
  await Promise.all(Array.from({ length: lanes }, worker))
  const pages = results.map((page) => page ?? [])
  // As on the fast path: running headers, footers and page numbers by repetition across pages, unless the
  // document is a split part (a starting page number), where classification stays page-local.
  if (FURNITURE_STRATEGIES.has(options.strategy) && options.startingPageNumber === undefined) withDocumentRunningFurniture(pages)
  const elements: Element[] = []
  for (const page of pages) {
    elements.push(...page)
    if (options.includePageBreaks) elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
  }
  return elements
}
