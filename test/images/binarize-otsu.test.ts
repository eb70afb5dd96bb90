import { describe, expect, test } from 'vitest'
import { binarizeOtsu, otsuThreshold } from '../../src/images/binarize-otsu.js'

const image = (values: number[]) => ({ width: values.length, height: 1, gray: Uint8Array.from(values) })

describe('otsuThreshold', () => {
  test('falls between the two grey levels of a two-level image, at or above the darker', () => {
    const t = otsuThreshold(image([40, 40, 40, 200, 200, 200, 200, 200]))
    expect(t).toBeGreaterThanOrEqual(40)
    expect(t).toBeLessThan(200)
  })

  test('splits two clusters of greys between them', () => {
    const t = otsuThreshold(image([10, 20, 30, 25, 180, 190, 220, 230, 240, 250]))
    expect(t).toBeGreaterThanOrEqual(30)
    expect(t).toBeLessThan(180)
  })
})

describe('binarizeOtsu', () => {
  test('makes the dark cluster black and the light one white', () => {
    expect(Array.from(binarizeOtsu(image([10, 240, 30, 200, 250])).gray)).toEqual([0, 255, 0, 255, 255])
  })
})
