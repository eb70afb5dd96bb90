/**
 * @module pdf/partition-pdf
 * The PDF partitioner: routes by `strategy` (core §5.1, issue 3).
 * - `fast`: pdf/partition-pdf-fast, unchanged (text layer only, PDF points).
 * - every other strategy: its entry in ./page-strategies.ts (`PAGE_STRATEGIES`), run page by page here.
 * Pages run concurrently up to the OCR pool's size; each is rendered, OCRed and released by its own task,
 * so memory is bounded by the pool size, not the page count. Elements come out in page order.
 * A page that fails is skipped with a `page-failed` warning (never a silent drop). Running headers, footers
 * and page numbers are recognised across pages where the strategy says so (hi_res, auto, ocr_only), as on the fast path.
 */
import type { Element } from '../elements/types.js'
import { assertServable } from '../options/assert-servable.js'
import { STRATEGIES } from '../options/strategies.js'
import type { Partitioner, PartitionInput } from '../formats/types.js'
import { ocrPoolSize } from '../ocr/ocr-pool.js'
import { openFastPdf } from './open-fast-pdf.js'
import type { PdfDocumentReader } from './pdfjs.js'
import { partitionPdf } from './partition-pdf-fast.js'
import { PAGE_STRATEGIES } from './page-strategies.js'
import type { PageJob } from './page-strategies.js'
import { withDocumentRunningFurniture } from './running-furniture.js'
import { strategyContext } from '../pages/strategy-context.js'
import { assetLocations } from '#platform/asset-locations'
import { contextWithAssets } from '../pages/context-with-assets.js'

/** The strategies this build serves for PDFs: every one of the interface. */
export const PDF_STRATEGIES = STRATEGIES

export const partitionPdfDocument: Partitioner = async (input: PartitionInput): Promise<Element[]> => {
  const { options } = input
  assertServable('strategy', options.strategy, PDF_STRATEGIES)
  if (options.strategy === 'fast') return partitionPdf(input)
  const strategy = PAGE_STRATEGIES[options.strategy]
  strategy.check(options)
  const ctx = contextWithAssets(strategyContext(input, options.ocrAgents), options.assets)
  const job = strategy.job(ctx)
  // our own reader for the text layer, images and paths of the pages it knows; pdfjs for the rest and for rendering
  const reader = await openFastPdf(input.bytes, {
    graphics: true,
    password: options.password,
    limits: options.limits,
    assets: assetLocations(options.assets),
  })
  try {
    return await runPages(reader, job, strategy.runningFurniture, input, ctx.signal)
  } finally {
    await reader.close()
  }
}

async function runPages(
  reader: PdfDocumentReader,
  job: PageJob,
  runningFurniture: boolean,
  input: PartitionInput,
  signal: AbortSignal | undefined,
): Promise<Element[]> {
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
  if (runningFurniture && options.startingPageNumber === undefined) withDocumentRunningFurniture(pages)
  const elements: Element[] = []
  for (const page of pages) {
    elements.push(...page)
    if (options.includePageBreaks) elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
  }
  return elements
}
