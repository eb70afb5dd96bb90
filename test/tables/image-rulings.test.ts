import { describe, expect, test } from 'vitest'
import { imageRulings } from '../../src/tables/image-rulings.js'
import type { GrayImage } from '../../src/images/gray-image.js'

function blank(width: number, height: number): GrayImage {
  return { width, height, gray: new Uint8Array(width * height).fill(255) }
}

function ink(image: GrayImage, x0: number, y0: number, x1: number, y1: number): void {
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) image.gray[y * image.width + x] = 0
}

describe('imageRulings', () => {
  test('a two-pixel-thick horizontal line and a vertical line are found with their positions', () => {
    const image = blank(200, 100)
    ink(image, 10, 20, 190, 22)
    ink(image, 50, 5, 51, 95)
    const segments = imageRulings(image, 40, 3)
    expect(segments).toContainEqual({ x0: 10, y0: 21, x1: 190, y1: 21 })
    expect(segments).toContainEqual({ x0: 50.5, y0: 5, x1: 50.5, y1: 95 })
    expect(segments).toHaveLength(2)
  })

  test('short strokes (letters) and filled blocks are not rulings', () => {
    const image = blank(200, 100)
    ink(image, 10, 10, 30, 12)
    ink(image, 100, 40, 180, 90)
    expect(imageRulings(image, 40, 3)).toEqual([])
  })
})
