/**
 * @module images/binarize-otsu
 * Global Otsu binarization of a grayscale image: the one threshold that maximises the between-class
 * variance of the histogram (what tesseract does internally before layout analysis). Ink → 0, paper → 255.
 */
import type { GrayImage } from './gray-image.js'

/** The Otsu threshold of `image`: pixels ≤ it are ink. */
export function otsuThreshold(image: GrayImage): number {
  const histogram = new Float64Array(256)
  for (const v of image.gray) histogram[v]!++
  const total = image.gray.length
  let sumAll = 0
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v]!
  let below = 0
  let sumBelow = 0
  let best = 0
  let bestVariance = -1
  for (let t = 0; t < 255; t++) {
    below += histogram[t]!
    sumBelow += t * histogram[t]!
    const above = total - below
    if (below === 0 || above === 0) continue
    const meanBelow = sumBelow / below
    const meanAbove = (sumAll - sumBelow) / above
    const variance = below * above * (meanBelow - meanAbove) ** 2
    if (variance > bestVariance) {
      bestVariance = variance
      best = t
    }
  }
  return best
}

/** `image` with every pixel at or below its Otsu threshold black (0), the rest white (255). */
export function binarizeOtsu(image: GrayImage): GrayImage {
  const t = otsuThreshold(image)
  const gray = new Uint8Array(image.gray.length)
  for (let i = 0; i < gray.length; i++) gray[i] = image.gray[i]! <= t ? 0 : 255
  return { width: image.width, height: image.height, gray }
}
