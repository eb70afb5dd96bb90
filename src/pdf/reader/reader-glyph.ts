/**
 * @module pdf/reader/reader-glyph
 * The decoded glyph (the text interpreter's OpGlyph) of every font this reader decodes: one class, so all of them
 * share one hidden class. As object literals they had up to three (a literal whose first width was 500 has a
 * small-integer width field, changed the first time a width of 556.5 came, and the old class was deprecated), and
 * the show-text loop, optimised on one, deoptimised on the next.
 */
import type { OpGlyph } from '../text-interpreter.js'
import { NOT_SMALL_INTEGER } from '../not-small-integer.js'

export class ReaderGlyph implements OpGlyph {
  // `declare`: set in the constructor only (a declared field is otherwise defined as undefined first, and its
  // representation widened when the number or string comes)
  declare readonly originalCharCode: number
  declare readonly unicode: string
  readonly width: number = NOT_SMALL_INTEGER
  declare readonly isSpace: boolean

  /** Character code `code`, its text, its advance in glyph space units, and whether it is the one-byte code 32. */
  constructor(code: number, unicode: string, width: number, isSpace: boolean) {
    this.originalCharCode = code
    this.unicode = unicode
    this.width = width
    this.isSpace = isSpace
  }
}
