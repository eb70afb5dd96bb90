/**
 * @module pages/drop-overprints
 * Glyphs drawn again over a glyph with the same text at (nearly) the same place are dropped before layout:
 * a run filled then stroked, a drop shadow, a visible optional-content layer printed over a tinted copy of
 * the same words, text drawn twice by a careless generator. A reader sees the text once; pdfminer keeps every
 * copy ("LAC-BRETON LAC-BRETON"). Upstream removes only *consecutive* duplicates within a line (fake bold,
 * pages/dedupe-fake-bold); a copy drawn after the whole run starts a new line and escaped it. poppler drops such
 * copies per word (TextBlock::coalesce, "discard duplicated text (fake boldface, drop shadows)"); this does it
 * per glyph, anywhere on the page: same text, both corners within a quarter of the glyph height (at most 2 pt,
 * upstream's fake-bold threshold), overlapping by more than half their width.
 * Linear: glyphs are bucketed by their lower-left corner in buckets twice the largest offset wide; a duplicate is
 * looked for in the (at most) 2×2 buckets its corner's neighbourhood covers, numbered so that bucket keys are
 * small integers on any real page. Glyphs are read from their run's columns (layout/glyph-columns).
 */
import { GlyphColumns } from '../layout/glyph-columns.js'
import type { Glyph, GlyphRun } from '../layout/types.js'

/** Largest corner offset between two copies, in points (upstream's PDF_CHAR_DUPLICATE_THRESHOLD). */
const MAX_OFFSET = 2
/** Corner offset as a share of the glyph height. */
const OFFSET_SHARE = 0.25
/** Least horizontal overlap of the copies, as a share of their mean width (upstream's overlap ratio). */
const MIN_OVERLAP = 0.5

/**
 * Glyph `b` of `run` is a copy of glyph `a`. Once the texts match, every test is computed and only then combined:
 * the compiled loops that hold this function had often met no glyph close enough for the later tests, and each
 * test first run after compiling threw that code away ("insufficient type feedback").
 */
function isCopy(run: GlyphRun, a: number, b: number): boolean {
  if (run.texts[a] !== run.texts[b]) return false
  const { x0, y0, x1, y1 } = run
  const ax0 = x0[a]!
  const ay0 = y0[a]!
  const ax1 = x1[a]!
  const bx0 = x0[b]!
  const by0 = y0[b]!
  const bx1 = x1[b]!
  const height = Math.max(y1[a]! - ay0, y1[b]! - by0)
  const limit = Math.min(MAX_OFFSET, OFFSET_SHARE * height)
  const nearX = Math.abs(ax0 - bx0) < limit
  const nearY = Math.abs(ay0 - by0) < limit
  const overlap = Math.max(0, Math.min(ax1, bx1) - Math.max(ax0, bx0))
  const width = (ax1 - ax0 + (bx1 - bx0)) / 2
  const wide = width > 0
  const overlapping = overlap / width > MIN_OVERLAP
  return nearX && nearY && wide && overlapping
}

/** Bucket side, in points: a copy's corner lies within MAX_OFFSET of the glyph's, so in at most 2×2 buckets. */
const BUCKET = 2 * MAX_OFFSET
/** The bucket column or row of a coordinate. */
const bucketOf = (v: number): number => Math.floor(v / BUCKET)

/** Most buckets numbered by position in a page's bounding grid: keys stay int32 (and Smis). */
const MAX_GRID_CELLS = 1 << 29

/**
 * The buckets of one page: each bucket a chain of glyph indices (`previous`), its last index found by key.
 * Grid keys (small non-negative integers) go in an open-addressing table of typed arrays, absolute keys
 * (doubles, pages with a huge or non-finite extent) in a Map.
 */
interface Buckets {
  /** The last glyph index in the bucket of `key`, or -1. */
  last(key: number): number
  setLast(key: number, index: number): void
}

function gridBuckets(size: number): Buckets {
  let capacity = 16
  while (capacity < 2 * size) capacity *= 2
  const mask = capacity - 1
  const keys = new Int32Array(capacity).fill(-1)
  const values = new Int32Array(capacity)
  const slotOf = (key: number): number => {
    let slot = Math.imul(key, 0x9e3779b1) & mask
    while (keys[slot] !== -1 && keys[slot] !== key) slot = (slot + 1) & mask
    return slot
  }
  return {
    last: (key) => {
      const slot = slotOf(key)
      return keys[slot] === key ? values[slot]! : -1
    },
    setLast: (key, index) => {
      const slot = slotOf(key)
      keys[slot] = key
      values[slot] = index
    },
  }
}

function mapBuckets(): Buckets {
  const map = new Map<number, number>()
  return { last: (key) => map.get(key) ?? -1, setLast: (key, index) => void map.set(key, index) }
}

/** A page grid of at most this many buckets is an array indexed by bucket key (one slot per bucket, no hashing). */
const MAX_ARRAY_CELLS = 1 << 20
/** Bucket numbers below this (in magnitude) step exactly; a page beyond it (a broken matrix) takes the hashed buckets. */
const SMALL_BUCKET = 2 ** 30

/** Whether a glyph's text is blank (`trim() === ''`), without a call for a glyph that starts with printable ASCII. */
function isBlank(text: string): boolean {
  // a text that starts with a printable ASCII character is not blank, whatever its length ("(cid:12)", a ligature)
  const code = text.charCodeAt(0)
  if (code > 0x20 && code < 0x7f) return false
  return text.trim() === ''
}

interface BucketBounds {
  minBx: number
  maxBx: number
  minBy: number
  maxBy: number
  /** Whether every glyph's buckets are finite numbers. */
  allFinite: boolean
}

/**
 * The range of the glyphs' buckets, in a function of its own: V8 compiles a long loop on its own while it
 * runs (on-stack replacement), and when this loop was dropOverprints's first, that code also held the
 * rest of the function, not run yet; it was entered and thrown away at the loop's end ("insufficient type
 * feedback") on every page until the whole function was compiled (8 times over DA-619p.pdf).
 */
function bucketBounds(run: GlyphRun): BucketBounds {
  // made before the loop and updated after it: an object literal after the loop would be code the loop's
  // compiled version holds without having run it, and it threw that version away there on every page
  const bounds: BucketBounds = { minBx: Infinity, maxBx: -Infinity, minBy: Infinity, maxBy: -Infinity, allFinite: true }
  // the corners' extent, bucketed at the end: floor is monotone, so the least bucket is the least corner's;
  // Math.min and Math.max pass a NaN on, so a non-finite corner anywhere leaves a non-finite extent
  const { x0, y0 } = run
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  for (let i = 0; i < run.length; i++) {
    const x = x0[i]!
    const y = y0[i]!
    minX = Math.min(minX, x)
    maxX = Math.max(maxX, x)
    minY = Math.min(minY, y)
    maxY = Math.max(maxY, y)
  }
  bounds.minBx = bucketOf(minX)
  bounds.maxBx = bucketOf(maxX)
  bounds.minBy = bucketOf(minY)
  bounds.maxBy = bucketOf(maxY)
  bounds.allFinite = Number.isFinite(bounds.minBx) && Number.isFinite(bounds.maxBx) && Number.isFinite(bounds.minBy) && Number.isFinite(bounds.maxBy)
  return bounds
}

/** `glyphs` without later copies of an earlier glyph; the same array when there are none. */
export function dropOverprints(glyphs: readonly Glyph[]): Glyph[] {
  const copies = overprintCopies(GlyphColumns.of(glyphs))
  return copies === undefined ? (glyphs as Glyph[]) : glyphs.filter((_, i) => copies[i] === 0)
}

/** `dropOverprints` on columns: the same columns when there are no copies. */
export function dropOverprintColumns(run: GlyphColumns): GlyphColumns {
  const copies = overprintCopies(run)
  if (copies === undefined) return run
  const kept: number[] = []
  for (let i = 0; i < run.length; i++) if (copies[i] === 0) kept.push(i)
  return run.select(kept)
}

/** Slots of a glyph's neighbourhood (`neighbourhood`): its first bucket column and row, and how many more of each. */
const X_LO = 0
const Y_LO = 1
const COLUMNS = 2
const ROWS = 3

/**
 * The buckets a copy of the glyph with its corner at (gx, gy) may lie in, written into `near`: a copy's corner is
 * less than MAX_OFFSET away on each axis, and floor is monotone, so its bucket is among these (2 × 2 buckets;
 * counted, not stepped: at coordinates beyond 2^53 a step would not move).
 */
function neighbourhood(gx: number, gy: number, near: Float64Array): void {
  near[X_LO] = bucketOf(gx - MAX_OFFSET)
  near[Y_LO] = bucketOf(gy - MAX_OFFSET)
  near[COLUMNS] = bucketOf(gx + MAX_OFFSET) - near[X_LO]
  near[ROWS] = bucketOf(gy + MAX_OFFSET) - near[Y_LO]
}

/**
 * 1 for each glyph of `run` that is a later copy of an earlier glyph; undefined when there are none.
 * Buckets are numbered within the grid spanning the page's glyphs (one bucket of margin on each side, so a
 * neighbour never aliases another row): on an ordinary page the numbers index an array (`tableCopies`), on a
 * larger grid they are hashed; a page whose glyphs span a grid larger still (or lie at non-finite coordinates)
 * numbers them by absolute position instead.
 */
function overprintCopies(run: GlyphRun): Uint8Array | undefined {
  const n = run.length
  const { minBx, maxBx, minBy, maxBy, allFinite } = bucketBounds(run)
  const originX = minBx - 1
  const originY = minBy - 1
  const spanX = maxBx - minBx + 3
  const cells = spanX * (maxBy - minBy + 3)
  const inGrid = n > 0 && allFinite && cells <= MAX_GRID_CELLS
  // bucket numbers far below 2^53 index an array exactly
  const small = Math.max(-minBx, maxBx, -minBy, maxBy) < SMALL_BUCKET
  if (inGrid && small && cells <= Math.max(MAX_ARRAY_CELLS, 8 * n)) return tableCopies(run, originX, originY, spanX, cells)
  const buckets = inGrid ? gridBuckets(n) : mapBuckets()
  const near = new Float64Array(4)
  // one number per bucket; without the grid, buckets of pages up to ±2,000,000 pt apart stay distinct
  const key = (bx: number, by: number): number => (inGrid ? (by - originY) * spanX + (bx - originX) : (bx + 1_000_000) * 2_000_000 + (by + 1_000_000))
  const previous = new Int32Array(n)
  const { x0, y0, texts } = run
  let copies: Uint8Array | undefined
  for (let i = 0; i < n; i++) {
    if (isBlank(texts[i]!)) continue
    neighbourhood(x0[i]!, y0[i]!, near)
    let copy = false
    for (let dx = 0; dx <= near[COLUMNS]! && !copy; dx++) {
      for (let dy = 0; dy <= near[ROWS]! && !copy; dy++) {
        for (let j = buckets.last(key(near[X_LO]! + dx, near[Y_LO]! + dy)); j >= 0 && !copy; j = previous[j]!) copy = isCopy(run, j, i)
      }
    }
    if (copy) {
      copies ??= new Uint8Array(n)
      copies[i] = 1
      continue
    }
    const k = key(bucketOf(x0[i]!), bucketOf(y0[i]!))
    previous[i] = buckets.last(k)
    buckets.setLast(k, i)
  }
  return copies
}

/**
 * `overprintCopies` on a grid of `cells` buckets, `spanX` to a row, bucket (originX, originY) first: one
 * array slot per bucket, holding its last glyph index + 1 (0: empty), the bucket's earlier glyphs chained
 * through `previous` (index + 1 too). A glyph's neighbourhood is adjacent slots in two rows. The arrays of an
 * ordinary page are the ones kept from the page before (`KEPT_CELLS`), the table's written slots zeroed again
 * after the page.
 */
function tableCopies(run: GlyphRun, originX: number, originY: number, spanX: number, cells: number): Uint8Array | undefined {
  const n = run.length
  const kept = cells <= KEPT_CELLS && n <= KEPT_CELLS
  const table = kept ? keptTable(cells) : new Int32Array(cells)
  const previous = kept ? keptPrevious(n) : new Int32Array(n)
  try {
    return tableLoop(run, originX, originY, spanX, table, previous)
  } finally {
    if (kept) clearSlots(run, originX, originY, spanX, table)
  }
}

/**
 * Most cells (and glyphs) of the bucket table (and the glyph chain) kept from page to page: 1 MiB each. A page
 * sized grid is ~31,000 cells (a fresh table per page was ~125 KB allocated and zeroed, 50 MB over 400 pages);
 * a larger grid gets its own.
 */
const KEPT_CELLS = 1 << 18
/** All zeros between calls (`clearSlots`). */
let keptSlots: Int32Array = new Int32Array(0)
/** Written before it is read (a chain link is set when its glyph is bucketed): never cleared. */
let keptChain: Int32Array = new Int32Array(0)

/** The kept table, grown (by doubling, up to `KEPT_CELLS`) to at least `cells`. */
function keptTable(cells: number): Int32Array {
  if (keptSlots.length < cells) keptSlots = new Int32Array(Math.min(KEPT_CELLS, Math.max(cells, 2 * keptSlots.length)))
  return keptSlots
}

/** The kept chain, grown (by doubling, up to `KEPT_CELLS`) to at least `n`. */
function keptPrevious(n: number): Int32Array {
  if (keptChain.length < n) keptChain = new Int32Array(Math.min(KEPT_CELLS, Math.max(n, 2 * keptChain.length)))
  return keptChain
}

/** Zeroes the slot of every glyph's bucket (all the slots `tableLoop` may have written), leaving the table all zeros. */
function clearSlots(run: GlyphRun, originX: number, originY: number, spanX: number, slots: Int32Array): void {
  const { x0, y0 } = run
  for (let i = 0; i < run.length; i++) slots[(bucketOf(y0[i]!) - originY) * spanX + (bucketOf(x0[i]!) - originX)] = 0
}

/** The loop of `tableCopies` over an all-zeros `table` of the grid and a `previous` of at least one slot per glyph. */
function tableLoop(run: GlyphRun, originX: number, originY: number, spanX: number, table: Int32Array, previous: Int32Array): Uint8Array | undefined {
  const n = run.length
  const { x0, y0, texts } = run
  let copies: Uint8Array | undefined
  for (let i = 0; i < n; i++) {
    if (isBlank(texts[i]!)) continue
    const gx = x0[i]!
    const gy = y0[i]!
    // the neighbourhood's buckets, as \`neighbourhood\` counts them (written out here: this loop runs for every glyph)
    const xLo = bucketOf(gx - MAX_OFFSET)
    const yLo = bucketOf(gy - MAX_OFFSET)
    const columns = bucketOf(gx + MAX_OFFSET) - xLo
    const rows = bucketOf(gy + MAX_OFFSET) - yLo
    const first = (yLo - originY) * spanX + (xLo - originX)
    let copy = false
    for (let dy = 0; dy <= rows && !copy; dy++) {
      const row = first + dy * spanX
      for (let dx = 0; dx <= columns && !copy; dx++) {
        // a chain only goes down (each link < the one before, the first ≤ i): it ends even if a kept slot were ever left written
        for (let j = table[row + dx]!, above = i + 1; j > 0 && j < above && !copy; above = j, j = previous[j - 1]!) copy = isCopy(run, j - 1, i)
      }
    }
    if (copy) {
      copies ??= new Uint8Array(n)
      copies[i] = 1
      continue
    }
    const k = (bucketOf(gy) - originY) * spanX + (bucketOf(gx) - originX)
    previous[i] = table[k]!
    table[k] = i + 1
  }
  return copies
}
