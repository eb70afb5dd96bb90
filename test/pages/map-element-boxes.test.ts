import { describe, expect, test } from 'vitest'
import { mapElementBoxes } from '../../src/pages/map-element-boxes.js'
import type { Element } from '../../src/elements/types.js'

const element = (points?: [number, number][]): Element => ({
  type: 'NarrativeText',
  element_id: 'x',
  text: 'words',
  metadata:
    points === undefined
      ? { page_number: 1 }
      : { page_number: 1, coordinates: { points, system: 'PixelSpace', layout_width: 500, layout_height: 400 } },
})

describe('mapElementBoxes', () => {
  test('sends each element\u2019s box through the mapping and takes the other image\u2019s size', () => {
    const grow = (x0: number, y0: number, x1: number, y1: number): [number, number, number, number] => [x0 - 10, y0 - 20, x1 - 10, y1 + 5]
    const [mapped] = mapElementBoxes(
      [
        element([
          [100, 50],
          [100, 80],
          [300, 80],
          [300, 50],
        ]),
      ],
      grow,
      480,
      390,
    )
    expect(mapped!.metadata.coordinates).toEqual({
      points: [
        [90, 30],
        [90, 85],
        [290, 85],
        [290, 30],
      ],
      system: 'PixelSpace',
      layout_width: 480,
      layout_height: 390,
    })
    expect(mapped!.text).toBe('words')
  })

  test('leaves an element without coordinates as it is', () => {
    const plain = element()
    expect(mapElementBoxes([plain], () => [0, 0, 1, 1], 10, 10)[0]).toBe(plain)
  })
})
