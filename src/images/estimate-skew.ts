/**
 * @module images/estimate-skew
 * The skew of a page of text, by projection profiles: the ink is projected along lines at each candidate
 * angle, and the angle at which the profile is sharpest — the largest sum of squared differences between
 * neighbouring bins, which peaks when text lines and the gaps between them fall into separate bins — wins.
 * Differences rather than the profile's variance, so a smooth dark region (a shadow, a vignette) that a
 * global threshold calls ink adds little. The page is first reduced to about 100 pixels per inch of a
 * letter page (box average), ink is the pixels at or below the Otsu threshold (a bilevel scan has its ink exactly at it); a coarse search over ±`maxDegrees` in 0.25°
 * steps is refined to 0.025°.
 */
import type { GrayImage } from './gray-image.js'
import { otsuThreshold } from './binarize-otsu.js'

export interface SkewEstimate {
  /** Degrees the text lines are turned counter-clockwise as seen on screen (negative: clockwise). */
  degrees: number
  /** Sharpness at `degrees` over sharpness at 0° (1: no better than straight; 0 when there is no ink). */
  gain: number
}

/** The longer side of the reduced image the profiles are taken on. */
const REDUCED_SIDE = 1100
const COARSE_STEP = 0.25
const FINE_STEP = 0.025

export function estimateSkew(image: GrayImage, maxDegrees = 5): SkewEstimate {
  const small = reduce(image, Math.max(1, Math.floor(Math.max(image.width, image.height) / REDUCED_SIDE)))
  const threshold = otsuThreshold(small)
  const xs: number[] = []
  const ys: number[] = []
  for (let y = 0; y < small.height; y++) {
    for (let x = 0; x < small.width; x++) {
      if (small.gray[y * small.width + x]! <= threshold) {
        xs.push(x)
        ys.push(y)
      }
    }
  }
  if (xs.length === 0) return { degrees: 0, gain: 0 }
  const shift = Math.ceil(small.width * Math.tan((maxDegrees * Math.PI) / 180)) + 1
  const bins = new Float64Array(small.height + 2 * shift + 1)
  const sharpness = (degrees: number): number => {
    const t = Math.tan((degrees * Math.PI) / 180)
    bins.fill(0)
    // A line turned counter-clockwise on screen rises to the right: y + x·tan θ is constant along it.
    for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i]! + xs[i]! * t) + shift]!++
    let score = 0
    for (let b = 1; b < bins.length; b++) score += (bins[b]! - bins[b - 1]!) ** 2
    return score
  }
  let best = 0
  let bestScore = sharpness(0)
  const straight = bestScore
  const search = (from: number, to: number, step: number): void => {
    for (let d = from; d <= to + 1e-9; d += step) {
      const deg = Math.round(d / FINE_STEP) * FINE_STEP
      if (Math.abs(deg) > maxDegrees) continue
      const score = sharpness(deg)
      if (score > bestScore) {
        bestScore = score
        best = deg
      }
    }
  }
  search(-maxDegrees, maxDegrees, COARSE_STEP)
  const centre = best
  search(centre - COARSE_STEP, centre + COARSE_STEP, FINE_STEP)
  return { degrees: best === 0 ? 0 : best, gain: straight > 0 ? bestScore / straight : 0 }
}

/** `image` shrunk by `factor` in both directions, each pixel the mean of its factor × factor block. */
function reduce(image: GrayImage, factor: number): GrayImage {
  if (factor === 1) return image
  const width = Math.floor(image.width / factor)
  const height = Math.floor(image.height / factor)
  const gray = new Uint8Array(width * height)
  const area = factor * factor
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0
      for (let dy = 0; dy < factor; dy++) {
        const row = (y * factor + dy) * image.width + x * factor
        for (let dx = 0; dx < factor; dx++) sum += image.gray[row + dx]!
      }
      gray[y * width + x] = Math.round(sum / area)
    }
  }
  return { width, height, gray }
}
