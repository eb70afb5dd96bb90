/**
 * @module serialize/round-metadata-precision
 * Upstream's `_fix_metadata_field_precision` (`staging/base.py`, core §3.1), applied before
 * `elements_to_json` and inside the `orig_elements` payload: coordinate points rounded with Python's
 * `round` to 1 decimal place in PixelSpace and 2 in every other system, and `detection_class_prob`
 * to 5. Rounding is round-half-even on the exact binary value (`python-round`).
 */
import type { Element } from '../elements/types.js'
import { pythonRound } from './python-round.js'
import { withMetadata } from '../elements/element-draft.js'

/** Digits kept for coordinate points in PixelSpace (pixels or PDF points: 0.1 is enough). */
export const PIXEL_SPACE_PRECISION = 1
/** Digits kept for coordinate points in any other system (PointSpace, RelativeCoordinateSystem …). */
export const OTHER_SPACE_PRECISION = 2
/** Digits kept for `detection_class_prob`. */
export const DETECTION_CLASS_PROB_PRECISION = 5

/**
 * Returns copies of the elements with rounded coordinates and detection_class_prob. The input is not
 * modified; elements without either field are returned as they are.
 */
export function roundMetadataPrecision(elements: readonly Element[]): Element[] {
  return elements.map(roundElement)
}

function roundElement(element: Element): Element {
  const metadata = element.metadata
  const coordinates = metadata?.coordinates
  const prob = metadata?.detection_class_prob
  // Upstream: `if el.metadata.detection_class_prob:` — falsy 0 is left alone (rounding 0 is 0 anyway).
  const roundProb = typeof prob === 'number' && prob !== 0
  const roundPoints = coordinates !== undefined && coordinates !== null && Array.isArray(coordinates.points)
  if (!roundProb && !roundPoints) return element
  const copy = withMetadata(element, { ...metadata })
  if (roundPoints) {
    const precision = coordinates.system === 'PixelSpace' ? PIXEL_SPACE_PRECISION : OTHER_SPACE_PRECISION
    copy.metadata.coordinates = {
      ...coordinates,
      points: coordinates.points.map(([x, y]) => [pythonRound(x, precision), pythonRound(y, precision)]),
    }
  }
  if (roundProb) copy.metadata.detection_class_prob = pythonRound(prob, DETECTION_CLASS_PROB_PRECISION)
  return copy
}
