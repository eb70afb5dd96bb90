/**
 * @module pdf/page-strategies
 * The PDF page strategies by name, one entry each in a `Record<RenderingStrategy, PageStrategy>` that the
 * compiler checks is complete: a new strategy is its known value in options/option-fields.ts plus its
 * entry here. `fast` is not here: it reads the text layer without rendering (pdf/partition-pdf-fast).
 * - `hi_res` (default), `ocr_only`, `od_only`: per page, see pdf/strategies/hi-res-page.
 * - `auto`: per page rather than per document (upstream decides once): fast where the text layer is good,
 *   hi_res where the page is a scan or garbled, or where tables or image blocks are requested.
 * - `vlm`: page images to the caller's `vlmProvider`.
 */
import type { Element } from '../elements/types.js'
import type { RenderingStrategy } from '../options/strategies.js'
import type { ResolvedOptions } from '../options/types.js'
import { assertHiResModel } from '../pages/strategy-context.js'
import type { StrategyContext } from '../pages/strategy-context.js'
import { tablesWanted } from '../pages/table-hook.js'
import { requireVlmProvider, vlmPageElements } from '../pages/vlm-page.js'
import { pageElements } from './partition-pdf-fast.js'
import type { PdfDocumentReader } from './pdfjs.js'
import { hiResPage, ocrOnlyPage, odOnlyPage } from './strategies/hi-res-page.js'
import { renderPageImage } from './strategies/page-image.js'
import { pageLayerVerdict } from './strategies/page-layer-verdict.js'

/** Reads one page (1-based `index`) into elements numbered `pageNumber`. */
export type PageJob = (reader: PdfDocumentReader, index: number, pageNumber: number) => Promise<Element[]>

export interface PageStrategy {
  /** Throws UnsupportedOptionError before any page is read when the options cannot serve the strategy. */
  check(options: ResolvedOptions): void
  /** Whether running headers, footers and page numbers are recognised across pages, as on the fast path (text elements with coordinates). */
  runningFurniture: boolean
  /** The page job of a document, given its strategy context. */
  job(ctx: StrategyContext): PageJob
}

/** A page read with the strategy context as its last argument (hiResPage, autoPage, …). */
type ContextPage = (reader: PdfDocumentReader, index: number, pageNumber: number, ctx: StrategyContext) => Promise<Element[]>

/** The `job` of a strategy whose pages `page` reads. */
function jobOf(page: ContextPage): PageStrategy['job'] {
  return (ctx) => (reader, index, pageNumber) => page(reader, index, pageNumber, ctx)
}

const checkHiResModel = (options: ResolvedOptions): void => assertHiResModel(options.hiResModelName)

export const PAGE_STRATEGIES: Record<RenderingStrategy, PageStrategy> = {
  hi_res: { check: checkHiResModel, runningFurniture: true, job: jobOf(hiResPage) },
  auto: { check: checkHiResModel, runningFurniture: true, job: jobOf(autoPage) },
  ocr_only: { check: () => {}, runningFurniture: true, job: jobOf(ocrOnlyPage) },
  od_only: { check: checkHiResModel, runningFurniture: false, job: jobOf(odOnlyPage) },
  vlm: {
    check: (options) => void requireVlmProvider(options.vlmProvider),
    runningFurniture: false,
    job: (ctx) => {
      const vlm = requireVlmProvider(ctx.options.vlmProvider)
      return async (reader, index, pageNumber) => {
        const { rendered } = await renderPageImage(reader, index, ctx.dpi)
        return vlmPageElements(vlm, { data: rendered.rgba, width: rendered.width, height: rendered.height, channels: 4 }, pageNumber, ctx)
      }
    },
  },
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
