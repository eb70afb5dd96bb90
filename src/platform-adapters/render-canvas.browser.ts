/**
 * @module platform-adapters/render-canvas.browser
 * The canvas pdf.js renders pages on in a browser or worker (package.json `imports`
 * "#platform/render-canvas", condition `browser`): an OffscreenCanvas, which pages and workers both have.
 * pdf.js's scratch canvases (patterns, masks, groups) come from the same place (OffscreenCanvasFactory):
 * its default factory needs `document`, which a worker lacks.
 */
import { whiteRenderCanvas } from '../pdf/white-render-canvas.js'
import type { RenderCanvas } from '../pdf/white-render-canvas.js'
import { offscreenCanvas } from './browser-canvas.js'
import type { OffscreenCanvasLike, Canvas2D } from './browser-canvas.js'

const WHAT = 'Rendering PDF pages (hi_res, ocr_only and auto on scanned pages; strategy "fast" reads the text layer only)'

/** A white canvas of `width` × `height` pixels (both rounded up to whole pixels, at least 1). */
export async function createRenderCanvas(width: number, height: number): Promise<RenderCanvas> {
  const w = Math.max(1, Math.ceil(width))
  const h = Math.max(1, Math.ceil(height))
  const { canvas, context } = offscreenCanvas(w, h, WHAT)
  return whiteRenderCanvas(canvas, context, w, h)
}

interface CanvasAndContext {
  canvas: OffscreenCanvasLike | null
  context: Canvas2D | null
}

/** pdf.js's `CanvasFactory` option: scratch canvases as OffscreenCanvas. */
export class OffscreenCanvasFactory {
  constructor(_options: unknown) {}

  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size')
    return offscreenCanvas(width, height, WHAT)
  }

  reset(target: CanvasAndContext, width: number, height: number): void {
    if (target.canvas === null) throw new Error('Canvas is not specified')
    if (width <= 0 || height <= 0) throw new Error('Invalid canvas size')
    target.canvas.width = width
    target.canvas.height = height
  }

  destroy(target: CanvasAndContext): void {
    if (target.canvas === null) throw new Error('Canvas is not specified')
    target.canvas.width = 0
    target.canvas.height = 0
    target.canvas = null
    target.context = null
  }
}

export const pdfjsCanvasFactory: unknown = OffscreenCanvasFactory

/**
 * Extra pdf.js `getDocument` options in a browser: data files are fetched on the calling side (pdf.js's
 * own check for fetching them in its worker reads `document.baseURI`, which a worker lacks).
 */
export const pdfjsPlatformOptions: Record<string, unknown> = { useWorkerFetch: false }
