/**
 * @module images/sharp
 * The ONLY importer of sharp (libvips; native, loaded lazily). Decodes image files into grayscale pages for
 * OCR — EXIF orientation applied, every page of a multi-page TIFF, the first frame of a GIF or WEBP
 * animation — and encodes image blocks as JPEG for `image_base64`. BMP is decoded by images/decode-bmp
 * (libvips has no BMP reader). HEIC needs the HEVC decoder, which sharp's prebuilt libvips leaves out for
 * patent reasons: such files fail with a DocumentError that says how to convert them.
 */
import { DocumentError, isMissingPackage, MissingPackageError } from '../errors.js'
import { DEFAULT_LIMITS, LimitExceededError } from '../document-limits.js'
import { decodeBmp } from './decode-bmp.js'
import type { DecodeLimits, ImageKind, ImagePage } from './image-kind.js'
import { jpegShrink } from './jpeg-shrink.js'

type SharpModule = (typeof import('sharp'))['default']

let sharpModule: Promise<SharpModule> | undefined

function loadSharp(): Promise<SharpModule> {
  sharpModule ??= import('sharp').then(
    (m) => m.default,
    (error: unknown) => {
      sharpModule = undefined
      if (isMissingPackage(error, 'sharp'))
        throw new MissingPackageError('sharp', 'Decoding images (PNG, JPEG, TIFF, …) and image blocks', { cause: error })
      throw error
    },
  )
  return sharpModule
}

/**
 * Decodes every page of an image file (at most `maxPages`) into grayscale, upright. A JPEG of more pixels
 * than OCR reads (./jpeg-shrink.ts) is shrunk while it is decoded (libjpeg's 1/2, 1/4, 1/8 scaling: the
 * full image never exists in memory), its page's `scale` saying so; so is any other single-page image
 * (PNG, WebP, GIF, HEIC, a one-page TIFF), read sequentially through libvips's resize, which holds a few
 * rows at a time (a 16,000² PNG of two lines of text: 21.9 s, 3.2 GB and no text decoded whole; 7.0 s,
 * 0.44 GB and both lines so). An image that would decode to more than `maxPixels` pixels (a JPEG: after its
 * shrink; any other: its own size, as its decoder reads every pixel) is a LimitExceededError (maxImagePixels).
 */
export async function decodeImagePages(bytes: Uint8Array, kind: ImageKind, limits: DecodeLimits = {}): Promise<ImagePage[]> {
  const { maxPages = Number.POSITIVE_INFINITY, maxPixels = DEFAULT_LIMITS.maxImagePixels } = limits
  const sharp = await loadSharp()
  if (kind === 'bmp') {
    const raw = decodeBmp(bytes)
    if (raw.width * raw.height > maxPixels) throw tooManyPixels(raw.width, raw.height, maxPixels)
    const { data, info } = await sharp(raw.rgb, { raw: { width: raw.width, height: raw.height, channels: 3 } })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    return [{ width: info.width, height: info.height, gray: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) }]
  }
  let pages = 1
  let density: number | undefined
  let pageHeight: number | undefined
  let upright = true
  let shrink = 1
  let display = { width: 0, height: 0 }
  try {
    // the header only: its size is checked against maxPixels below, not by libvips's own limit
    const meta = await sharp(bytes, { failOn: 'none', limitInputPixels: false }).metadata()
    if (kind === 'tiff') pages = Math.min(meta.pages ?? 1, maxPages)
    density = meta.density
    // without `pages`, libvips reports the first page's size
    pageHeight = meta.height
    upright = (meta.orientation ?? 1) === 1
    // a single-page image: a JPEG shrinks in its decoder, other codecs stream through libvips's resize
    if (kind === 'jpg' || pages === 1) shrink = jpegShrink(meta.width, meta.height, maxPixels)
    // only the JPEG decoder skips pixels: any other codec reads every pixel its header declares (a header that
    // lies about a 100,000² image would cost as much as one), so maxPixels bounds the file's own size there
    const decoded = kind === 'jpg' ? (meta.width * meta.height) / (shrink * shrink) : meta.width * meta.height
    if (decoded > maxPixels) throw tooManyPixels(meta.width, meta.height, maxPixels)
    // EXIF orientations 5–8 turn the image a quarter: the upright page is height × width
    display = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height }
  } catch (error) {
    throw unreadable(kind, error, maxPixels)
  }
  // A multi-page TIFF of upright pages is read STRIP_PAGES pages per libvips call (libvips stacks them into
  // one tall image, cut apart here): opening the file at page N walks the directory chain from the first
  // page, so one call per page is quadratic (2,000 pages of 8 x 8 pixels took over two minutes). Pages of
  // different sizes make libvips refuse a strip: those are read one call per page.
  if (shrink > 1) return [await decodeShrunkJpeg(sharp, bytes, display, shrink, density)]
  let perCall = pages > 1 && upright ? STRIP_PAGES : 1
  const out: ImagePage[] = []
  while (out.length < pages) {
    const first = out.length
    const count = Math.min(perCall, pages - first)
    try {
      const image = sharp(bytes, { page: first, pages: count, failOn: 'none', limitInputPixels: maxPixels })
      const { data, info } = await (count === 1 ? image.rotate() : image) // EXIF orientation
        .flatten({ background: '#ffffff' })
        .grayscale()
        .raw()
        .toBuffer({ resolveWithObject: true })
      const height = info.height / count
      if (count > 1 && height !== pageHeight) throw new Error('pages of different sizes')
      for (let p = 0; p < count; p++) {
        const gray = new Uint8Array(data.buffer, data.byteOffset + p * info.width * height, info.width * height)
        out.push({ width: info.width, height, gray, ...(density !== undefined ? { dpi: density } : {}) })
      }
    } catch (error) {
      if (count === 1) throw unreadable(kind, error, maxPixels)
      perCall = 1
    }
  }
  return out
}

/**
 * A JPEG decoded at 1/`shrink` of its size (libvips shrink-on-load: libjpeg scales the DCT blocks, so
 * the memory is that of the small image). `display` is the upright size of the file's pixels.
 */
async function decodeShrunkJpeg(
  sharp: SharpModule,
  bytes: Uint8Array,
  display: { width: number; height: number },
  shrink: number,
  density: number | undefined,
): Promise<ImagePage> {
  try {
    // the pixel count was checked against maxPixels (a JPEG's after the shrink): libvips must not refuse the file's own size
    const { data, info } = await sharp(bytes, { failOn: 'none', limitInputPixels: false, sequentialRead: true })
      .rotate()
      .resize({ width: Math.ceil(display.width / shrink), height: Math.ceil(display.height / shrink), fit: 'fill', fastShrinkOnLoad: true })
      .flatten({ background: '#ffffff' })
      .grayscale()
      .raw()
      .toBuffer({ resolveWithObject: true })
    const gray = new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    // the density of the decoded pixels: the file's, divided by the shrink
    return {
      width: info.width,
      height: info.height,
      gray,
      fileSize: display,
      ...(density !== undefined ? { dpi: density / shrink } : {}),
    }
  } catch (error) {
    throw unreadable('jpg', error, Number.POSITIVE_INFINITY)
  }
}

/** Pages of a multi-page TIFF decoded per libvips call. */
const STRIP_PAGES = 64

function tooManyPixels(width: number, height: number, maxPixels: number): LimitExceededError {
  return new LimitExceededError('maxImagePixels', maxPixels, `The ${width} × ${height} image (${width * height} pixels)`)
}

function unreadable(kind: ImageKind, error: unknown, maxPixels: number): DocumentError {
  if (error instanceof DocumentError) return error
  // libvips prefixes its own retries ("source: bad seek …"); the last line is the reason.
  const message = ((error as Error)?.message ?? String(error)).trim().split('\n').pop() ?? ''
  // a later page of a TIFF over the limit (the first one was measured before decoding)
  if (/exceeds pixel limit/.test(message)) return new LimitExceededError('maxImagePixels', maxPixels, `A page of the ${kind.toUpperCase()} image`)
  if (kind === 'heic') {
    return new DocumentError(
      `HEIC images cannot be decoded by this build: sharp's bundled libvips has no HEVC decoder (${message}). Convert the image to JPEG or PNG first (e.g. heif-convert image.heic image.jpg).`,
      { cause: error },
    )
  }
  return new DocumentError(`The ${kind.toUpperCase()} image cannot be decoded: ${message}`, { cause: error })
}

/** Encodes raw pixels (1 = gray, 3 = RGB, 4 = RGBA) as JPEG (quality 85; alpha flattened on white). */
export async function encodeJpeg(pixels: Uint8Array, width: number, height: number, channels: 1 | 3 | 4): Promise<Uint8Array> {
  const sharp = await loadSharp()
  const data = await sharp(pixels, { raw: { width, height, channels } }).flatten({ background: '#ffffff' }).jpeg({ quality: 85 }).toBuffer()
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
}
