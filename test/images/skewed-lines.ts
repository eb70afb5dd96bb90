/**
 * @module test/images/skewed-lines
 * A synthetic "page of text" for skew tests: dark bars of text-line height with word gaps, on white paper,
 * turned counter-clockwise on screen by `degrees` about the page centre (drawn analytically, no resampling).
 */
import type { GrayImage } from '../../src/images/gray-image.js'

export function skewedLines(degrees: number, width = 800, height = 1000): GrayImage {
  const a = (degrees * Math.PI) / 180
  const [cos, sin] = [Math.cos(a), Math.sin(a)]
  const gray = new Uint8Array(width * height).fill(255)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // The point in the unturned page: undo a counter-clockwise turn (y down).
      const dx = x - width / 2
      const dy = y - height / 2
      const u = dx * cos - dy * sin + width / 2
      const v = dx * sin + dy * cos + height / 2
      const inMargin = u < 100 || u > width - 100 || v < 100 || v > height - 100
      // Lines 14 px tall every 36 px; words 60 px long with 16 px gaps.
      if (!inMargin && v % 36 < 14 && u % 76 < 60) gray[y * width + x] = 20
    }
  }
  return { width, height, gray }
}
