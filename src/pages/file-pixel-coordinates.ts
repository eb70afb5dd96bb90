/**
 * @module pages/file-pixel-coordinates
 * Elements of an image page decoded at a smaller scale (a large JPEG shrunk while decoding) moved back
 * into the pixels of the file, so their coordinates are those of the image as the caller has it, as
 * upstream's are: points scaled up, the layout the file's size.
 */
import type { Element } from '../elements/types.js'
import { withMetadata } from '../elements/element-draft.js'

/** `elements` of a `decoded` page (its size) in the pixels of the file, of size `file`. */
export function inFilePixels(
  elements: readonly Element[],
  decoded: { width: number; height: number },
  file: { width: number; height: number },
): Element[] {
  const sx = file.width / decoded.width
  const sy = file.height / decoded.height
  const { width, height } = file
  return elements.map((element) => {
    const c = element.metadata.coordinates
    if (c === undefined) return element
    const points = c.points.map(([x, y]) => [x * sx, y * sy] as [number, number])
    return withMetadata(element, { ...element.metadata, coordinates: { ...c, points, layout_width: width, layout_height: height } })
  })
}
