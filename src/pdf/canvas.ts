/**
 * @module pdf/canvas
 * The ONLY importer of @napi-rs/canvas (a native Node module, so it is loaded lazily and only on the render
 * path: reading a PDF's text layer never loads it). Gives pdfjs a 2D canvas to draw a page on and reads the
 * pixels back as 8-bit RGBA (pdf/white-render-canvas). Browsers use an OffscreenCanvas instead
 * (platform-adapters/render-canvas.browser).
 */

import { isMissingPackage, MissingPackageError } from '../errors.js'
import { whiteRenderCanvas } from './white-render-canvas.js'
import type { RenderCanvas } from './white-render-canvas.js'

export type { RenderCanvas }

type CanvasModule = typeof import('@napi-rs/canvas')

let canvasModule: Promise<CanvasModule> | undefined

function loadCanvas(): Promise<CanvasModule> {
  canvasModule ??= import('@napi-rs/canvas').catch((error: unknown) => {
    canvasModule = undefined
    if (isMissingPackage(error, '@napi-rs/canvas')) {
      throw new MissingPackageError(
        '@napi-rs/canvas',
        'Rendering PDF pages (hi_res, ocr_only and auto on scanned pages; use strategy "fast" to read the text layer only)',
        { cause: error },
      )
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
  return whiteRenderCanvas(canvas, canvas.getContext('2d'), w, h)
}
