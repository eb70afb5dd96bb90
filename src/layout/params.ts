/**
 * @module layout/params
 * The knobs of layout analysis, with pdfminer.six's `LAParams` semantics and defaults
 * (pdfminer/layout.py). All margins are ratios, not points: a char margin of 2.0 means "two glyph widths".
 */

/** Layout parameters; the meaning of each field is pdfminer's. */
export interface LayoutParams {
  /** Two glyphs share a line when their vertical overlap exceeds this share of the smaller height. Default 0.5. */
  lineOverlap: number
  /** Two glyphs on a line stay together while the gap is below this many widths of the wider glyph. Default 2.0. */
  charMargin: number
  /** Two lines join a box when their gap is within this many line heights. Default 0.5. */
  lineMargin: number
  /** A space is inserted between glyphs further apart than this share of the glyph's larger side. Default 0.1; 0 disables. */
  wordMargin: number
  /**
   * -1 (only horizontal position matters) … +1 (only vertical position matters) for the order of boxes; `null`
   * disables hierarchical grouping and orders boxes by their bottom-left corner. Default 0.5.
   */
  boxesFlow: number | null
  /** Also build vertical (top-to-bottom) lines. Default false. */
  detectVertical: boolean
}

/** pdfminer.six's `LAParams()` defaults. Note: unstructured passes `wordMargin` 0.185 (core §5.2). */
export const DEFAULT_LAYOUT_PARAMS: Readonly<LayoutParams> = Object.freeze({
  lineOverlap: 0.5,
  charMargin: 2.0,
  lineMargin: 0.5,
  wordMargin: 0.1,
  boxesFlow: 0.5,
  detectVertical: false,
})

/**
 * Fills defaults and checks the values. Throws RangeError (with pdfminer's own wording for `boxesFlow`)
 * when a value is not a finite number.
 */
export function resolveLayoutParams(partial: Partial<LayoutParams> = {}): LayoutParams {
  const params: LayoutParams = { ...DEFAULT_LAYOUT_PARAMS }
  for (const [key, value] of Object.entries(partial) as [keyof LayoutParams, unknown][]) {
    if (value !== undefined) (params as unknown as Record<string, unknown>)[key] = value
  }
  for (const key of ['lineOverlap', 'charMargin', 'lineMargin', 'wordMargin'] as const) {
    const value = params[key]
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      throw new RangeError(`Layout parameter ${key} must be a finite number, got ${String(value)}.`)
    }
  }
  const flow = params.boxesFlow
  if (flow !== null && (typeof flow !== 'number' || !(flow >= -1 && flow <= 1))) {
    // pdfminer's LAParams._validate message.
    throw new RangeError('LAParam boxes_flow should be None, or a number between -1 and +1')
  }
  if (typeof params.detectVertical !== 'boolean') {
    throw new RangeError(`Layout parameter detectVertical must be a boolean, got ${String(params.detectVertical)}.`)
  }
  return params
}
