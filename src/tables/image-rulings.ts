/**
 * @module tables/image-rulings
 * Ruling lines seen on a page image (scans, photos of tables): runs of dark pixels at least `minLength`
 * long, row by row for horizontal lines and column by column for vertical ones, joined across
 * neighbouring rows (columns) into one line with its thickness. Pure over the grayscale bytes.
 */
import type { GrayImage } from '../images/gray-image.js'
import type { Segment } from './types.js'

/** Pixels darker than this (0–255) are ink. */
const INK = 140

interface Run {
  at: number
  a: number
  b: number
}

function runs(image: GrayImage, horizontal: boolean, minLength: number): Run[] {
  const { width, height, gray } = image
  const lines = horizontal ? height : width
  const length = horizontal ? width : height
  const out: Run[] = []
  for (let l = 0; l < lines; l++) {
    let start = -1
    let gaps = 0
    for (let k = 0; k <= length; k++) {
      const ink = k < length && gray[horizontal ? l * width + k : k * width + l]! < INK
      if (ink) {
        if (start < 0) start = k
        gaps = 0
      } else if (start >= 0) {
        // Bridge a one- or two-pixel break (scan noise, anti-aliasing); the letters of a word joined this
        // way make a run as thick as the text, which the thickness limit then drops.
        if (k < length && gaps < 2) {
          gaps++
          continue
        }
        const stop = k - gaps
        if (stop - start >= minLength) out.push({ at: l, a: start, b: stop })
        start = -1
        gaps = 0
      }
    }
  }
  return out
}

/** Joins runs on consecutive rows (columns) that overlap along most of their length. */
function join(found: Run[], horizontal: boolean, maxThickness: number): Segment[] {
  const open: { first: number; last: number; a: number; b: number }[] = []
  const done: typeof open = []
  for (const r of found) {
    const match = open.find((o) => o.last >= r.at - 1 && Math.min(o.b, r.b) - Math.max(o.a, r.a) >= 0.8 * Math.min(o.b - o.a, r.b - r.a))
    if (match !== undefined) {
      match.last = r.at
      match.a = Math.min(match.a, r.a)
      match.b = Math.max(match.b, r.b)
    } else open.push({ first: r.at, last: r.at, a: r.a, b: r.b })
    for (let i = open.length - 1; i >= 0; i--) {
      if (open[i]!.last < r.at - 1) done.push(...open.splice(i, 1))
    }
  }
  done.push(...open)
  // A thicker "line" is a filled block (a logo, a photo, a bold word), not a ruling.
  return done
    .filter((o) => o.last - o.first + 1 <= maxThickness)
    .map((o) => {
      const mid = (o.first + o.last + 1) / 2
      return horizontal ? { x0: o.a, y0: mid, x1: o.b, y1: mid } : { x0: mid, y0: o.a, x1: mid, y1: o.b }
    })
}

/**
 * Horizontal and vertical ruling segments of `image` (pixels, top-left origin): dark runs at least
 * `minLength` long and at most `maxThickness` thick.
 */
export function imageRulings(image: GrayImage, minLength: number, maxThickness: number): Segment[] {
  return [...join(runs(image, true, minLength), true, maxThickness), ...join(runs(image, false, minLength), false, maxThickness)]
}
