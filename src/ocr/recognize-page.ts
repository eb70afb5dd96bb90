/**
 * @module ocr/recognize-page
 * OCR of a whole page image: prepared first (images/prepare-for-ocr: deskewed, background flattened), read
 * by the agent, and the boxes mapped back (ocr/map-ocr-lines), so `lines` are in the pixels of the page
 * passed in. The lines as read on the straightened page are kept too: text lines are level there, so a layout
 * is made from them and only its boxes are mapped back (mapped back first, a turned line's box spans the lines
 * above and below it). Regions cut from a page (figure crops, table cells) go to the agent directly: too
 * small to measure skew on.
 *
 * Text size (issue "quality on documents nobody tuned to"): the first reading measures the text's height
 * (ocr/text-height); when it is far from what tesseract reads best (ocr/ocr-zoom: a 72-DPI page image, a
 * small scanned page rendered at a fixed DPI), the page is read again at the scale that brings the text to
 * the optimum, as upstream's tesseract agent does. The larger page comes from `zoomed` when the caller can
 * make a sharper one (a PDF page rendered again at a higher resolution), else from interpolating the pixels
 * (images/resize-gray). Everything returned is in the pixels of the page as given, whatever scale was read.
 *
 * A blank page (images/has-ink: no two pixels far enough apart) is not read at all: there is nothing on it,
 * and reading costs time in proportion to its pixels.
 */
import { hasInk } from '../images/has-ink.js'
import { prepareForOcr } from '../images/prepare-for-ocr.js'
import { resizeGray } from '../images/resize-gray.js'
import { mapOcrLines } from './map-ocr-lines.js'
import type { BoxMapping } from './map-ocr-lines.js'
import { MIN_TEXT_HEIGHT, ocrZoom } from './ocr-zoom.js'
import type { OcrAgent, OcrLine } from './ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'
import { medianTextHeight } from './text-height.js'
import { inkLineHeight } from './ink-line-height.js'

export interface RecognizedPage {
  /** The lines in the pixels of the page as given. */
  lines: OcrLine[]
  /** The lines as read on the prepared page, and its size (scaled back to the page as given). */
  prepared: { lines: OcrLine[]; width: number; height: number }
  /** The turn that straightened the page, clockwise on screen (0: the prepared page has the given page's geometry). */
  degrees: number
  /** A box of the prepared page → the box it covers on the page as given. */
  toOriginal: BoxMapping
  /** The scale the page was read at (absent or 1: as given). */
  zoom?: number
}

/** The page `zoom` times larger (or smaller), when the caller can make it better than interpolation can. */
export type ZoomedPage = (zoom: number) => Promise<GrayImage>

/** Boxes of a page read at `zoom` → boxes of the page at scale 1. */
const unzoom =
  (zoom: number): BoxMapping =>
  (x0, y0, x1, y1) => [x0 / zoom, y0 / zoom, x1 / zoom, y1 / zoom]

async function readPrepared(agent: OcrAgent, image: GrayImage, languages: string, dpi: number, signal: AbortSignal | undefined) {
  const prepared = prepareForOcr(image, dpi)
  const lines = await agent.recognize(prepared.image, languages, dpi, signal)
  return { prepared, lines }
}

export async function recognizePage(
  agent: OcrAgent,
  image: GrayImage,
  languages: string,
  dpi: number,
  signal?: AbortSignal,
  zoomed?: ZoomedPage,
): Promise<RecognizedPage> {
  if (!hasInk(image)) return blankPage(image)
  const first = await readPrepared(agent, image, languages, dpi, signal)
  const wanted = ocrZoom(textHeightOf(first.lines, image), image.width, image.height)
  if (wanted === 1) {
    const { prepared, lines } = first
    return {
      lines: prepared.degrees === 0 ? lines : mapOcrLines(lines, prepared.toOriginal),
      prepared: { lines, width: prepared.image.width, height: prepared.image.height },
      degrees: prepared.degrees,
      toOriginal: prepared.toOriginal,
      zoom: 1,
    }
  }
  signal?.throwIfAborted()
  const big = zoomed !== undefined ? await zoomed(wanted) : resizeGray(image, wanted)
  // A render rounds its size to whole pixels: the scale actually read is the ratio of the widths.
  const zoom = big.width / image.width
  const { prepared, lines } = await readPrepared(agent, big, languages, dpi * zoom, signal)
  const back = unzoom(zoom)
  const toOriginal: BoxMapping = (x0, y0, x1, y1) => {
    const [a, b, c, d] = prepared.toOriginal(x0 * zoom, y0 * zoom, x1 * zoom, y1 * zoom)
    return back(a, b, c, d)
  }
  const straight = mapOcrLines(lines, back)
  return {
    lines: prepared.degrees === 0 ? straight : mapOcrLines(lines, (x0, y0, x1, y1) => back(...prepared.toOriginal(x0, y0, x1, y1))),
    prepared: { lines: straight, width: prepared.image.width / zoom, height: prepared.image.height / zoom },
    degrees: prepared.degrees,
    toOriginal,
    zoom,
  }
}

function blankPage(image: GrayImage): RecognizedPage {
  return {
    lines: [],
    prepared: { lines: [], width: image.width, height: image.height },
    degrees: 0,
    toOriginal: (x0, y0, x1, y1) => [x0, y0, x1, y1],
    zoom: 1,
  }
}

/**
 * The page's text height for the zoom: the OCR's median word height, unless the pixels show lines under
 * MIN_TEXT_HEIGHT and well below that (the OCR merged tiny lines into tall garbage words): then the lines'.
 */
function textHeightOf(lines: readonly OcrLine[], image: GrayImage): number | undefined {
  const read = medianTextHeight(lines)
  if (read !== undefined && read < MIN_TEXT_HEIGHT) return read
  const inked = inkLineHeight(image)
  if (inked === undefined || inked >= MIN_TEXT_HEIGHT) return read
  return read === undefined || inked < 0.7 * read ? inked : read
}
