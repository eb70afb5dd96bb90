/**
 * @module platform-adapters/browser-canvas
 * The browser's 2D raster API as docparts' browser adapters use it (OffscreenCanvas, createImageBitmap),
 * typed here because the project compiles without the DOM library. Available in pages and in workers.
 */
import { UnsupportedOptionError } from '../errors.js'

export interface Canvas2D {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
  drawImage(image: unknown, x: number, y: number): void
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray }
  putImageData(data: unknown, x: number, y: number): void
}

export interface OffscreenCanvasLike {
  width: number
  height: number
  getContext(kind: '2d', options?: Record<string, unknown>): Canvas2D | null
  convertToBlob(options?: { type?: string; quality?: number }): Promise<Blob>
}

export interface ImageBitmapLike {
  width: number
  height: number
  close(): void
}

interface BrowserGraphics {
  OffscreenCanvas?: new (width: number, height: number) => OffscreenCanvasLike
  createImageBitmap?: (source: Blob, options?: Record<string, unknown>) => Promise<ImageBitmapLike>
  ImageData?: new (data: Uint8ClampedArray, width: number, height: number) => unknown
}

const graphics = globalThis as unknown as BrowserGraphics

function unavailable(what: string): UnsupportedOptionError {
  return new UnsupportedOptionError(
    `${what} needs OffscreenCanvas and createImageBitmap, which this JavaScript environment lacks; use strategy "fast" for PDFs, or run docparts in a browser, a worker or Node.`,
  )
}

/** A new OffscreenCanvas with its 2D context (`willReadFrequently`: pixels are read back). */
export function offscreenCanvas(width: number, height: number, what: string): { canvas: OffscreenCanvasLike; context: Canvas2D } {
  if (graphics.OffscreenCanvas === undefined) throw unavailable(what)
  const canvas = new graphics.OffscreenCanvas(width, height)
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (context === null) throw unavailable(what)
  return { canvas, context }
}

/** Decodes an image file with the browser's own decoders: pixels as stored (no colour management), EXIF orientation applied. */
export function decodeBitmap(bytes: Uint8Array, what: string): Promise<ImageBitmapLike> {
  if (graphics.createImageBitmap === undefined) throw unavailable(what)
  return graphics.createImageBitmap(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
    imageOrientation: 'from-image',
    colorSpaceConversion: 'none',
    premultiplyAlpha: 'none',
  })
}

/** ImageData over `rgba` (for putImageData). */
export function imageData(rgba: Uint8Array, width: number, height: number, what: string): unknown {
  if (graphics.ImageData === undefined) throw unavailable(what)
  return new graphics.ImageData(new Uint8ClampedArray(rgba.buffer, rgba.byteOffset, rgba.byteLength), width, height)
}
