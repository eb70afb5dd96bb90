/**
 * Scan degradations in pure pixel code, deterministic (seeded noise): uneven lighting (a linear gradient, a
 * dark corner), low contrast (grey ink on grey paper), Gaussian blur and Gaussian noise. Each returns a
 * new image.
 */
import type { GrayImage } from '../../src/images/gray-image.js'

function mapPixels(image: GrayImage, f: (v: number, x: number, y: number) => number): GrayImage {
  const { width, height } = image
  const gray = new Uint8Array(width * height)
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) gray[y * width + x] = Math.max(0, Math.min(255, Math.round(f(image.gray[y * width + x]!, x, y))))
  }
  return { width, height, gray }
}

/** Light falling off linearly from the left edge (×1) to the right one (×`darkest`). */
export function gradient(image: GrayImage, darkest = 0.4): GrayImage {
  return mapPixels(image, (v, x) => v * (1 - ((1 - darkest) * x) / image.width))
}

/** A shadow in the top-right corner (over the text): light ×`darkest` there, rising to ×1 at half the diagonal (smoothstep). */
export function darkCorner(image: GrayImage, darkest = 0.3): GrayImage {
  const diagonal = Math.hypot(image.width, image.height)
  return mapPixels(image, (v, x, y) => {
    const d = Math.min(1, Math.hypot(image.width - x, y) / (diagonal / 2))
    const t = d * d * (3 - 2 * d)
    return v * (darkest + (1 - darkest) * t)
  })
}

/** Ink at `ink`, paper at `paper`: the 0–255 range squeezed linearly. */
export function lowContrast(image: GrayImage, ink = 105, paper = 175): GrayImage {
  return mapPixels(image, (v) => ink + ((paper - ink) * v) / 255)
}

/** Separable Gaussian blur of standard deviation `sigma` pixels. */
export function blur(image: GrayImage, sigma = 0.8): GrayImage {
  const r = Math.ceil(3 * sigma)
  const kernel = Array.from({ length: 2 * r + 1 }, (_, i) => Math.exp(-((i - r) ** 2) / (2 * sigma * sigma)))
  const total = kernel.reduce((a, b) => a + b, 0)
  const { width, height } = image
  const pass = (src: Float64Array, dx: number, dy: number): Float64Array => {
    const out = new Float64Array(width * height)
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0
        for (let k = -r; k <= r; k++) {
          const sx = Math.min(width - 1, Math.max(0, x + k * dx))
          const sy = Math.min(height - 1, Math.max(0, y + k * dy))
          sum += kernel[k + r]! * src[sy * width + sx]!
        }
        out[y * width + x] = sum / total
      }
    }
    return out
  }
  const both = pass(pass(Float64Array.from(image.gray), 1, 0), 0, 1)
  return mapPixels(image, (_, x, y) => both[y * width + x]!)
}

/** Gaussian noise of standard deviation `sd` grey levels, from a fixed seed. */
export function noise(image: GrayImage, sd = 12, seed = 1): GrayImage {
  let state = seed >>> 0
  const uniform = (): number => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return mapPixels(image, (v) => v + sd * Math.sqrt(-2 * Math.log(uniform() + 1e-12)) * Math.cos(2 * Math.PI * uniform()))
}
