/**
 * @module pdf/reader/annotation-appearance
 * One annotation's appearance as the text reader runs it: a form XObject and where it stands on the page
 * (made by ./annotation-appearances from /AP, or by ./free-text-appearance for a note without one).
 */
import type { Matrix } from '../matrix.js'
import type { PdfStream } from './pdf-objects.js'

export interface AnnotationAppearance {
  /** The appearance form XObject. */
  stream: PdfStream
  /** Appearance space → page space (the form's /Matrix, then onto the annotation's /Rect). */
  matrix: Matrix
  /** The appearance's /BBox as (x, y, width, height), the shape the text interpreter's `beginForm` reads. */
  box: readonly [number, number, number, number]
}
