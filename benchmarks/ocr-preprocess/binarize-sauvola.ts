/**
 * benchmarks/ocr-preprocess/binarize-sauvola (measured, not used in production: see ocr-preprocess.bench.ts)
 * Sauvola's local binarization: a pixel is ink when it is darker than m·(1 + k·(s/R − 1)), m and s the mean
 * and standard deviation of the window around it, R = 128. Unlike one global threshold it follows uneven
 * lighting (a dark corner stays paper). Window sums come from running column sums (memory O(width), time
 * O(pixels), independent of the window). Defaults are tesseract's own Sauvola settings
 * (`thresholding_window_size` 0.33 inch, `thresholding_kfactor` 0.34). Ink → 0, paper → 255.
 */
import type { GrayImage } from '../../src/images/gray-image.js'

export interface SauvolaOptions {
  /** Window side in pixels (made odd; default 0.33 inch at `dpi`). */
  window?: number
  /** Resolution used for the default window (default 200). */
  dpi?: number
  /** Sensitivity k (default 0.34). */
  k?: number
}

const R = 128

export function binarizeSauvola(image: GrayImage, options: SauvolaOptions = {}): GrayImage {
  const { width, height } = image
  const src = image.gray
  const side = options.window ?? Math.round(0.33 * (options.dpi ?? 200))
  const half = Math.max(1, Math.floor(side / 2))
  const k = options.k ?? 0.34
  const out = new Uint8Array(src.length)
  // Column sums of the rows [top, bottom) of the current window, for every x.
  const colSum = new Float64Array(width)
  const colSq = new Float64Array(width)
  let top = 0
  let bottom = 0
  for (let y = 0; y < height; y++) {
    const wantTop = Math.max(0, y - half)
    const wantBottom = Math.min(height, y + half + 1)
    for (; bottom < wantBottom; bottom++) addRow(bottom, 1)
    for (; top < wantTop; top++) addRow(top, -1)
    const rows = bottom - top
    let sum = 0
    let sq = 0
    let left = 0
    let right = 0
    for (let x = 0; x < width; x++) {
      const wantLeft = Math.max(0, x - half)
      const wantRight = Math.min(width, x + half + 1)
      for (; right < wantRight; right++) {
        sum += colSum[right]!
        sq += colSq[right]!
      }
      for (; left < wantLeft; left++) {
        sum -= colSum[left]!
        sq -= colSq[left]!
      }
      const n = rows * (right - left)
      const mean = sum / n
      const sd = Math.sqrt(Math.max(0, sq / n - mean * mean))
      const threshold = mean * (1 + k * (sd / R - 1))
      out[y * width + x] = src[y * width + x]! <= threshold ? 0 : 255
    }
  }
  return { width, height, gray: out }

  function addRow(row: number, sign: 1 | -1): void {
    const offset = row * width
    for (let x = 0; x < width; x++) {
      const v = src[offset + x]!
      colSum[x]! += sign * v
      colSq[x]! += sign * v * v
    }
  }
}
