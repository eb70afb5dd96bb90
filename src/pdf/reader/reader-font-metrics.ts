/**
 * @module pdf/reader/reader-font-metrics
 * The FontMetrics of every font this reader decodes: one class, its numbers double fields from birth. As object
 * literals, a font whose descent was 0 (a small integer) and one whose descent was -0.216 had two hidden classes,
 * and the show-text loop, optimised on one, deoptimised on the other.
 */
import type { FontMetrics } from '../text-interpreter.js'
import { NOT_SMALL_INTEGER } from '../not-small-integer.js'

export class ReaderFontMetrics implements FontMetrics {
  declare readonly name: string
  readonly descent: number = NOT_SMALL_INTEGER
  readonly hscale: number = NOT_SMALL_INTEGER
  declare readonly vertical: boolean

  /** `descent` and `hscale` as FontMetrics has them; the reader reads horizontal fonts only. */
  constructor(name: string, descent: number, hscale: number) {
    this.name = name
    this.descent = descent
    this.hscale = hscale
    this.vertical = false
  }
}
