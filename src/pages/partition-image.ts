/**
 * @module pages/partition-image
 * The image partitioner (core §7 image: `partition_pdf_or_image(is_image=True)`): every page of the image
 * (all pages of a multi-page TIFF) decoded upright and grayscale (#platform/image-decode: sharp in Node,
 * the browser's decoders elsewhere), then by strategy:
 * `hi_res` (default), `auto` and `ocr_only` → OCR and layout (there is no text layer to trust);
 * `od_only` → one Image region per page; `vlm` → the caller's provider; `fast` → UnsupportedOptionError
 * "The fast strategy is not available for image files" (upstream's 400). Coordinates: PixelSpace of the image.
 */
import type { Element } from '../elements/types.js'
import { UnsupportedOptionError } from '../errors.js'
import type { Partitioner, PartitionInput } from '../formats/types.js'
import { assertServable } from '../options/assert-servable.js'
import { RENDERING_STRATEGIES } from '../options/strategies.js'
import { imageElement } from './figures.js'
import { elementsFromRecognizedPage, ocrPageElements } from './ocr-page-elements.js'
import { tablesWanted } from './table-hook.js'
import { withTableElements } from './with-table-elements.js'
import { assertHiResModel, strategyContext } from './strategy-context.js'
import { grayPixels, requireVlmProvider, vlmPageElements } from './vlm-page.js'
import { decodeImagePages } from '#platform/image-decode'
import { recognizePage } from '../ocr/recognize-page.js'
import type { ImageKind, ImagePage } from '../images/image-kind.js'
import { inFilePixels } from './file-pixel-coordinates.js'
import { contextWithAssets } from './context-with-assets.js'
import { documentLimits } from '../document-limits.js'

/** Resolution assumed when the file declares none (tesseract's own assumption is 70, which shrinks its filters). */
const DEFAULT_IMAGE_DPI = 200

export const partitionImage: Partitioner = async (input: PartitionInput): Promise<Element[]> => {
  const { options } = input
  if (options.strategy === 'fast') throw new UnsupportedOptionError('The fast strategy is not available for image files')
  assertServable('strategy', options.strategy, RENDERING_STRATEGIES)
  if (options.strategy !== 'ocr_only' && options.strategy !== 'vlm') assertHiResModel(options.hiResModelName)
  const vlm = options.strategy === 'vlm' ? requireVlmProvider(options.vlmProvider) : undefined
  const ctx = contextWithAssets(strategyContext(input, options.ocrAgents), options.assets)
  const pages = await decodeImagePages(input.bytes, input.fileType as ImageKind, { maxPixels: documentLimits(options.limits).maxImagePixels })
  const firstPage = options.startingPageNumber ?? 1
  const results = await Promise.all(
    pages.map(async (page, i): Promise<Element[]> => {
      const elements = await pageElements(page, i)
      // a page shrunk while decoding (a large JPEG) reports coordinates in the file's pixels
      return page.fileSize === undefined ? elements : inFilePixels(elements, page, page.fileSize)
    }),
  )
  async function pageElements(page: ImagePage, i: number): Promise<Element[]> {
    const pageNumber = firstPage + i
    if (options.strategy === 'od_only')
      return [imageElement({ x1: 0, y1: 0, x2: page.width, y2: page.height }, '', pageNumber, page.width, page.height)]
    if (vlm !== undefined) return vlmPageElements(vlm, grayPixels(page), pageNumber, ctx)
    const dpi = page.dpi !== undefined && page.dpi >= 70 && page.dpi <= 1200 ? page.dpi : DEFAULT_IMAGE_DPI
    // Table structure for hi_res and auto unless skipInferTableTypes names this type (pdfInferTableStructure is PDF-only).
    const detector =
      options.strategy !== 'ocr_only' && tablesWanted(true, options.skipInferTableTypes, input.fileType) ? ctx.tableDetector : undefined
    if (detector === undefined) return ocrPageElements(page, dpi, pageNumber, ctx)
    const recognized = await recognizePage(ctx.agent, page, ctx.languages, dpi, ctx.signal)
    const elements = elementsFromRecognizedPage(recognized, page.width, page.height, pageNumber, ctx)
    const words = recognized.lines.flatMap((l) => l.words.map((w) => ({ text: w.text, x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 })))
    const found = await detector({
      pageNumber,
      width: page.width,
      height: page.height,
      image: page,
      elements,
      ocr: ctx.tableAgent,
      languages: ctx.languages,
      unit: dpi / 72,
      words,
    })
    return withTableElements(elements, found, { pageNumber, width: page.width, height: page.height })
  }
  const elements: Element[] = []
  for (const page of results) {
    elements.push(...page)
    if (options.includePageBreaks) elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
  }
  return elements
}
