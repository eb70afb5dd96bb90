/**
 * @module elements/trigram-table
 * Trigrams of three UTF-16 code units in open-addressing tables over typed arrays, for language
 * identification (`identify-language`): the counts of a text's trigrams, and an index from a trigram to
 * the languages whose model has it, with its rank there. A trigram is one exact number (48 bits) and a hash.
 */

/** A trigram of three UTF-16 code units as one exact number. */
export const trigramKey = (a: number, b: number, c: number): number => (a * 0x10000 + b) * 0x10000 + c

/** A 32-bit hash of a trigram's three units; tables use its low bits. */
export function trigramHash(a: number, b: number, c: number): number {
  let h = Math.imul(a, 0x9e3779b1) ^ Math.imul(b, 0x85ebca77) ^ Math.imul(c, 0xc2b2ae3d)
  h ^= h >>> 15
  h = Math.imul(h, 0x2c1b3c6d)
  return h ^ (h >>> 13)
}

const EMPTY = -1

/** The smallest power of two that is at least twice `count` (a table at most half full), and at least 16. */
function capacityFor(count: number): number {
  let capacity = 16
  while (capacity < count * 2) capacity *= 2
  return capacity
}

/** How often each trigram of a string occurs. Reused from string to string (`count` clears what the last one left). */
export class TrigramCounts {
  private keys = new Float64Array(0)
  private mask = -1
  /** Hash and count of each slot; `slots[0 … size)` are the slots in use. */
  hashes = new Int32Array(0)
  counts = new Int32Array(0)
  slots = new Int32Array(0)
  size = 0

  /** The distinct trigrams of `text` (every run of three units) and their counts, replacing the last ones. */
  count(text: string): void {
    this.clear(text.length)
    if (text.length < 3) return
    const { keys, hashes, counts, slots, mask } = this
    let a = text.charCodeAt(0)
    let b = text.charCodeAt(1)
    for (let i = 2; i < text.length; i++) {
      const c = text.charCodeAt(i)
      const key = trigramKey(a, b, c)
      const hash = trigramHash(a, b, c)
      let slot = hash & mask
      while (keys[slot] !== EMPTY && keys[slot] !== key) slot = (slot + 1) & mask
      if (keys[slot] === EMPTY) {
        keys[slot] = key
        hashes[slot] = hash
        counts[slot] = 1
        slots[this.size++] = slot
      } else counts[slot]!++
      a = b
      b = c
    }
  }

  key(slot: number): number {
    return this.keys[slot]!
  }

  private clear(length: number): void {
    const capacity = capacityFor(length)
    if (capacity > this.keys.length) {
      this.keys = new Float64Array(capacity).fill(EMPTY)
      this.hashes = new Int32Array(capacity)
      this.counts = new Int32Array(capacity)
      this.slots = new Int32Array(capacity)
      this.mask = capacity - 1
    } else for (let i = 0; i < this.size; i++) this.keys[this.slots[i]!] = EMPTY
    this.size = 0
  }
}

/** trigram → a list of [language, rank] pairs, built once from a Map of the same. */
export class TrigramIndex {
  private readonly keys: Float64Array
  private readonly mask: number
  /** The pairs of the trigram in slot s are `pairs[starts[s] … ends[s])`. */
  private readonly starts: Int32Array
  private readonly ends: Int32Array
  /** Language and rank, alternating. */
  readonly pairs: Int32Array

  constructor(entries: ReadonlyMap<number, readonly number[]>) {
    const capacity = capacityFor(entries.size)
    this.keys = new Float64Array(capacity).fill(EMPTY)
    this.mask = capacity - 1
    this.starts = new Int32Array(capacity)
    this.ends = new Int32Array(capacity)
    let total = 0
    for (const list of entries.values()) total += list.length
    this.pairs = new Int32Array(total)
    let at = 0
    for (const [key, list] of entries) {
      const c = key % 0x10000
      const b = ((key - c) / 0x10000) % 0x10000
      const a = (key - c - b * 0x10000) / 0x100000000
      let slot = trigramHash(a, b, c) & this.mask
      while (this.keys[slot] !== EMPTY) slot = (slot + 1) & this.mask
      this.keys[slot] = key
      this.starts[slot] = at
      this.pairs.set(list, at)
      at += list.length
      this.ends[slot] = at
    }
  }

  /** The slot of trigram `key` (of hash `hash`), or -1 when no language has it. */
  find(key: number, hash: number): number {
    let slot = hash & this.mask
    for (let found = this.keys[slot]!; found !== EMPTY; found = this.keys[slot]!) {
      if (found === key) return slot
      slot = (slot + 1) & this.mask
    }
    return -1
  }

  start(slot: number): number {
    return this.starts[slot]!
  }

  end(slot: number): number {
    return this.ends[slot]!
  }
}
