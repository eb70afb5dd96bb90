/**
 * @module layout/order-by-key
 * Block numbers sorted by a number per block, the order the array sort gives with `(p, q) => keys[p] - keys[q]`
 * (or `keys[q] - keys[p]`, descending): stable, equal keys in block order. The reading-order passes sort a page's
 * blocks this way several times per page; here the keys are compared in place (an insertion sort for short
 * ranges, merged runs above) with no comparator call. A key that is not finite (a NaN or infinite coordinate,
 * where that comparator's answers do not order the keys) makes it take the array sort itself, so the order is
 * the same whatever the keys.
 */

/** Ranges this short are sorted by insertion. */
const RUN = 16

/** The numbers 0 … n−1 (n = `keys.length`) ordered by `keys`, ascending, or descending when `descending`. */
export function orderByKey(keys: Float64Array, descending = false): Int32Array {
  const n = keys.length
  const order = new Int32Array(n)
  for (let i = 0; i < n; i++) order[i] = i
  for (let i = 0; i < n; i++) {
    if (Number.isFinite(keys[i]!)) continue
    const sorted = Array.from(order).sort(descending ? (p, q) => keys[q]! - keys[p]! : (p, q) => keys[p]! - keys[q]!)
    return Int32Array.from(sorted)
  }
  // sorting the negated keys ascending is the descending sort, ties still in block order
  const sign = descending ? -1 : 1
  for (let start = 0; start < n; start += RUN) insertionSort(order, keys, sign, start, Math.min(n, start + RUN))
  if (n <= RUN) return order
  let from = order
  let to = new Int32Array(n)
  for (let width = RUN; width < n; width *= 2) {
    for (let start = 0; start < n; start += 2 * width) merge(from, to, keys, sign, start, Math.min(n, start + width), Math.min(n, start + 2 * width))
    const swap = from
    from = to
    to = swap
  }
  return from
}

/** Sorts `order[start, end)` by `sign · key`, stably. */
function insertionSort(order: Int32Array, keys: Float64Array, sign: number, start: number, end: number): void {
  for (let i = start + 1; i < end; i++) {
    const item = order[i]!
    const key = sign * keys[item]!
    let at = i
    while (at > start && sign * keys[order[at - 1]!]! > key) {
      order[at] = order[at - 1]!
      at--
    }
    order[at] = item
  }
}

/** Merges the sorted runs `from[start, middle)` and `from[middle, end)` into `to[start, end)`, the left one first on ties. */
function merge(from: Int32Array, to: Int32Array, keys: Float64Array, sign: number, start: number, middle: number, end: number): void {
  let left = start
  let right = middle
  let at = start
  while (left < middle && right < end) {
    const l = from[left]!
    const r = from[right]!
    if (sign * keys[r]! < sign * keys[l]!) {
      to[at++] = r
      right++
    } else {
      to[at++] = l
      left++
    }
  }
  while (left < middle) to[at++] = from[left++]!
  while (right < end) to[at++] = from[right++]!
}
