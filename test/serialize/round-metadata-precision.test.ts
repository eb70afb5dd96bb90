import { describe, expect, it } from 'vitest'
import type { Element } from '../../src/elements/types.js'
import { roundMetadataPrecision } from '../../src/serialize/round-metadata-precision.js'

const withCoordinates = (system: 'PixelSpace' | 'PointSpace', points: [number, number][]): Element => ({
  type: 'Title',
  element_id: 'e',
  text: 't',
  metadata: { coordinates: { points, system, layout_width: 612, layout_height: 792 } },
})

describe('roundMetadataPrecision', () => {
  it('rounds PixelSpace points to 1 decimal place, ties to even', () => {
    const [out] = roundMetadataPrecision([
      withCoordinates('PixelSpace', [
        [72.04, 100.25],
        [300.15, 112.35],
      ]),
    ])
    expect(out!.metadata.coordinates!.points).toEqual([
      [72.0, 100.2],
      [300.1, 112.3],
    ])
  })

  it('rounds points of other systems to 2 decimal places on the exact binary value', () => {
    const [out] = roundMetadataPrecision([
      withCoordinates('PointSpace', [
        [2.675, 0.125],
        [10.005, 0.375],
      ]),
    ])
    expect(out!.metadata.coordinates!.points).toEqual([
      [2.67, 0.12],
      [10.01, 0.38],
    ])
  })

  it('rounds detection_class_prob to 5 decimal places', () => {
    const element: Element = { type: 'Table', element_id: 'e', text: '', metadata: { detection_class_prob: 0.123456789 } }
    expect(roundMetadataPrecision([element])[0]!.metadata.detection_class_prob).toBe(0.12346)
  })

  it('leaves the input untouched and returns elements without those fields as they are', () => {
    const element = withCoordinates('PixelSpace', [[1.26, 2.24]])
    const plain: Element = { type: 'Title', element_id: 'p', text: 'x', metadata: { page_number: 1 } }
    const [rounded, same] = roundMetadataPrecision([element, plain])
    expect(element.metadata.coordinates!.points).toEqual([[1.26, 2.24]])
    expect(rounded!.metadata.coordinates!.points).toEqual([[1.3, 2.2]])
    expect(same).toBe(plain)
  })
})
