/**
 * @module layout/order-box-columns
 * A page's blocks as four typed arrays of coordinates: what the reading-order passes read, block by block and
 * pair by pair (numbers from one array each, not a property load per block per pair); and the blocks sorted by
 * top, sorted once for the passes that each walked their own copy of that order (head band, side heads, row mates).
 */
import { orderByKey } from './order-by-key.js'
import type { OrderBox } from './page-bands.js'

/** Coordinates of the blocks; never written once made (the order by top is kept with them). */
export interface OrderBoxColumns {
  readonly x1: Float64Array
  readonly y1: Float64Array
  readonly x2: Float64Array
  readonly y2: Float64Array
  /**
   * The blocks by top (`orderByKey(y1)`), made by the first `blocksByTop` call. Present (undefined) from the start:
   * added later, it gave the columns a second shape, and the compiled functions reading them were thrown away.
   */
  byTop: Int32Array | undefined
}

/** The block numbers ordered by top, ties in block order (`orderByKey(cols.y1)`), sorted once per set of columns. */
export function blocksByTop(cols: OrderBoxColumns): Int32Array {
  return (cols.byTop ??= orderByKey(cols.y1))
}

export function orderBoxColumns(boxes: readonly OrderBox[]): OrderBoxColumns {
  const n = boxes.length
  const x1 = new Float64Array(n)
  const y1 = new Float64Array(n)
  const x2 = new Float64Array(n)
  const y2 = new Float64Array(n)
  for (let i = 0; i < n; i++) {
    const b = boxes[i]!
    x1[i] = b.x1
    y1[i] = b.y1
    x2[i] = b.x2
    y2[i] = b.y2
  }
  return { x1, y1, x2, y2, byTop: undefined }
}
