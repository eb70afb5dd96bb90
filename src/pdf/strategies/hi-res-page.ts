/**
 * @module pdf/strategies/hi-res-page
 * The page strategies that look at more than the text layer (core §5.1, issue 3):
 * - `ocrOnlyPage`: render, OCR, lay out — PixelSpace of the render.
 * - `hiResPage`: the text layer where it is trustworthy (pdf/strategies/text-layer-quality), OCR where the
 *   page is a scan or its text layer is garbage, the better of the two for invisible OCR layers
 *   (pdf/strategies/layer-reads-better); raster
 *   figures → Image elements (their text: the text layer inside them, else OCR of the region), captions →
 *   FigureCaption, text drawn as vector outlines and glyphs a trusted layer could not decode ("(cid:N)") →
 *   OCR of those regions (pdf/strategies/outline-text, undecoded-regions; a warning names page and font), tables
 *   through the table hook. A born-digital page is rendered only when a region needs its pixels (text drawn
 *   as outlines, a figure with no layer text inside, an image block); otherwise it costs what fast costs plus
 *   one scan of the operator list. PixelSpace of the page at `ctx.dpi`.
 * - `odOnlyPage`: regions only, no OCR: text-layer boxes and figures as typed elements.
 */
import type { Element } from '../../elements/types.js'
import type { PdfDocumentReader, PdfPageContent, PixelArea } from '../pdfjs.js'
import { pageElements } from '../partition-pdf-fast.js'
import { furnitureOf } from '../../pages/page-elements.js'
import { readingOrder } from '../../layout/reading-order.js'
import type { Furniture } from '../../layout/reading-order.js'
import type { PixelBox } from '../../layout/xy-cut-order.js'
import { elementsFromRecognizedPage, ocrText } from '../../pages/ocr-page-elements.js'
import { boxOf, centreInside, figureRegions, imageElement, markCaptions, wantsImageBlock } from '../../pages/figures.js'
import { withTablesInPlaceOfTheirText } from '../../pages/with-table-elements.js'
import { jpegBase64Of, regionPixels, renderPageImage, unionArea } from './page-image.js'
import type { PageImage } from './page-image.js'
import { scaleElements } from './scale-elements.js'
import type { StrategyContext } from '../../pages/strategy-context.js'
import { tablesWanted } from '../../pages/table-hook.js'
import type { DetectedTable, TableDetectionPage } from '../../pages/table-hook.js'
import { wordsFromGlyphs } from '../../tables/words-from-glyphs.js'
import { GlyphColumns } from '../../layout/glyph-columns.js'
import type { Glyph } from '../../layout/types.js'
import type { TableWord } from '../../tables/types.js'
import type { OcrLine } from '../../ocr/ocr-types.js'
import type { GrayImage } from '../../images/gray-image.js'
import { recognizePage } from '../../ocr/recognize-page.js'
import { layerReadsBetter, shortLayerReadsBetter } from './layer-reads-better.js'
import { ocrOutlineText } from './ocr-outline-text.js'
import { outlineTextRegions } from './outline-text.js'
import type { OutlineTextRegion } from './outline-text.js'
import { onlyLayerTextDrawn } from './only-layer-text-drawn.js'
import { pageLayerVerdict } from './page-layer-verdict.js'
import { hasUndecodedGlyphs, splitUndecoded } from './undecoded-regions.js'
import { takeTurn } from './page-turns.js'
import { undecodedFontWarnings } from '../undecoded-fonts.js'
import type { TextLayerVerdict } from './text-layer-quality.js'

/**
 * OCR of the page render `image`; when its text is too small (or large) for tesseract, the page is rendered
 * again at the resolution that text needs (ocr/recognize-page), sharper than enlarging the pixels would be.
 */
async function ocrWholePage(
  reader: PdfDocumentReader,
  index: number,
  image: PageImage,
  pageNumber: number,
  ctx: StrategyContext,
): Promise<{ elements: Element[]; text: string; lines: OcrLine[] }> {
  const rerender = async (zoom: number): Promise<GrayImage> => (await renderPageImage(reader, index, image.dpi * zoom)).gray
  const page = await recognizePage(ctx.agent, image.gray, ctx.languages, image.dpi, ctx.signal, rerender)
  return {
    elements: elementsFromRecognizedPage(page, image.gray.width, image.gray.height, pageNumber, ctx),
    text: ocrText(page.lines),
    lines: page.lines,
  }
}

function ocrWordsOf(lines: readonly OcrLine[]): TableWord[] {
  return lines.flatMap((l) => l.words.map((w) => ({ text: w.text, x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 })))
}

/**
 * The page's text-layer elements; with tables wanted, tables are recognised first from the layer's
 * words and the page's vector paths, and the glyphs inside them are kept out of the layout, so no
 * paragraph swallows a table row and no table swallows a paragraph.
 */
async function textLayerElements(
  page: PdfPageContent,
  pageNumber: number,
  ctx: StrategyContext,
  table: TableDetectionPage | undefined,
): Promise<{ elements: Element[]; tables: DetectedTable[] }> {
  const scale = ctx.dpi / 72
  if (table === undefined) return { elements: scaleElements(pageElements(page, pageNumber, ctx.params), scale), tables: [] }
  const flip = (x: number, y: number): [number, number] => [x * scale, (page.height - y) * scale]
  const segments = (page.paths?.segments ?? []).map((s) => {
    const [x0, y0] = flip(s.x0, s.y0)
    const [x1, y1] = flip(s.x1, s.y1)
    return { x0, y0, x1, y1 }
  })
  const rects = (page.paths?.rects ?? []).map((r) => ({
    x0: r.x0 * scale,
    y0: (page.height - r.y1) * scale,
    x1: r.x1 * scale,
    y1: (page.height - r.y0) * scale,
  }))
  // the glyphs read by index from the reader's columns: no glyph objects
  const run = page.glyphColumns ?? GlyphColumns.of(page.glyphs)
  const tables = await ctx.tableDetector({ ...table, words: wordsFromGlyphs(run, page.height, scale), segments, rects })
  if (tables.length === 0) return { elements: scaleElements(pageElements(page, pageNumber, ctx.params), scale), tables }
  const outside: number[] = []
  for (let i = 0; i < run.length; i++) {
    const x = ((run.x0[i]! + run.x1[i]!) / 2) * scale
    const y = (page.height - (run.y0[i]! + run.y1[i]!) / 2) * scale
    if (!tables.some((t) => x >= t.box.x1 && x <= t.box.x2 && y >= t.box.y1 && y <= t.box.y2)) outside.push(i)
  }
  return { elements: scaleElements(pageElements(withGlyphColumns(page, run.select(outside)), pageNumber, ctx.params), scale), tables }
}

/** `page` with other glyphs, given as columns (laid out from there; the objects made only if something reads `glyphs`). */
function withGlyphColumns(page: PdfPageContent, columns: GlyphColumns): PdfPageContent {
  let glyphs: Glyph[] | undefined
  const { pageIndex, width, height, rotation, figures, links, drawings, paths } = page
  return {
    pageIndex,
    width,
    height,
    rotation,
    get glyphs(): Glyph[] {
      return (glyphs ??= columns.toArray())
    },
    glyphColumns: columns,
    figures,
    links,
    ...(drawings !== undefined ? { drawings } : {}),
    ...(paths !== undefined ? { paths } : {}),
  }
}

export async function ocrOnlyPage(reader: PdfDocumentReader, index: number, pageNumber: number, ctx: StrategyContext): Promise<Element[]> {
  const image = await renderPageImage(reader, index, ctx.dpi)
  return (await ocrWholePage(reader, index, image, pageNumber, ctx)).elements
}

/** What hi_res decided for a page (exposed for tests and the benchmark). */
export interface HiResDecision {
  verdict: TextLayerVerdict
  source: 'text-layer' | 'ocr'
  rendered: boolean
  figures: number
}

export async function hiResPage(
  reader: PdfDocumentReader,
  index: number,
  pageNumber: number,
  ctx: StrategyContext,
  decided?: (decision: HiResDecision) => void,
): Promise<Element[]> {
  // computing pages take turns; the turn ends before the page waits for a render or OCR (pdf/strategies/page-turns)
  const endTurn = await takeTurn(ctx)
  try {
    return await hiResPageInTurn(reader, index, pageNumber, ctx, endTurn, decided)
  } finally {
    endTurn()
  }
}

async function hiResPageInTurn(
  reader: PdfDocumentReader,
  index: number,
  pageNumber: number,
  ctx: StrategyContext,
  endTurn: () => void,
  decided?: (decision: HiResDecision) => void,
): Promise<Element[]> {
  const read = await reader.readPage(index)
  const scale = ctx.dpi / 72
  const verdict = pageLayerVerdict(read)
  for (const warning of undecodedFontWarnings(read, pageNumber)) ctx.warn(warning)
  // Glyphs without text ("(cid:N)") in a layer kept as text: OCRed where they are (undecoded-regions).
  const trusted = verdict === 'good' || verdict === 'invisible'
  // the common page has none: it stays the page read, its glyphs the reader's columns (no glyph objects made)
  const split = trusted && hasUndecodedGlyphs(read) ? splitUndecoded(read) : undefined
  const page = split === undefined ? read : { ...read, glyphs: split.glyphs, figures: split.figures }
  const figuresPt = figureRegions(page.drawings?.images ?? [], page.width, page.height)
  const wantTables = tablesWanted(ctx.options.pdfInferTableStructure, ctx.options.skipInferTableTypes, 'pdf')
  // Text drawn as outlines where the layer has none (an empty layer is OCRed whole anyway), and undecoded glyphs.
  const outlines = trusted
    ? [...outlineTextRegions(page.paths?.fills ?? [], page.glyphColumns ?? page.glyphs, page.width, page.height), ...(split?.regions ?? [])]
    : []
  // Tables on a good text layer come from its words and vector paths: no rendering for them; nor for a
  // layer too short to judge on a page that draws nothing else (OCR would read the same few glyphs).
  const layerIsAll = verdict === 'good' || (verdict === 'empty' && onlyLayerTextDrawn(page))
  // A page OCRed whole is rendered now; a page read from its layer only when a region needs pixels (text drawn
  // as outlines, a figure without layer text inside, an image block).
  if (!layerIsAll) endTurn()
  let image = layerIsAll ? undefined : await renderPageImage(reader, index, ctx.dpi)
  const layoutWidth = Math.ceil(page.width * scale)
  const layoutHeight = Math.ceil(page.height * scale)
  const figures = figuresPt.map((b) => ({ x1: b.x1 * scale, y1: b.y1 * scale, x2: b.x2 * scale, y2: b.y2 * scale }))
  // rendered for regions only: the part of the page that holds them all (nothing else is drawn or read)
  const area = neededArea(outlines, figures, page.height, scale)
  const rendered = async (): Promise<PageImage> => {
    endTurn()
    return (image ??= await renderPageImage(reader, index, ctx.dpi, area))
  }

  const tablePage: TableDetectionPage | undefined = wantTables
    ? { pageNumber, width: layoutWidth, height: layoutHeight, elements: [], ocr: ctx.tableAgent, languages: ctx.languages, unit: scale }
    : undefined
  let elements: Element[]
  let tables: DetectedTable[] = []
  let ocrWords: TableWord[] | undefined
  let source: HiResDecision['source'] = 'text-layer'
  if (image !== undefined && (verdict === 'empty' || verdict === 'garbled')) {
    const ocr = await ocrWholePage(reader, index, image, pageNumber, ctx)
    if (verdict === 'empty' && shortLayerReadsBetter(page.glyphs, ocr.lines)) {
      // too little text to judge the layer, and OCR read nothing more (a lone page number in a large type,
      // a heading in a script the OCR languages do not cover): what the layer says is all the page says
      ;({ elements, tables } = await textLayerElements(page, pageNumber, ctx, tablePage))
    } else {
      elements = ocr.elements
      ocrWords = ocrWordsOf(ocr.lines)
      source = 'ocr'
    }
  } else if (image !== undefined && verdict === 'invisible') {
    const ocr = await ocrWholePage(reader, index, image, pageNumber, ctx)
    const layerText = page.glyphs.map((g) => g.text).join('')
    // the layer judged as text alone (no drawings): garbled or not, whatever its render mode
    if (!layerReadsBetter(layerText, pageLayerVerdict({ glyphs: read.glyphs, figures: read.figures }) === 'garbled', ocr.lines)) {
      elements = ocr.elements
      ocrWords = ocrWordsOf(ocr.lines)
      source = 'ocr'
    } else {
      ;({ elements, tables } = await textLayerElements(page, pageNumber, ctx, tablePage))
    }
  } else {
    ;({ elements, tables } = await textLayerElements(page, pageNumber, ctx, tablePage))
  }

  if (source === 'text-layer' && outlines.length > 0) {
    const read = await ocrOutlineText(outlines, await rendered(), page.height, pageNumber, layoutWidth, layoutHeight, ctx)
    if (read.length > 0) elements = inReadingOrder([...elements, ...read])
  }

  if (figures.length > 0) {
    elements = await withFigures(elements, figures, rendered, pageNumber, layoutWidth, layoutHeight, ctx)
  }
  if (tablePage !== undefined && source === 'ocr' && image !== undefined) {
    // A scan: rulings seen on the image, words from OCR; the OCR lines inside a table make way for it.
    tables = await ctx.tableDetector({ ...tablePage, image: image.gray, elements, ...(ocrWords !== undefined ? { words: ocrWords } : {}) })
  }
  if (tables.length > 0) {
    elements = withTablesInPlaceOfTheirText(elements, tables, { pageNumber, width: layoutWidth, height: layoutHeight })
    elements = inReadingOrder(elements)
  }
  decided?.({ verdict, source, rendered: image !== undefined, figures: figures.length })
  return elements
}

/** Pixels around the needed regions also rendered (a region's edge rounded either way stays inside). */
const AREA_MARGIN = 2

/**
 * The part of the page (pixels at `scale` pixels per point) a page read from its layer is rendered for: every
 * region OCR reads (text drawn as outlines, undecoded glyphs: as ocrOutlineText cuts them) and every figure
 * (OCRed or cut out as an image block), with a margin.
 */
function neededArea(outlines: readonly OutlineTextRegion[], figures: readonly PixelBox[], pageHeight: number, scale: number): PixelArea | undefined {
  const areas = [
    ...outlines.map((r) =>
      regionPixels(
        Math.floor(r.x0 * scale),
        Math.floor((pageHeight - r.y1) * scale),
        Math.ceil((r.x1 - r.x0) * scale),
        Math.ceil((r.y1 - r.y0) * scale),
      ),
    ),
    ...figures.map((f) => regionPixels(f.x1, f.y1, f.x2 - f.x1, f.y2 - f.y1)),
  ]
  const union = unionArea(areas)
  if (union === undefined) return undefined
  return {
    left: union.left - AREA_MARGIN,
    top: union.top - AREA_MARGIN,
    width: union.width + 2 * AREA_MARGIN,
    height: union.height + 2 * AREA_MARGIN,
  }
}

/**
 * Replaces the text inside each figure by one Image element (text from the layer, else OCR of the region);
 * the page is rendered (`image`) only for a figure without layer text or for an image block.
 */
async function withFigures(
  elements: Element[],
  figures: readonly PixelBox[],
  image: () => Promise<PageImage>,
  pageNumber: number,
  layoutWidth: number,
  layoutHeight: number,
  ctx: StrategyContext,
): Promise<Element[]> {
  let rest = elements
  const images: Element[] = []
  for (const figure of figures) {
    const inside: Element[] = []
    rest = rest.filter((e) => {
      const box = boxOf(e)
      const within = box !== undefined && centreInside(box, figure)
      if (within) inside.push(e)
      return !within
    })
    let text = inside.map((e) => e.text).join(' ')
    if (text === '') {
      const page = await image()
      const crop = page.grayRegion(figure.x1, figure.y1, figure.x2 - figure.x1, figure.y2 - figure.y1)
      if (crop.width > 0 && crop.height > 0) {
        const lines = await ctx.agent.recognize(crop, ctx.languages, page.dpi, ctx.signal)
        // Text tesseract reads with little confidence inside a picture is texture, not words.
        text = lines.flatMap((l) => l.words.filter((w) => w.confidence >= 60).map((w) => w.text)).join(' ')
      }
    }
    const element = imageElement(figure, text, pageNumber, layoutWidth, layoutHeight)
    if (wantsImageBlock(ctx.options.extractImageBlockTypes, 'Image')) {
      element.metadata.image_base64 = await jpegBase64Of((await image()).rendered, figure)
      element.metadata.image_mime_type = 'image/jpeg'
    }
    images.push(element)
  }
  const all = [...rest, ...images]
  markCaptions(all, figures)
  return inReadingOrder(all)
}

function inReadingOrder(elements: Element[]): Element[] {
  // pushed, not mapped: readingOrder meets packed arrays only (a compiled `map` makes holey ones; pages/page-elements)
  const boxes: PixelBox[] = []
  const furniture: Furniture[] = []
  for (const e of elements) {
    boxes.push(boxOf(e) ?? { x1: 0, y1: 0, x2: 0, y2: 0 })
    furniture.push(furnitureOf(e))
  }
  const ordered: Element[] = []
  for (const i of readingOrder(boxes, furniture)) ordered.push(elements[i]!)
  return ordered
}

/** od_only: layout regions with their classes and the text layer's text; no OCR, no rendering. */
export async function odOnlyPage(reader: PdfDocumentReader, index: number, pageNumber: number, ctx: StrategyContext): Promise<Element[]> {
  const page: PdfPageContent = await reader.readPage(index)
  const scale = ctx.dpi / 72
  const layoutWidth = Math.ceil(page.width * scale)
  const layoutHeight = Math.ceil(page.height * scale)
  let elements = scaleElements(pageElements(page, pageNumber, ctx.params), scale)
  const regions = figureRegions(page.drawings?.images ?? [], page.width, page.height)
  // A page that is one big image (a scan) is one Image region.
  const pageSized = (page.drawings?.images ?? []).filter((r) => (r.x1 - r.x0) * (r.y1 - r.y0) >= 0.85 * page.width * page.height)
  if (elements.length === 0 && pageSized.length > 0) regions.push({ x1: 0, y1: 0, x2: page.width, y2: page.height })
  const figures = regions.map((b) => ({ x1: b.x1 * scale, y1: b.y1 * scale, x2: b.x2 * scale, y2: b.y2 * scale }))
  for (const figure of figures) {
    const inside = elements.filter((e) => {
      const box = boxOf(e)
      return box !== undefined && centreInside(box, figure)
    })
    elements = elements.filter((e) => !inside.includes(e))
    elements.push(imageElement(figure, inside.map((e) => e.text).join(' '), pageNumber, layoutWidth, layoutHeight))
  }
  markCaptions(elements, figures)
  return inReadingOrder(elements)
}
