/**
 * @module pdf/strategies/page-image
 * A PDF page rendered for OCR: pdfjs + canvas at `dpi`, converted to grayscale (tesseract binarizes
 * internally with Otsu; measured: our own binarization before it changed nothing on born-digital renders
 * and cost time, so none is done). The RGBA pixels are kept only while a caller needs image blocks.
 * The whole page is converted to grayscale when first asked for (whole-page OCR, tables on a scan); a page
 * rendered only for a few regions (figures, text drawn as outlines) converts those regions alone — the same
 * pixels, since the conversion is per pixel (about 45 ms saved per 200-DPI page), and reads only those regions'
 * pixels back from the canvas (about 65 ms saved per 1700 × 2200 page).
 */
import { encodeJpeg } from '#platform/image-encode'
import { cropGray, rgbaToGray } from '../../images/rgba-to-gray.js'
import { bytesToBase64 } from '../../serialize/base64.js'
import type { GrayImage } from '../../images/gray-image.js'
import type { PdfDocumentReader, PixelArea, RenderedPage } from '../pdfjs.js'
import type { PixelBox } from '../../layout/xy-cut-order.js'

export interface PageImage {
  /** The whole page in grayscale (converted on first use). */
  readonly gray: GrayImage
  /** The colour render (for image blocks). */
  rendered: RenderedPage
  dpi: number
  /** The region `x, y, w, h` (pixels, clamped to the page) in grayscale: what `cropGray(gray, x, y, w, h)` gives. */
  grayRegion(x: number, y: number, w: number, h: number): GrayImage
}

/** The whole pixels from (`x0`, `y0`) to (`x1`, `y1`) cover, clamped to the render (cropGray's rounding). */
function pixelsCovered(
  rendered: RenderedPage,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): { left: number; top: number; width: number; height: number } {
  const left = Math.max(0, Math.floor(x0))
  const top = Math.max(0, Math.floor(y0))
  return {
    left,
    top,
    width: Math.max(0, Math.min(rendered.width, Math.ceil(x1)) - left),
    height: Math.max(0, Math.min(rendered.height, Math.ceil(y1)) - top),
  }
}

/** The RGBA pixels of `width` × `height` from (`left`, `top`) of the render, row after row. */
function rgbaRows(rendered: RenderedPage, left: number, top: number, width: number, height: number): Uint8Array {
  // a render that reads regions back alone: only these pixels leave the canvas (pdf/pdfjs renderPage)
  if (width <= 0 || height <= 0) return new Uint8Array(0)
  const inside = left + width <= rendered.width && top + height <= rendered.height
  if (rendered.rgbaRegion !== undefined && inside) return rendered.rgbaRegion(left, top, width, height)
  const crop = new Uint8Array(width * height * 4)
  for (let row = 0; row < height; row++) {
    const from = ((top + row) * rendered.width + left) * 4
    crop.set(rendered.rgba.subarray(from, from + width * 4), row * width * 4)
  }
  return crop
}

/** `rendered` as a PageImage: grayscale converted lazily, for the whole page or a region. */
export function pageImageOf(rendered: RenderedPage, dpi: number): PageImage {
  let gray: GrayImage | undefined
  return {
    get gray(): GrayImage {
      return (gray ??= rgbaToGray(rendered.rgba, rendered.width, rendered.height))
    },
    rendered,
    dpi,
    grayRegion(x, y, w, h) {
      if (gray !== undefined) return cropGray(gray, x, y, w, h)
      // the colour pixels of the region, converted alone
      const { left, top, width, height } = pixelsCovered(rendered, x, y, x + w, y + h)
      return rgbaToGray(rgbaRows(rendered, left, top, width, height), width, height)
    },
  }
}

/**
 * Page `index` rendered at `dpi`; with `area` (pixels at that dpi), only that part of it (pdf/pdfjs renderPage):
 * its regions read the same pixels as the whole render's, and the whole page (`gray`) is refused.
 */
export async function renderPageImage(reader: PdfDocumentReader, index: number, dpi: number, area?: PixelArea): Promise<PageImage> {
  return pageImageOf(await reader.renderPage(index, dpi / 72, area), dpi)
}

/** The whole pixels a region (`x`, `y`, `w`, `h`, pixels) is read from: what grayRegion and jpegBase64Of read of it. */
export function regionPixels(x: number, y: number, w: number, h: number): PixelArea {
  const left = Math.floor(x)
  const top = Math.floor(y)
  return { left, top, width: Math.max(1, Math.ceil(x + w) - left), height: Math.max(1, Math.ceil(y + h) - top) }
}

/** The smallest area holding every one of `areas` (undefined for none). */
export function unionArea(areas: readonly PixelArea[]): PixelArea | undefined {
  if (areas.length === 0) return undefined
  const left = Math.min(...areas.map((a) => a.left))
  const top = Math.min(...areas.map((a) => a.top))
  const right = Math.max(...areas.map((a) => a.left + a.width))
  const bottom = Math.max(...areas.map((a) => a.top + a.height))
  return { left, top, width: right - left, height: bottom - top }
}

/** The region `box` (pixels) of a render as base64 JPEG (at least one pixel each way). */
export async function jpegBase64Of(rendered: RenderedPage, box: PixelBox): Promise<string> {
  const { left, top, width, height } = pixelsCovered(rendered, box.x1, box.y1, box.x2, box.y2)
  const w = Math.max(1, width)
  const h = Math.max(1, height)
  return bytesToBase64(await encodeJpeg(rgbaRows(rendered, left, top, w, h), w, h, 4))
}
