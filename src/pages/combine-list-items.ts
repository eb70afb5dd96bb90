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
import type { Element } from '../elements/types.js'
import type { PixelBox } from '../layout/xy-cut-order.js'

/** An element of a page with its box (PixelSpace, y down). */
export interface PageElement {
  element: Element
  box: PixelBox
}

export function combineListItems(items: readonly PageElement[]): PageElement[] {
  const out: PageElement[] = []
  let item: { target: PageElement; width: number; height: number } | undefined
  for (const current of items) {
    if (current.element.type === 'ListItem') {
      item = { target: current, width: current.box.x2 - current.box.x1, height: current.box.y2 - current.box.y1 }
      out.push(current)
      continue
    }
    if (item !== undefined && continues(current.box, item.target.box, item.width, item.height)) {
      merge(item.target, current)
      continue
    }
    item = undefined
    out.push(current)
  }
  return out
}

function merge(target: PageElement, continuation: PageElement): void {
  const union: PixelBox = {
    x1: Math.min(target.box.x1, continuation.box.x1),
    y1: Math.min(target.box.y1, continuation.box.y1),
    x2: Math.max(target.box.x2, continuation.box.x2),
    y2: Math.max(target.box.y2, continuation.box.y2),
  }
  target.box = union
  target.element.text = `${target.element.text} ${continuation.element.text}`
  const coordinates = target.element.metadata.coordinates
  if (coordinates !== undefined) {
    coordinates.points = [
      [union.x1, union.y1],
      [union.x1, union.y2],
      [union.x2, union.y2],
      [union.x2, union.y1],
    ]
  }
}

function continues(b: PixelBox, item: PixelBox, w: number, h: number): boolean {
  return b.x1 > item.x1 - 0.2 * w && b.x2 < item.x2 + 0.2 * w && b.x1 >= item.x1 && item.y1 - 0.3 * h < b.y1 && b.y1 < item.y2 + 0.3 * h
}
