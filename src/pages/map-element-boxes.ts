/**
 * @module pages/map-element-boxes
 * Moves elements laid out on one image into the pixel space of another (a deskewed page's layout back onto
 * the page as given): each element's box goes through `toOriginal`, and the layout size becomes the other
 * image's.
 */
import type { Element } from '../elements/types.js'
import type { BoxMapping } from '../ocr/map-ocr-lines.js'
import { coordinatesOf } from './pixel-coordinates.js'
import { withMetadata } from '../elements/element-draft.js'

export function mapElementBoxes(elements: readonly Element[], toOriginal: BoxMapping, layoutWidth: number, layoutHeight: number): Element[] {
  return elements.map((element) => {
    const c = element.metadata.coordinates
    if (c === undefined || c.points.length === 0) return element
    const xs = c.points.map((p) => p[0])
    const ys = c.points.map((p) => p[1])
    const [x1, y1, x2, y2] = toOriginal(Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys))
    const coordinates = { ...coordinatesOf({ x1, y1, x2, y2 }, layoutWidth, layoutHeight), system: c.system }
    return withMetadata(element, { ...element.metadata, coordinates })
  })
}
