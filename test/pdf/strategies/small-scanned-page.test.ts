import { afterAll, describe, expect, test } from 'vitest'
import { partition } from '../../../src/partition.js'
import { disposeOcrPool } from '../../../src/ocr/ocr-pool.js'
import { SMALL_PAGE_LINES, smallScannedPage } from './small-scan-fixture.js'

afterAll(() => disposeOcrPool())

describe('hi_res on a small scanned page with an invisible text layer', () => {
  test('the page is read at the scale its text needs, and the layer, which reads better, is kept', async () => {
    // 3.5-pt type on a 180 × 300 pt page: ~7 px words at hi_res's 200 DPI, where tesseract read
    // "Sloe the eof bons as, however" and replaced the layer with it.
    const elements = await partition(await smallScannedPage(), { strategy: 'hi_res' })
    expect(elements.map((e) => e.text).join(' ')).toBe(SMALL_PAGE_LINES.join(' '))
  }, 60_000)
})
