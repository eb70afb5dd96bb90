/**
 * @module layout/order-box-columns
 * A page's blocks as four typed arrays of coordinates: what the reading-order passes read, block by block and
 * pair by pair (numbers from one array each, not a property load per block per pair).
 */
import type { OrderBox } from './page-bands.js'

export interface OrderBoxColumns {
  x1: Float64Array
  y1: Float64Array
  x2: Float64Array
  y2: Float64Array
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
  return { x1, y1, x2, y2 }
}
