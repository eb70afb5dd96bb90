/**
 * @module images/resize-gray
 * Scales a grayscale image by `zoom` with a separable cubic filter (Keys, a = −0.5: the kernel of OpenCV's
 * INTER_CUBIC, which upstream's `zoom_image` uses before it OCRs small text again). Enlarging interpolates
 * (strokes of a 72-DPI page stay smooth instead of turning into steps that tesseract's threshold breaks);
 * shrinking widens the kernel by 1/zoom so every source pixel contributes (no aliasing). Pure JavaScript, so
 * it runs wherever the core entry runs (no sharp in a browser).
 */
import type { GrayImage } from './gray-image.js'

/** Keys' cubic convolution kernel with a = −0.5. */
function cubic(x: number): number {
  const t = Math.abs(x)
  if (t < 1) return (1.5 * t - 2.5) * t * t + 1
  if (t < 2) return ((-0.5 * t + 2.5) * t - 4) * t + 2
  return 0
}

interface Taps {
  /** First source index of each output pixel. */
  start: Int32Array
  /** `size` weights per output pixel (normalized to sum 1). */
  weights: Float32Array
  size: number
}

/** The filter taps that map `from` source pixels onto `to` output pixels. */
function taps(from: number, to: number): Taps {
  const scale = to / from
  const support = scale < 1 ? 2 / scale : 2
  const stretch = scale < 1 ? scale : 1
  const size = Math.ceil(support) * 2 + 1
  const start = new Int32Array(to)
  const weights = new Float32Array(to * size)
  for (let i = 0; i < to; i++) {
    const centre = (i + 0.5) / scale - 0.5
    const first = Math.floor(centre - support) + 1
    start[i] = first
    let sum = 0
    for (let k = 0; k < size; k++) {
      const w = cubic((first + k - centre) * stretch)
      weights[i * size + k] = w
      sum += w
    }
    if (sum !== 0) for (let k = 0; k < size; k++) weights[i * size + k]! /= sum
  }
  return { start, weights, size }
}

const clampIndex = (i: number, n: number): number => (i < 0 ? 0 : i >= n ? n - 1 : i)

/** `image` scaled by `zoom` (> 0) to round(width × zoom) × round(height × zoom) pixels, at least 1 × 1. */
export function resizeGray(image: GrayImage, zoom: number): GrayImage {
  const { width: w, height: h, gray } = image
  const outW = Math.max(1, Math.round(w * zoom))
  const outH = Math.max(1, Math.round(h * zoom))
  if (outW === w && outH === h) return image
  const horizontal = taps(w, outW)
  const vertical = taps(h, outH)
  // Horizontal pass into floats (h × outW), then vertical into bytes (outH × outW).
  const middle = new Float32Array(h * outW)
  for (let y = 0; y < h; y++) {
    const row = y * w
    for (let x = 0; x < outW; x++) {
      const first = horizontal.start[x]!
      const base = x * horizontal.size
      let v = 0
      for (let k = 0; k < horizontal.size; k++) v += horizontal.weights[base + k]! * gray[row + clampIndex(first + k, w)]!
      middle[y * outW + x] = v
    }
  }
  const out = new Uint8Array(outW * outH)
  for (let y = 0; y < outH; y++) {
    const first = vertical.start[y]!
    const base = y * vertical.size
    for (let x = 0; x < outW; x++) {
      let v = 0
      for (let k = 0; k < vertical.size; k++) v += vertical.weights[base + k]! * middle[clampIndex(first + k, h) * outW + x]!
      out[y * outW + x] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v)
    }
  }
  return { width: outW, height: outH, gray: out }
}
