/**
 * @module tables/stream-grids
 * Tables without rulings, from text alignment ("stream", as camelot calls it). Text lines are cut into
 * segments wherever two words are further apart than a column gap; consecutive lines with at least two
 * segments form a region (a one-segment line is kept only between such lines and only if it fits one
 * column); the region's columns are the gaps in the horizontal projection of its segments, its rows are
 * its lines. A first or last line with a column of its own (a running head) is left out; a column with
 * text in one row only joins its neighbour. Regions that look like prose in columns (long cells, sentences
 * running on from row to row) or like a list (bullets or numbers before a gap) are not tables
 * (tables/looks-like-table).
 */
import { looksLikeTable, loneColumns } from './looks-like-table.js'
import { textLines } from './text-lines.js'
import type { WordLine } from './text-lines.js'
import type { Box, TableCell, TableGrid, TableWord } from './types.js'

/** A gap wider than this many line heights separates two cells of a row. */
const COLUMN_GAP = 0.9
/** Rows further apart than this many line heights are not one table. */
const MAX_ROW_GAP = 2.5
/** A first or last line further from its neighbour than this many times the usual row gap is set apart. */
const APART = 1.5
/** At least this many rows, of which at least two have several cells. */
const MIN_ROWS = 3
/** Mean words per non-empty cell above which the region is prose set in columns. */
const MAX_WORDS_PER_CELL = 3

interface Segment extends Box {
  words: TableWord[]
}

/** Longer lines sort their heights with the array sort (an insertion sort is quadratic). */
const MAX_INSERTION_SORT = 64
/** Heights being sorted (grown as needed): lineHeight runs for every line of every page. */
let heights = new Float64Array(64)

/** The median height of a line's words (the upper one of an even count). */
function lineHeight(line: WordLine): number {
  const { words } = line
  const n = words.length
  if (n === 0) return line.y1 - line.y0
  if (n > MAX_INSERTION_SORT) return words.map((x) => x.y1 - x.y0).sort((p, q) => p - q)[Math.floor(n / 2)]!
  if (heights.length < n) heights = new Float64Array(n)
  // a stable insertion sort, as the array sort by `p - q` orders numbers; a NaN height (which that
  // comparator leaves to the sort's own steps) goes through the array sort itself
  for (let i = 0; i < n; i++) {
    const w = words[i]!
    const h = w.y1 - w.y0
    if (Number.isNaN(h)) return words.map((x) => x.y1 - x.y0).sort((p, q) => p - q)[Math.floor(n / 2)]!
    let j = i
    while (j > 0 && heights[j - 1]! > h) {
      heights[j] = heights[j - 1]!
      j--
    }
    heights[j] = h
  }
  return heights[Math.floor(n / 2)]!
}

/** A text line cut into segments wherever two words are further apart than a column gap. */
export function segmentsOf(line: WordLine): Segment[] {
  const gap = COLUMN_GAP * lineHeight(line)
  const out: Segment[] = []
  for (const w of line.words) {
    const last = out[out.length - 1]
    if (last !== undefined && w.x0 - last.x1 <= gap) {
      last.words.push(w)
      last.x1 = Math.max(last.x1, w.x1)
      last.y0 = Math.min(last.y0, w.y0)
      last.y1 = Math.max(last.y1, w.y1)
    } else out.push({ x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1, words: [w] })
  }
  return out
}

/** A text line with its segments. */
export interface StreamRow {
  line: WordLine
  segments: Segment[]
}

/** Column separators of a region: midpoints of the gaps in the projection of its multi-segment rows. */
export function separators(rows: readonly Row[]): number[] {
  const spans = rows
    .filter((r) => r.segments.length >= 2)
    .flatMap((r) => r.segments.map((s) => [s.x0, s.x1] as [number, number]))
    .sort((p, q) => p[0] - q[0])
  const cuts: number[] = []
  let end = spans[0]?.[1] ?? 0
  for (const [a, b] of spans.slice(1)) {
    if (a > end) cuts.push((a + end) / 2)
    end = Math.max(end, b)
  }
  return cuts
}

type Row = StreamRow

function fitsOneColumn(row: Row, cuts: readonly number[]): boolean {
  return row.segments.every((s) => !cuts.some((x) => s.x0 < x && s.x1 > x))
}

/** Splits lines into candidate regions (runs of multi-segment rows, gaps bridged by fitting one-segment rows). */
function regions(rows: readonly Row[]): Row[][] {
  const out: Row[][] = []
  let current: Row[] = []
  const flush = (): void => {
    while (current.length > 0 && current[current.length - 1]!.segments.length < 2) current.pop()
    if (current.length > 0) out.push(current)
    current = []
  }
  // each row's height once (a row is compared with the next one too)
  let previousHeight = 0
  for (const row of rows) {
    const previous = current[current.length - 1]
    const height = lineHeight(row.line)
    // `previous`, when there is one, is the row just before this one (every row is pushed or ends the run)
    const h = Math.max(height, previous !== undefined ? previousHeight : 0)
    previousHeight = height
    if (previous !== undefined && row.line.y0 - previous.line.y1 > MAX_ROW_GAP * h) flush()
    if (row.segments.length >= 2) current.push(row)
    // One one-segment row may sit between two multi-segment rows (a row with a single filled cell).
    else if (previous !== undefined && previous.segments.length >= 2 && current.length > 0) current.push(row)
    else flush()
  }
  flush()
  return out
}

/** The white space between row `i` and row `i + 1`. */
function gapAfter(rows: readonly Row[], i: number): number {
  return rows[i + 1]!.line.y0 - rows[i]!.line.y1
}

/** The median white space between consecutive rows. */
function medianGap(rows: readonly Row[]): number {
  const gaps = rows
    .slice(1)
    .map((_, i) => gapAfter(rows, i))
    .sort((p, q) => p - q)
  return gaps[Math.floor(gaps.length / 2)] ?? 0
}

/** Rows as a grid (one slot per line and column), or null when they make none (too few rows, long cells). */
function gridOfRows(rows: readonly Row[], cuts: readonly number[] = separators(rows)): TableGrid | null {
  if (rows.length < MIN_ROWS || rows.filter((r) => r.segments.length >= 2).length < 2 || cuts.length === 0) return null
  const words = rows.flatMap((r) => r.line.words)
  const x0 = Math.min(...words.map((w) => w.x0))
  const x1 = Math.max(...words.map((w) => w.x1))
  const colXs = [x0, ...cuts, x1]
  const rowYs = [rows[0]!.line.y0]
  for (let i = 1; i < rows.length; i++) rowYs.push((rows[i - 1]!.line.y1 + rows[i]!.line.y0) / 2)
  rowYs.push(rows[rows.length - 1]!.line.y1)
  const cells: TableCell[] = []
  let nonEmpty = 0
  let wordCount = 0
  for (let r = 0; r < rows.length; r++) {
    for (let c = 0; c < colXs.length - 1; c++) {
      const inCell = rows[r]!.line.words.filter((w) => (w.x0 + w.x1) / 2 >= colXs[c]! && (w.x0 + w.x1) / 2 <= colXs[c + 1]!)
      if (inCell.length > 0) nonEmpty++
      wordCount += inCell.length
      const box: Box = { x0: colXs[c]!, y0: rowYs[r]!, x1: colXs[c + 1]!, y1: rowYs[r + 1]! }
      cells.push({ row: r, col: c, rowSpan: 1, colSpan: 1, text: inCell.map((w) => w.text).join(' '), box })
    }
  }
  if (nonEmpty === 0 || wordCount / nonEmpty > MAX_WORDS_PER_CELL) return null
  const aligned = rows.filter((_, r) => cells.filter((c) => c.row === r && c.text !== '').length >= 2).length
  if (aligned < 2) return null
  const box: Box = { x0, y0: rowYs[0]!, x1, y1: rowYs[rowYs.length - 1]! }
  return { box, rowYs, colXs, cells, headerRows: 0, method: 'stream' }
}

/** The region as a grid, or null when it is not a table. */
function gridOf(region: Row[]): TableGrid | null {
  // One-segment rows that straddle a column cut end the table there (a title, a paragraph).
  let rows = region
  const cuts = separators(region)
  const firstBad = rows.findIndex((r) => !fitsOneColumn(r, cuts))
  if (firstBad >= 0) {
    rows = rows.slice(0, firstBad)
    while (rows.length > 0 && rows[rows.length - 1]!.segments.length < 2) rows.pop()
  }
  let grid = gridOfRows(rows)
  // A first or last line set apart from the rows and with a column of its own (a running head, a footer)
  // is not one of its rows: without it, the rows may still be a table. (A header row sits as close to the
  // body as the rows to each other, and stays.)
  while (grid !== null && rows.length > MIN_ROWS) {
    const lone = new Set(loneColumns(grid))
    const rowsOfLone = new Set(grid.cells.filter((c) => c.text !== '' && lone.has(c.col)).map((c) => c.row))
    if (rowsOfLone.size !== 1) break
    const pitch = medianGap(rows)
    const last = rows.length - 1
    if (rowsOfLone.has(0) && gapAfter(rows, 0) > APART * pitch) rows = rows.slice(1)
    else if (rowsOfLone.has(last) && gapAfter(rows, last - 1) > APART * pitch) rows = rows.slice(0, -1)
    else break
    grid = gridOfRows(rows)
  }
  // A column with text in one row only is no column (a mark beside one row): its text joins the column on
  // its left (on its right for the first column).
  const lone = grid === null ? [] : loneColumns(grid)
  if (grid !== null && lone.length > 0) {
    const cuts = grid.colXs.slice(1, -1)
    const dropped = new Set(lone.map((c) => (c > 0 ? c - 1 : 0)))
    grid = gridOfRows(
      rows,
      cuts.filter((_, i) => !dropped.has(i)),
    )
  }
  return grid !== null && looksLikeTable(grid) ? grid : null
}

/** Stream tables among `words` (top-left origin); words whose centre lies in `exclude` boxes are ignored. */
export function streamGrids(words: readonly TableWord[], exclude: readonly Box[] = []): TableGrid[] {
  const free = words.filter((w) => {
    const x = (w.x0 + w.x1) / 2
    const y = (w.y0 + w.y1) / 2
    return !exclude.some((b) => x >= b.x0 && x <= b.x1 && y >= b.y0 && y <= b.y1)
  })
  const rows: Row[] = textLines(free).map((line) => ({ line, segments: segmentsOf(line) }))
  const grids: TableGrid[] = []
  for (const region of regions(rows)) {
    const grid = gridOf(region)
    if (grid !== null) grids.push(grid)
  }
  return grids
}
