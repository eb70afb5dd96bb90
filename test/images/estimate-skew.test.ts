import { describe, expect, test } from 'vitest'
import { estimateSkew } from '../../src/images/estimate-skew.js'
import { skewedLines } from './skewed-lines.js'

describe('estimateSkew', () => {
  test.each([0.7, 1.5, 3, -2.2, -4.5])('finds the turn of lines of words turned %s° within 0.2°', (degrees) => {
    const skew = estimateSkew(skewedLines(degrees))
    expect(Math.abs(skew.degrees - degrees)).toBeLessThan(0.2)
    expect(skew.gain).toBeGreaterThan(1.2)
  })

  test('calls straight lines straight', () => {
    const skew = estimateSkew(skewedLines(0))
    expect(Math.abs(skew.degrees)).toBeLessThan(0.1)
  })

  test('a page without ink has no skew and no gain', () => {
    expect(estimateSkew({ width: 300, height: 200, gray: new Uint8Array(300 * 200).fill(255) })).toEqual({ degrees: 0, gain: 0 })
  })

  test('looks no further than maxDegrees', () => {
    expect(Math.abs(estimateSkew(skewedLines(4), 2).degrees)).toBeLessThanOrEqual(2)
  })
})
