/**
 * @module images/rotate-gray
 * Rotates a grayscale image about its centre by a small angle (bilinear; the canvas grows to hold the
 * whole turned page, new corners filled with `fill`, white by default), and maps boxes of the rotated image back to the original's
 * pixels. Pixel centres at +0.5; y down.
 */
import type { GrayImage } from './gray-image.js'

export interface Rotated {
  image: GrayImage
  /** A box (x0, y0, x1, y1) of the rotated image → the axis-aligned box of its corners in the original, clamped to it. */
  toOriginal(x0: number, y0: number, x1: number, y1: number): [number, number, number, number]
}

/** `image` turned clockwise on screen by `degrees` (negative: counter-clockwise). */
export function rotateGray(image: GrayImage, degrees: number, fill = 255): Rotated {
  const a = (degrees * Math.PI) / 180
  const cos = Math.cos(a)
  const sin = Math.sin(a)
  const { width: w, height: h } = image
  const width = Math.ceil(w * Math.abs(cos) + h * Math.abs(sin) - 1e-9)
  const height = Math.ceil(w * Math.abs(sin) + h * Math.abs(cos) - 1e-9)
  const cx = w / 2
  const cy = h / 2
  const ox = width / 2
  const oy = height / 2
  const src = image.gray
  const gray = new Uint8Array(width * height)
  const at = (x: number, y: number): number => (x < 0 || y < 0 || x >= w || y >= h ? fill : src[y * w + x]!)
  for (let Y = 0; Y < height; Y++) {
    const dy = Y + 0.5 - oy
    for (let X = 0; X < width; X++) {
      const dx = X + 0.5 - ox
      // The inverse turn (counter-clockwise on screen) of the output pixel's centre, in source pixel-index space.
      const sx = dx * cos + dy * sin + cx - 0.5
      const sy = -dx * sin + dy * cos + cy - 0.5
      const x0 = Math.floor(sx)
      const y0 = Math.floor(sy)
      const fx = sx - x0
      const fy = sy - y0
      const top = at(x0, y0) * (1 - fx) + at(x0 + 1, y0) * fx
      const bottom = at(x0, y0 + 1) * (1 - fx) + at(x0 + 1, y0 + 1) * fx
      gray[Y * width + X] = Math.round(top * (1 - fy) + bottom * fy)
    }
  }
  const back = (x: number, y: number): [number, number] => {
    const dx = x - ox
    const dy = y - oy
    return [dx * cos + dy * sin + cx, -dx * sin + dy * cos + cy]
  }
  return {
    image: { width, height, gray },
    toOriginal(x0, y0, x1, y1) {
      const corners = [back(x0, y0), back(x1, y0), back(x0, y1), back(x1, y1)]
      const xs = corners.map((c) => c[0])
      const ys = corners.map((c) => c[1])
      const clamp = (v: number, max: number): number => Math.min(max, Math.max(0, v))
      return [clamp(Math.min(...xs), w), clamp(Math.min(...ys), h), clamp(Math.max(...xs), w), clamp(Math.max(...ys), h)]
    },
  }
}
