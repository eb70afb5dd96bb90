/**
 * @module layout/min-heap
 * A binary min-heap over a comparator (Python's `heapq` equivalent). With a strict total order the pop
 * sequence is fully determined, so results match heapq whatever the internal layout.
 */
export class MinHeap<T> {
  private readonly items: T[]
  private readonly less: (a: T, b: T) => boolean

  /** Builds the heap from `items` in O(n) (heapify); the array is taken over, not copied. */
  constructor(less: (a: T, b: T) => boolean, items: T[] = []) {
    this.less = less
    this.items = items
    for (let i = (items.length >> 1) - 1; i >= 0; i--) this.down(i)
  }

  get size(): number {
    return this.items.length
  }

  push(item: T): void {
    this.items.push(item)
    this.up(this.items.length - 1)
  }

  pop(): T | undefined {
    const items = this.items
    const top = items[0]
    const last = items.pop()
    if (items.length > 0 && last !== undefined) {
      items[0] = last
      this.down(0)
    }
    return top
  }

  private up(i: number): void {
    const items = this.items
    const item = items[i]!
    while (i > 0) {
      const parent = (i - 1) >> 1
      const p = items[parent]!
      if (!this.less(item, p)) break
      items[i] = p
      i = parent
    }
    items[i] = item
  }

  private down(i: number): void {
    const items = this.items
    const n = items.length
    const item = items[i]!
    for (;;) {
      let child = 2 * i + 1
      if (child >= n) break
      const right = child + 1
      if (right < n && this.less(items[right]!, items[child]!)) child = right
      const c = items[child]!
      if (!this.less(c, item)) break
      items[i] = c
      i = child
    }
    items[i] = item
  }
}
