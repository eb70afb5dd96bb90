import { describe, expect, test } from 'vitest'
import { MAX_ZOOM, MAX_ZOOM_PIXELS, OPTIMUM_TEXT_HEIGHT, ocrZoom } from '../../src/ocr/ocr-zoom.js'

describe('ocrZoom', () => {
  test('text between the minimum and maximum heights is read as it is', () => {
    expect(ocrZoom(20, 1700, 2200)).toBe(1)
    expect(ocrZoom(12, 1700, 2200)).toBe(1)
    expect(ocrZoom(100, 1700, 2200)).toBe(1)
    expect(ocrZoom(undefined, 612, 792)).toBe(1)
  })

  test('small text is enlarged to the optimum height, rounded to a tenth', () => {
    expect(ocrZoom(7, 612, 792)).toBe(Math.round((10 * OPTIMUM_TEXT_HEIGHT) / 7) / 10)
  })

  test('huge text is shrunk', () => {
    expect(ocrZoom(320, 2000, 2000)).toBe(Math.round((10 * OPTIMUM_TEXT_HEIGHT) / 320) / 10)
  })

  test('the enlargement is bounded by MAX_ZOOM and by the pixel budget', () => {
    expect(ocrZoom(1, 100, 100)).toBe(MAX_ZOOM)
    const zoom = ocrZoom(4, 3000, 3000)
    expect(zoom).toBeGreaterThan(1)
    expect(3000 * zoom * 3000 * zoom).toBeLessThanOrEqual(MAX_ZOOM_PIXELS)
    // a page already at the budget is read as it is
    expect(ocrZoom(4, 4000, 4000)).toBe(1)
  })
})
