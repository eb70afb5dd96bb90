/**
 * A text line for tests, written as pdfminer prints one: its glyphs and inserted annotations in reading order
 * (`{ anno: ' ' }` a space, `{ anno: '\n' }` the final newline), made into a run of columns and item indices.
 */
import { GlyphColumns } from '../../src/layout/glyph-columns.js'
import { NEWLINE_ITEM, SPACE_ITEM } from '../../src/layout/types.js'
import type { Glyph, Rect, TextLine, WritingMode } from '../../src/layout/types.js'

export type TestLineItem = Glyph | { anno: ' ' | '\n' }

export function lineOf(rect: Rect & { mode?: WritingMode }, items: readonly TestLineItem[]): TextLine {
  const glyphs: Glyph[] = []
  const indices: number[] = []
  for (const item of items) {
    if ('anno' in item) indices.push(item.anno === ' ' ? SPACE_ITEM : NEWLINE_ITEM)
    else indices.push(glyphs.push(item) - 1)
  }
  return { mode: rect.mode ?? 'horizontal', x0: rect.x0, y0: rect.y0, x1: rect.x1, y1: rect.y1, glyphs: GlyphColumns.of(glyphs), items: indices }
}
