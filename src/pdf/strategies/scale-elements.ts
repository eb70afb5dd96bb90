/**
 * @module pdf/strategies/scale-elements
 * Moves elements laid out in PDF points into the pixel space of the page rendered at `scale` pixels per
 * point, so every element of a hi_res page shares one coordinate system (upstream's hi_res reports
 * PixelSpace of the 200-DPI page image, even for text taken from the PDF's text layer).
 */
import type { Element } from '../../elements/types.js'
import { withMetadata } from '../../elements/element-draft.js'

export function scaleElements(elements: readonly Element[], scale: number): Element[] {
  return elements.map((element) => {
    const c = element.metadata.coordinates
    if (c === undefined) return element
    return withMetadata(element, {
      ...element.metadata,
      coordinates: {
        ...c,
        points: c.points.map(([x, y]) => [x * scale, y * scale] as [number, number]),
        ...(c.layout_width !== undefined ? { layout_width: Math.ceil(c.layout_width * scale) } : {}),
        ...(c.layout_height !== undefined ? { layout_height: Math.ceil(c.layout_height * scale) } : {}),
      },
    })
  })
}
