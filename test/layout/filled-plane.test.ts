import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { filledPlane } from '../../src/layout/filled-plane.js'
import { Plane } from '../../src/layout/plane.js'
import type { Rect } from '../../src/layout/types.js'

const r = (x0: number, y0: number, x1: number, y1: number): Rect => ({ x0, y0, x1, y1 })

/** What pdfminer's Plane, filled with the same objects in the same order, finds. */
function planeFinds(bbox: Rect, objects: Rect[], area: Rect): number[] {
  const plane = new Plane<Rect>(bbox)
  plane.extend(objects)
  return plane.findPositions(area)
}

describe('filledPlane', () => {
  // a plane of a few objects tests each of them, a larger one files them in a grid: both answer as Plane does
  for (const [minLength, maxLength] of [
    [0, 32],
    [33, 90],
  ]) {
    it(`finds the positions Plane finds, in its order (cells bottom-up, insertion order within a cell), objects off the bbox never: ${minLength} to ${maxLength} objects`, () => {
      // rectangles on a coarse grid across and beyond the bbox, spanning several 50-unit cells, some on cell edges, some inverted
      const coordinate = fc.integer({ min: -8, max: 40 }).map((k) => k * 12.5)
      const rect = fc
        .tuple(coordinate, coordinate, fc.integer({ min: -2, max: 12 }), fc.integer({ min: -2, max: 12 }))
        .map(([x, y, w, h]) => r(x, y, x + w * 9, y + h * 7))
      fc.assert(
        fc.property(
          fc.array(rect, { minLength, maxLength, size: 'max' }),
          fc.array(rect, { minLength: 1, maxLength: 8 }),
          rect,
          fc.integer({ min: 0, max: 40 }),
          (objects, areas, box, grow) => {
            // a bbox of one cell up to a page of cells
            const bbox = r(box.x0, box.y0, box.x1 + 10 + 10 * grow, box.y1 + 10 + 10 * grow)
            const filled = filledPlane(bbox, objects)
            for (const area of areas) expect(filled.findPositions(area)).toEqual(planeFinds(bbox, objects, area))
          },
        ),
        { numRuns: 300 },
      )
    })
  }

  it('returns each object once however many cells it spans, and the object at a position', () => {
    const wide = r(10, 10, 190, 20)
    const small = r(60, 12, 70, 18)
    const filled = filledPlane(r(0, 0, 200, 200), [wide, small])
    expect(filled.findPositions(r(0, 0, 200, 200))).toEqual([0, 1])
    expect(filled.objectAt(1)).toBe(small)
  })

  it('serves a bbox of too many cells or not finite through a Plane, with the same answers', () => {
    const objects = [r(10, 10, 20, 20), r(5e6, 5e6, 5e6 + 10, 5e6 + 10)]
    for (const bbox of [r(0, 0, 1e7, 1e7), r(0, 0, Infinity, 1e7)]) {
      expect(filledPlane(bbox, objects)).toBeInstanceOf(Plane)
      for (const area of [r(0, 0, 30, 30), r(5e6 - 5, 5e6 - 5, 5e6 + 20, 5e6 + 20)]) {
        expect(filledPlane(bbox, objects).findPositions(area)).toEqual(planeFinds(bbox, objects, area))
      }
    }
  })
})
