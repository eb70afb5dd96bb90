/**
 * @module pdf/strategies/page-image
 * A PDF page rendered for OCR: pdfjs + canvas at `dpi`, converted to grayscale (tesseract binarizes
 * internally with Otsu; measured: our own binarization before it changed nothing on born-digital renders
 * and cost time, so none is done). The RGBA pixels are kept only while a caller needs image blocks.
 */
import { encodeJpeg } from '#platform/image-encode'
import { rgbaToGray } from '../../images/rgba-to-gray.js'
import { bytesToBase64 } from '../../serialize/base64.js'
import type { GrayImage } from '../../images/gray-image.js'
import type { PdfDocumentReader, RenderedPage } from '../pdfjs.js'
import type { PixelBox } from '../../layout/xy-cut-order.js'

export interface PageImage {
  gray: GrayImage
  /** The colour render (for image blocks). */
  rendered: RenderedPage
  dpi: number
}

export async function renderPageImage(reader: PdfDocumentReader, index: number, dpi: number): Promise<PageImage> {
  const rendered = await reader.renderPage(index, dpi / 72)
  return { gray: rgbaToGray(rendered.rgba, rendered.width, rendered.height), rendered, dpi }
}

/** The region `box` (pixels) of a render as base64 JPEG. */
export async function jpegBase64Of(rendered: RenderedPage, box: PixelBox): Promise<string> {
  const x0 = Math.max(0, Math.floor(box.x1))
  const y0 = Math.max(0, Math.floor(box.y1))
  const x1 = Math.min(rendered.width, Math.ceil(box.x2))
  const y1 = Math.min(rendered.height, Math.ceil(box.y2))
  const w = Math.max(1, x1 - x0)
  const h = Math.max(1, y1 - y0)
  const crop = new Uint8Array(w * h * 4)
  for (let row = 0; row < h; row++) {
    const from = ((y0 + row) * rendered.width + x0) * 4
    crop.set(rendered.rgba.subarray(from, from + w * 4), row * w * 4)
  }
  return bytesToBase64(await encodeJpeg(crop, w, h, 4))
}
