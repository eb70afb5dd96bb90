/**
 * @module pdf/text-culling-filter
 * Text drawn wholly outside the canvas is not painted, for renders of one area of a page (pdf/pdfjs renderPage):
 * pdf.js runs every operation of the page, and filling the glyphs of a page's text costs a third to a half of
 * rendering a small area of a text page — all of them fall outside it. The same pixels: a run is left unpainted
 * only when a generous box of its ink (pdf/text-run-box) misses the canvas by CULL_MARGIN pixels, and it still
 * moves the pen as pdf.js's hidden optional content does. No pdf.js import: pdf.js's render internals come in
 * through `internals()` and are read defensively (anything unexpected: the run is drawn).
 */
import { missesCanvas, textRunBox } from './text-run-box.js'
import type { CanvasTransform, TextDrawingState } from './text-run-box.js'

/** The parts of pdf.js's canvas graphics (its CanvasGraphics while a page renders) the text culling reads and sets. */
interface PdfjsGraphics {
  ctx: unknown
  contentVisible: boolean
  dependencyTracker?: unknown
  current: TextDrawingState & {
    fontDirection: number
    textRenderingMode: number
    patternFill: boolean
    patternStroke: boolean
    font?: { isType3Font?: boolean; vertical?: boolean; isInvalidPDFjsFont?: boolean; bbox?: ArrayLike<number> } | null
  }
}

/** pdf.js's render task internals: the graphics drawing the page and the operator list it runs. */
interface PdfjsRenderInternals {
  gfx?: PdfjsGraphics | null
  operatorList?: { fnArray: ArrayLike<number>; argsArray: unknown[] }
}

/** pdf.js's text rendering mode flag for text added to the clipping path (modes 4–7). */
const ADD_TO_PATH_FLAG = 4
/** Pixels around the canvas a culled run must also miss (antialiasing). */
const CULL_MARGIN = 2

/**
 * A pdf.js `operationsFilter` (render parameter) and its `done`, called once the render ends: a text-showing
 * operation whose glyphs all lie outside the canvas pdf.js draws on at that moment (the page's canvas, or a
 * transparency group's or soft mask's, which pdf.js cuts to the page's canvas) runs with pdf.js's
 * `contentVisible` off — its pen still advances, as for hidden optional content, but no glyph is filled — and the
 * flag is put back before the next operation. Never for a Type3, vertical or unusable font, text added to the
 * clipping path or filled with a pattern, content already hidden, or when pdf.js records operations. Every
 * operation runs (the filter never skips one), and text is drawn as usual wherever pdf.js's internals are not
 * laid out as expected (`internals()`: the render task's `_internalRenderTask`).
 */
export function textCullingFilter(internals: () => unknown, showTextOp: number): { filter: (index: number) => boolean; done: () => void } {
  let hidden: PdfjsGraphics | undefined
  const restore = (): void => {
    if (hidden !== undefined) hidden.contentVisible = true
    hidden = undefined
  }
  const filter = (index: number): boolean => {
    restore()
    const task = internals() as PdfjsRenderInternals | undefined
    if (task?.operatorList?.fnArray[index] !== showTextOp) return true
    const gfx = task.gfx
    if (gfx == null || gfx.contentVisible !== true || gfx.dependencyTracker != null) return true
    // the canvas drawn on now: the target, or a transparency group's or soft mask's canvas (never larger than it)
    const context = gfx.ctx as { getTransform?: () => CanvasTransform; canvas?: { width?: unknown; height?: unknown } } | null
    const width = context?.canvas?.width
    const height = context?.canvas?.height
    if (typeof context?.getTransform !== 'function' || typeof width !== 'number' || typeof height !== 'number') return true
    const state = gfx.current
    const font = state?.font
    if (
      state == null ||
      state.fontMatrix == null ||
      font == null ||
      font.isType3Font === true ||
      font.vertical === true ||
      font.isInvalidPDFjsFont === true
    )
      return true
    if ((state.textRenderingMode & ADD_TO_PATH_FLAG) !== 0 || state.patternFill || state.patternStroke) return true
    const glyphs = task.operatorList.argsArray[index] as unknown[] | undefined
    if (!Array.isArray(glyphs) || !Array.isArray(glyphs[0])) return true
    // pdf.js's states inherit their fields from the state saved before them (Object.create): read each one, never spread
    const drawing: TextDrawingState = {
      x: state.x,
      y: state.y,
      textMatrix: state.textMatrix,
      textRise: state.textRise,
      textHScale: state.textHScale * state.fontDirection,
      fontSize: state.fontSize,
      fontMatrix: state.fontMatrix,
      charSpacing: state.charSpacing,
      wordSpacing: state.wordSpacing,
      fontBox: font.bbox,
    }
    const box = textRunBox(drawing, glyphs[0] as unknown[], context.getTransform())
    if (box === undefined || !missesCanvas(box, width, height, CULL_MARGIN)) return true
    gfx.contentVisible = false
    hidden = gfx
    return true
  }
  return { filter, done: restore }
}
