/**
 * @module pages/pixel-coordinates
 * A top-left-origin box as Unstructured's `coordinates` metadata: corners top-left, bottom-left,
 * bottom-right, top-right in PixelSpace, with the layout's size (core §1.2).
 */
import type { Coordinates } from '../elements/types.js'
import type { PixelBox } from '../layout/xy-cut-order.js'

export function coordinatesOf(box: PixelBox, layoutWidth: number, layoutHeight: number): Coordinates {
  return {
    points: [
      [box.x1, box.y1],
      [box.x1, box.y2],
      [box.x2, box.y2],
      [box.x2, box.y1],
    ],
    system: 'PixelSpace',
    layout_width: layoutWidth,
    layout_height: layoutHeight,
  }
}
