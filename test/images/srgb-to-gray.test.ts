import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { srgbToGray } from '../../src/images/srgb-to-gray.js'

/** Every 8-bit red, green and blue level in steps of 5 (52³ colours), one pixel each. */
function colourCube(): { rgb: Uint8Array; width: number; height: number } {
  const levels = Array.from({ length: 52 }, (_, i) => i * 5)
  const rgb = new Uint8Array(52 * 52 * 52 * 3)
  let k = 0
  for (const r of levels) for (const g of levels) for (const b of levels) rgb.set([r, g, b], k++ * 3)
  return { rgb, width: 52 * 52, height: 52 }
}

describe('srgbToGray makes the gray sharp makes (libvips: linear light, Rec. 709 weights)', () => {
  test('over every colour of a 52-level cube, no pixel differs from sharp by more than 1', async () => {
    const { rgb, width, height } = colourCube()
    const fromSharp = await sharp(rgb, { raw: { width, height, channels: 3 } })
      .grayscale()
      .raw()
      .toBuffer()

    const mine = srgbToGray(rgb, width, height, 3).gray
    const worst = mine.reduce((max, v, i) => Math.max(max, Math.abs(v - fromSharp[i]!)), 0)

    expect(worst).toBeLessThanOrEqual(1)
  })

  test('gray pixels keep their value, and pure red, green and blue weigh as Rec. 709 in linear light', () => {
    const pixels = new Uint8Array([0, 0, 0, 255, 128, 128, 128, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255])

    expect(Array.from(srgbToGray(pixels, 5, 1, 4).gray)).toEqual([0, 128, 127, 220, 76])
  })
})
