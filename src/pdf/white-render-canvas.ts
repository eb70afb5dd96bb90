/**
 * @module pdf/white-render-canvas
 * What pdf.js renders a page on, whichever the platform's canvas is (pdf/canvas in Node, an OffscreenCanvas in
 * browsers): the canvas, its 2D context, its size, and its pixels read back as 8-bit RGBA — painted white first;
 * all of them, or one region (reading a 1700 × 2200 page back costs about 65 ms; a caller that needs a few
 * regions — figures, text drawn as outlines — reads those alone, the same pixels).
 */

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
  /** The pixels of the `width` × `height` region from (`left`, `top`) (whole pixels inside the canvas), row-major RGBA. */
  rgbaRegion(left: number, top: number, width: number, height: number): Uint8Array
}

/** The parts of a 2D context used here (the DOM's CanvasRenderingContext2D and @napi-rs/canvas's both have them). */
export interface WhiteCanvasContext {
  fillStyle: unknown
  fillRect(x: number, y: number, w: number, h: number): void
  getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray }
}

/** `canvas` of `width` × `height` whole pixels, painted white through `context`. */
export function whiteRenderCanvas(canvas: unknown, context: WhiteCanvasContext, width: number, height: number): RenderCanvas {
  // Scans and poppler renders have a white page; a transparent canvas would read as black in grayscale.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  return {
    canvas,
    context,
    width,
    height,
    rgba: () => {
      const data = context.getImageData(0, 0, width, height).data
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    },
    rgbaRegion: (left, top, w, h) => {
      const data = context.getImageData(left, top, w, h).data
      return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
    },
  }
}
