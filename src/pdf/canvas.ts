/**
 * @module pdf/canvas
 * The ONLY importer of @napi-rs/canvas (a native Node module, so it is loaded lazily and only on the render
 * path: reading a PDF's text layer never loads it). Gives pdfjs a 2D canvas to draw a page on and reads the
 * pixels back as 8-bit RGBA. In a browser the caller would pass an OffscreenCanvas instead; this adapter is
 * the Node implementation.
 */

import { isMissingPackage, MissingPackageError } from '../errors.js'

/** A canvas pdfjs can render into, with its 2D context. */
export interface RenderCanvas {
  /** The canvas object (pdfjs's `canvas` render parameter). */
  canvas: unknown
  /** Its 2D context (pdfjs's `canvasContext`). */
  context: unknown
  width: number
  height: number
  /** The pixels, row-major RGBA, 4 bytes per pixel. */
  rgba(): Uint8Array
}

type CanvasModule = typeof import('@napi-rs/canvas')

let canvasModule: Promise<CanvasModule> | undefined

function loadCanvas(): Promise<CanvasModule> {
  canvasModule ??= import('@napi-rs/canvas').catch((error: unknown) => {
    canvasModule = undefined
    if (isMissingPackage(error, '@napi-rs/canvas')) {
      throw new MissingPackageError('@napi-rs/canvas', 'Rendering PDF pages (hi_res, ocr_only and auto on scanned pages; use strategy "fast" to read the text layer only)', { cause: error })
    }
    throw new Error(
      `Rendering PDF pages needs the native package @napi-rs/canvas, which could not be loaded (${(error as Error).message}). ` +
        'Install it for this platform (npm install @napi-rs/canvas) or use strategy "fast".',
      { cause: error },
    )
  })
  return canvasModule
}

/** A white canvas of `width` × `height` pixels (both rounded up to whole pixels, at least 1). */
export async function createRenderCanvas(width: number, height: number): Promise<RenderCanvas> {
  const { createCanvas } = await loadCanvas()
  const w = Math.max(1, Math.ceil(width))
  const h = Math.max(1, Math.ceil(height))
  const canvas = createCanvas(w, h)
  const context = canvas.getContext('2d')
  // Scans and poppler renders have a white page; a transparent canvas would read as black in grayscale.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, w, h)
  return {
    canvas,
    context,
    width: w,
    height: h,
    rgba: () => {
      const data = context.getImageData(0, 0, w, h).data
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    },
  }
}
