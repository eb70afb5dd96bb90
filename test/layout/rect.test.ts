import { describe, expect, it } from 'vitest'
import { distanceAlong, overlapAlong, overlapsAlong } from '../../src/layout/rect.js'

describe("pdfminer's relations of two intervals on one axis", () => {
  it('counts touching intervals as overlapping', () => {
    expect(overlapsAlong(0, 10, 10, 20)).toBe(true)
    expect(overlapsAlong(0, 10, 10.5, 20)).toBe(false)
  })

  it('gives the gap between separate intervals as their distance, and 0 as their overlap', () => {
    expect(distanceAlong(0, 10, 14, 20)).toBe(4)
    expect(distanceAlong(14, 20, 0, 10)).toBe(4)
    expect(overlapAlong(0, 10, 14, 20)).toBe(0)
  })

  it('gives overlapping intervals a distance of 0, and as overlap the smaller distance between opposite ends', () => {
    expect(distanceAlong(0, 10, 6, 20)).toBe(0)
    expect(overlapAlong(0, 10, 6, 20)).toBe(4)
    // A contained interval: not its length (2) but min(|0 - 5|, |10 - 3|), as pdfminer computes it.
    expect(overlapAlong(0, 10, 3, 5)).toBe(5)
  })
})
