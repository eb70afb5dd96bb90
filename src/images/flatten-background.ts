/**
 * @module images/flatten-background
 * Evens out uneven lighting and weak contrast while keeping the grey levels the recogniser reads: the paper
 * level is estimated per block (a high percentile of the block, so ink and noise do not count), smoothed
 * across neighbouring blocks and interpolated bilinearly, and every pixel is divided by it (paper → 255,
 * ink in a shadow as dark as ink in the light). The grey-level counterpart of Leptonica's background
 * normalisation; blocks are `BLOCK_INCHES` wide, larger than a letter, so each holds paper.
 * No pixel is brightened more than `MAX_GAIN` times: a region darker than 255 / MAX_GAIN is not shadowed
 * paper but a dark band or a photograph, and white text on it must stay brighter than its ground.
 */
import type { GrayImage } from './gray-image.js'

const BLOCK_INCHES = 0.25
/** The share of a block's pixels darker than its paper level. */
const PAPER_PERCENTILE = 0.9
/** The most a pixel is brightened (paper lit at a quarter still becomes white). */
const MAX_GAIN = 4

export function flattenBackground(image: GrayImage, dpi = 200): GrayImage {
  const paper = paperLevels(image, Math.max(8, Math.round(BLOCK_INCHES * dpi)))
  const { width, height } = image
  const gray = new Uint8Array(width * height)
  const { cols, rows, size, level } = paper
  for (let y = 0; y < height; y++) {
    // Block centres at (i + 0.5)·size; interpolate between the two nearest.
    const by = Math.min(rows - 1, Math.max(0, (y + 0.5) / size - 0.5))
    const r0 = Math.floor(by)
    const r1 = Math.min(rows - 1, r0 + 1)
    const fy = by - r0
    for (let x = 0; x < width; x++) {
      const bx = Math.min(cols - 1, Math.max(0, (x + 0.5) / size - 0.5))
      const c0 = Math.floor(bx)
      const c1 = Math.min(cols - 1, c0 + 1)
      const fx = bx - c0
      const top = level[r0 * cols + c0]! * (1 - fx) + level[r0 * cols + c1]! * fx
      const bottom = level[r1 * cols + c0]! * (1 - fx) + level[r1 * cols + c1]! * fx
      const bg = Math.max(255 / MAX_GAIN, top * (1 - fy) + bottom * fy)
      gray[y * width + x] = Math.min(255, Math.round((image.gray[y * width + x]! * 255) / bg))
    }
  }
  return { width, height, gray }
}

/** The paper level of each `size` × `size` block, then the brightest of each block and its 8 neighbours (text-dense blocks borrow from paper beside them). */
function paperLevels(image: GrayImage, size: number): { cols: number; rows: number; size: number; level: Float64Array } {
  const cols = Math.ceil(image.width / size)
  const rows = Math.ceil(image.height / size)
  const raw = new Float64Array(cols * rows)
  const histogram = new Uint32Array(256)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      histogram.fill(0)
      const x1 = Math.min(image.width, (c + 1) * size)
      const y1 = Math.min(image.height, (r + 1) * size)
      for (let y = r * size; y < y1; y++) for (let x = c * size; x < x1; x++) histogram[image.gray[y * image.width + x]!]!++
      const wanted = PAPER_PERCENTILE * (x1 - c * size) * (y1 - r * size)
      let seen = 0
      let v = 0
      for (; v < 255; v++) {
        seen += histogram[v]!
        if (seen >= wanted) break
      }
      raw[r * cols + c] = v
    }
  }
  const level = new Float64Array(cols * rows)
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let best = 0
      for (let dr = -1; dr <= 1; dr++) {
        for (let dc = -1; dc <= 1; dc++) {
          const rr = r + dr
          const cc = c + dc
          if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) best = Math.max(best, raw[rr * cols + cc]!)
        }
      }
      level[r * cols + c] = best
    }
  }
  return { cols, rows, size, level }
}
