/**
 * @module pdf/reader/annotation-appearances
 * The appearance streams a viewer draws for a page's annotations: filled-in form fields, signature
 * boxes, button captions, free-text notes. pdfminer.six (and so upstream's fast strategy) never reads
 * them, and a page whose only text is a form's values came out empty; pdftotext and every viewer show
 * that text. Per visible annotation (not Hidden or NoView; not a Link or Popup, whose appearances are
 * borders and pop-up windows), its normal appearance (/AP /N, or the state /AS picks from a state
 * dictionary) and the matrix that puts it on the page: PDF 32000 §12.5.5, as pdf.js `getTransformMatrix`
 * computes it (the appearance's /BBox through its /Matrix, then scaled and moved onto /Rect). A free-text
 * note without an appearance gets the one viewers draw for it (./free-text-appearance).
 */
import type { Matrix } from '../matrix.js'
import { multiply } from '../matrix.js'
import { freeTextAppearance } from './free-text-appearance.js'
import type { PdfFile } from './pdf-file.js'
import { isDict, isStream } from './pdf-objects.js'
import type { PdfDict, PdfStream } from './pdf-objects.js'
import type { AnnotationAppearance } from './annotation-appearance.js'

export type { AnnotationAppearance }

/** /F bits: Hidden, NoView. */
const HIDDEN = 2
const NO_VIEW = 32
const SKIPPED_SUBTYPES = new Set(['Link', 'Popup'])

/** The normal appearances of a page's visible annotations, in /Annots order. */
export function annotationAppearances(file: PdfFile, page: PdfDict): AnnotationAppearance[] {
  const annots = file.resolve(page.get('Annots'))
  if (!Array.isArray(annots)) return []
  const out: AnnotationAppearance[] = []
  for (const item of annots) {
    const a = file.resolve(item)
    if (!isDict(a)) continue
    const subtype = file.resolve(a.get('Subtype'))
    if (typeof subtype === 'string' && SKIPPED_SUBTYPES.has(subtype)) continue
    const flags = file.resolve(a.get('F'))
    if (typeof flags === 'number' && (flags & (HIDDEN | NO_VIEW)) !== 0) continue
    const stream = normalAppearance(file, a)
    const rect = file.numbers(a.get('Rect'), 4)
    if (rect === null) continue
    const r = [Math.min(rect[0]!, rect[2]!), Math.min(rect[1]!, rect[3]!), Math.max(rect[0]!, rect[2]!), Math.max(rect[1]!, rect[3]!)] as const
    if (!(r[2] > r[0]) || !(r[3] > r[1])) continue
    if (stream === null) {
      const drawn = subtype === 'FreeText' ? freeTextAppearance(file, a, r) : null
      if (drawn !== null) out.push(drawn)
      continue
    }
    const bbox = file.numbers(stream.dict.get('BBox'), 4)
    if (bbox === null) continue
    const formMatrix = (file.numbers(stream.dict.get('Matrix'), 6) ?? [1, 0, 0, 1, 0, 0]) as unknown as Matrix
    const [bx0, by0, bx1, by1] = [
      Math.min(bbox[0]!, bbox[2]!),
      Math.min(bbox[1]!, bbox[3]!),
      Math.max(bbox[0]!, bbox[2]!),
      Math.max(bbox[1]!, bbox[3]!),
    ]
    out.push({ stream, matrix: multiply(formMatrix, onto(r, bbox, formMatrix)), box: [bx0, by0, bx1 - bx0, by1 - by0] })
  }
  return out
}

/** /AP /N: a stream, or in a state dictionary the state /AS names. */
function normalAppearance(file: PdfFile, annotation: PdfDict): PdfStream | null {
  const ap = file.resolve(annotation.get('AP'))
  if (!isDict(ap)) return null
  const n = file.resolve(ap.get('N'))
  if (isStream(n)) return n
  if (!isDict(n)) return null
  const state = file.resolve(annotation.get('AS'))
  if (typeof state !== 'string') return null
  const chosen = file.resolve(n.get(state))
  return isStream(chosen) ? chosen : null
}

/** pdf.js `getTransformMatrix`: the bbox's bounds under `matrix`, scaled and moved onto `rect`. */
function onto(rect: readonly [number, number, number, number], bbox: number[], matrix: Matrix): Matrix {
  const xs: number[] = []
  const ys: number[] = []
  for (const [x, y] of [
    [bbox[0]!, bbox[1]!],
    [bbox[2]!, bbox[1]!],
    [bbox[0]!, bbox[3]!],
    [bbox[2]!, bbox[3]!],
  ] as const) {
    xs.push(matrix[0] * x + matrix[2] * y + matrix[4])
    ys.push(matrix[1] * x + matrix[3] * y + matrix[5])
  }
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  if (minX === maxX || minY === maxY) return [1, 0, 0, 1, rect[0], rect[1]]
  const xRatio = (rect[2] - rect[0]) / (maxX - minX)
  const yRatio = (rect[3] - rect[1]) / (maxY - minY)
  return [xRatio, 0, 0, yRatio, rect[0] - minX * xRatio, rect[1] - minY * yRatio]
}
