/**
 * @module platform-adapters/image-decode.browser
 * Image decoding in a browser or worker (package.json `imports` "#platform/image-decode", condition `browser`):
 * PNG, JPEG, GIF (first frame) and WEBP by the browser itself (createImageBitmap, EXIF orientation applied,
 * drawn over white on an OffscreenCanvas); TIFF, which browsers do not decode, by UTIF.js (images/utif, every
 * page); BMP by images/decode-bmp, as in Node. Grayscale as sharp makes it (images/srgb-to-gray), the
 * density as sharp reports it (images/image-density), so a page reaches OCR as it does in Node.
 * HEIC is a DocumentError (no HEVC decoder in Chromium or Firefox).
 */
import { DocumentError, UnsupportedOptionError } from '../errors.js'
import { decodeBmp } from '../images/decode-bmp.js'
import { imageDensity } from '../images/image-density.js'
import type { DecodeLimits, ImageKind, ImagePage } from '../images/image-kind.js'
import { DEFAULT_LIMITS, LimitExceededError } from '../document-limits.js'
import { srgbToGray } from '../images/srgb-to-gray.js'
import { decodeTiff } from '../images/utif.js'
import { decodeBitmap, offscreenCanvas } from './browser-canvas.js'

const WHAT = 'Decoding images'

/** Decodes every page of an image file (at most `maxPages`) into grayscale, upright; a page over `maxPixels` is a LimitExceededError. */
export async function decodeImagePages(bytes: Uint8Array, kind: ImageKind, limits: DecodeLimits = {}): Promise<ImagePage[]> {
  const { maxPages = Number.POSITIVE_INFINITY, maxPixels = DEFAULT_LIMITS.maxImagePixels } = limits
  const withinLimit = (width: number, height: number): void => {
    if (width * height > maxPixels) throw new LimitExceededError('maxImagePixels', maxPixels, `The ${width} × ${height} image`)
  }
  if (kind === 'bmp') {
    const raw = decodeBmp(bytes)
    withinLimit(raw.width, raw.height)
    return [srgbToGray(raw.rgb, raw.width, raw.height, 3)]
  }
  if (kind === 'tiff') {
    return decodeTiff(bytes, maxPages).map((page) => {
      withinLimit(page.width, page.height)
      return { ...srgbToGray(flattenOnWhite(page.rgba), page.width, page.height, 4), ...(page.dpi !== undefined ? { dpi: page.dpi } : {}) }
    })
  }
  if (kind === 'heic') {
    throw new DocumentError(
      'HEIC images cannot be decoded in a browser (no HEVC decoder). Convert the image to JPEG or PNG first (e.g. heif-convert image.heic image.jpg).',
    )
  }
  let bitmap
  try {
    bitmap = await decodeBitmap(bytes, WHAT)
  } catch (error) {
    throw error instanceof UnsupportedOptionError ? error : unreadable(kind, error)
  }
  try {
    withinLimit(bitmap.width, bitmap.height)
    const { context } = offscreenCanvas(bitmap.width, bitmap.height, WHAT)
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, bitmap.width, bitmap.height)
    context.drawImage(bitmap, 0, 0)
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data
    const dpi = imageDensity(bytes, kind)
    const gray = srgbToGray(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), bitmap.width, bitmap.height, 4)
    return [{ ...gray, ...(dpi !== undefined ? { dpi } : {}) }]
  } finally {
    bitmap.close()
  }
}

/** RGBA with alpha composited over white, alpha set opaque (in place). */
function flattenOnWhite(rgba: Uint8Array): Uint8Array {
  for (let j = 0; j < rgba.length; j += 4) {
    const a = rgba[j + 3]!
    if (a === 255) continue
    for (let c = 0; c < 3; c++) rgba[j + c] = Math.round((rgba[j + c]! * a + 255 * (255 - a)) / 255)
    rgba[j + 3] = 255
  }
  return rgba
}

function unreadable(kind: ImageKind, error: unknown): DocumentError {
  return new DocumentError(`The ${kind.toUpperCase()} image cannot be decoded: ${(error as Error)?.message ?? String(error)}`, { cause: error })
}
