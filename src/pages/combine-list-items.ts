/**
 * @module pages/combine-list-items
 * Upstream `_combine_list_elements`: blocks after a ListItem that lie within it — x0 ≥ item x0,
 * x0 > item x0 − 0.2 w, x1 < item x1 + 0.2 w, top within the item's span ± 0.3 h — are its continuation
 * lines, merged into it ("item text" + " " + "continuation", union box).
 * Beyond upstream: every continuation is kept (upstream started each merge again from the item's first
 * text, so of several continuation blocks only the last survived and the others were lost), and a
 * continuation is looked for under the item as merged so far (a second continuation line below the
 * first), with the item's first width and height as the tolerances.
 */
import type { Coordinates, Element, ElementMetadata } from '../elements/types.js'
import type { PixelBox } from '../layout/xy-cut-order.js'

/** An element of a page with its box (PixelSpace, y down). */
export interface PageElement {
  element: Element
  box: PixelBox
}

export function combineListItems(items: readonly PageElement[]): PageElement[] {
  const out: PageElement[] = []
  // the item being continued: its place in `out`, its first width and height
  let item: { at: number; width: number; height: number } | undefined
  for (const current of items) {
    if (current.element.type === 'ListItem') {
      item = { at: out.length, width: current.box.x2 - current.box.x1, height: current.box.y2 - current.box.y1 }
      out.push(current)
      continue
    }
    if (item !== undefined && continues(current.box, out[item.at]!.box, item.width, item.height)) {
      out[item.at] = merged(out[item.at]!, current)
      continue
    }
    item = undefined
    out.push(current)
  }
  return out
}

/** The metadata keys a page element has when it is made (pages/page-elements `make`). */
const MADE_KEYS = new Set(['coordinates', 'page_number', 'links'])

/**
 * `target` with `continuation` merged in (the union box, the texts joined by a space, the coordinates of the union),
 * as new objects made as the page's elements are: the ones given are left as they are. Rewriting their fields (box,
 * text, points) made those fields mutable in the hidden classes all page elements share, and every compiled
 * function that had relied on them being constant (elementFurnitureCandidates, heightShare) was thrown away at the
 * first list item with a continuation.
 */
function merged(target: PageElement, continuation: PageElement): PageElement {
  const union: PixelBox = {
    x1: Math.min(target.box.x1, continuation.box.x1),
    y1: Math.min(target.box.y1, continuation.box.y1),
    x2: Math.max(target.box.x2, continuation.box.x2),
    y2: Math.max(target.box.y2, continuation.box.y2),
  }
  const { type, element_id, metadata } = target.element
  const text = `${target.element.text} ${continuation.element.text}`
  return { element: { type, element_id, text, metadata: withUnionCoordinates(metadata, union) } as Element, box: union }
}

/** `metadata` with coordinates of `union` in place of its own (the same object when it has none). */
function withUnionCoordinates(metadata: ElementMetadata, union: PixelBox): ElementMetadata {
  const coordinates = metadata.coordinates
  if (coordinates === undefined) return metadata
  const points: [number, number][] = [
    [union.x1, union.y1],
    [union.x1, union.y2],
    [union.x2, union.y2],
    [union.x2, union.y1],
  ]
  // the keys in coordinatesOf's order
  const moved: Coordinates = { points, system: coordinates.system, layout_width: coordinates.layout_width, layout_height: coordinates.layout_height }
  // made as `make` makes it (coordinates, page number, then links), or, with other keys, a copy in its own key order
  if (!Object.keys(metadata).every((key) => MADE_KEYS.has(key))) return { ...metadata, coordinates: moved }
  const copy: ElementMetadata = { coordinates: moved, page_number: metadata.page_number }
  if (metadata.links !== undefined) copy.links = metadata.links
  return copy
}

function continues(b: PixelBox, item: PixelBox, w: number, h: number): boolean {
  return b.x1 > item.x1 - 0.2 * w && b.x2 < item.x2 + 0.2 * w && b.x1 >= item.x1 && item.y1 - 0.3 * h < b.y1 && b.y1 < item.y2 + 0.3 * h
}
