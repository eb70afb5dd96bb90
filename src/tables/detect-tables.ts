/**
 * @module tables/detect-tables
 * Table structure recognition for one page (issue 4): lattice tables from drawn rulings (vector paths of
 * a born-digital page, or lines seen on the page image), then stream tables from text alignment among
 * the words outside them. Grids whose cells read as page layout rather than as a table (paragraphs in
 * ruled boxes, running text in columns, a list) are dropped (tables/looks-like-table). Each table becomes a
 * cell grid with spans and header rows, its text (cell texts in reading order) and its `text_as_html`
 * (formats/html/html-table-spans).
 * `recognizeTables` is pure over boxes; `detectTables` is hi_res's TableDetector (pages/table-hook):
 * on a scanned page it reads the text of each ruled table with the table OCR agent (`tableOcrAgent`).
 */
import { cropGray } from '../images/rgba-to-gray.js'
import { htmlifyTableCells } from '../formats/html/html-table-spans.js'
import type { OcrLayout } from '../ocr/ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'
import type { DetectedTable, TableDetectionPage } from './table-detection-page.js'
import { fillCells } from './fill-cells.js'
import { headerRows } from './header-rows.js'
import { imageRulings } from './image-rulings.js'
import { latticeGrids } from './lattice-grids.js'
import { looksLikeTable } from './looks-like-table.js'
import { mergeHeaderLines } from './merge-header-lines.js'
import { ruleTableCandidates, ruleTableIn, ruleTables } from './rule-tables.js'
import { rulingsFrom } from './rulings.js'
import type { Rulings } from './rulings.js'
import { splitTextRows } from './split-text-rows.js'
import { streamGrids } from './stream-grids.js'
import { wordsText } from './text-lines.js'
import type { Box, Segment, TableGrid, TableWord } from './types.js'

export interface TablePageInput {
  words: readonly TableWord[]
  segments: readonly Segment[]
  rects: readonly Box[]
  /** Page units per PDF point (1 for points, dpi / 72 for pixels). Default 1. */
  unit?: number
  /** Look for tables without rulings too. Default true. */
  stream?: boolean
}

/** A lattice grid needs at least this share of its cells filled (vector charts have empty grids). */
const MIN_FILLED_SHARE = 0.3
/** A spreadsheet's columns are sized to their contents: the widest at least this many times the narrowest. */
const UNEVEN_COLUMNS = 1.5

function filled(grid: TableGrid): number {
  return grid.cells.filter((c) => c.text !== '').length
}

/**
 * A sheet printed with its cell borders: at least three rows and three columns, every boundary drawn (each
 * slot a cell of its own) and columns of unequal widths. It is a table however few of its cells are filled
 * (an exported sheet with one date in it, a register with empty rows to fill in); a chart's grid is drawn
 * at even steps, and its labels sit outside it.
 */
function sheetGrid(grid: TableGrid): boolean {
  const rows = grid.rowYs.length - 1
  const cols = grid.colXs.length - 1
  if (rows < 3 || cols < 3 || grid.cells.length !== rows * cols) return false
  const widths = grid.colXs.slice(1).map((x, i) => x - grid.colXs[i]!)
  return Math.max(...widths) >= UNEVEN_COLUMNS * Math.min(...widths)
}

/**
 * At least two rows, two filled cells and a fair share of filled cells (or a sheet with any text in it),
 * and cells a table would hold.
 */
function tableLike(grid: TableGrid): boolean {
  if (grid.rowYs.length < 3 || !looksLikeTable(grid)) return false
  return (filled(grid) >= 2 && filled(grid) >= MIN_FILLED_SHARE * grid.cells.length) || (filled(grid) >= 1 && sheetGrid(grid))
}

/**
 * A ruled grid with its cell texts, rows cut by text lines where needed (tables/split-text-rows). Whether
 * its cells are a table's is judged on the grid as drawn (a ruled box of prose is cut into text lines
 * too), so a grid of text boxes comes back with no text and fails `tableLike`.
 */
function withTexts(grid: TableGrid, words: readonly TableWord[]): TableGrid {
  if (words.length > 0 && !looksLikeTable(fillCells(grid, words).grid)) return grid
  return fillCells(splitTextRows(grid, words), words).grid
}

/** The rulings drawn on a page: rules that stop short of each other (LaTeX leaves ~2 pt) still meet. */
function pageRulings(segments: readonly Segment[], rects: readonly Box[], unit: number): Rulings {
  return rulingsFrom(segments, rects, 2 * unit, 3 * unit, 4 * unit)
}

/** Ruled grids with their cell texts (`words` may be empty: the texts come later). */
function ruledGrids(words: readonly TableWord[], rulings: Rulings, unit: number): TableGrid[] {
  return latticeGrids(rulings, 3 * unit).map((g) => withTexts(g, words))
}

/**
 * The tables on a page, top to bottom: ruled grids first, then tables between horizontal rules
 * (tables/rule-tables), then aligned text outside them.
 */
export function recognizeTables(input: TablePageInput): TableGrid[] {
  const unit = input.unit ?? 1
  const rulings = pageRulings(input.segments, input.rects, unit)
  const lattice = ruledGrids(input.words, rulings, unit).filter(tableLike)
  const ruled = [
    ...lattice,
    ...ruleTables(
      rulings.horizontal,
      input.words,
      unit,
      lattice.map((g) => g.box),
    ),
  ]
  const stream =
    input.stream === false
      ? []
      : streamGrids(
          input.words,
          ruled.map((g) => g.box),
        ).map(mergeHeaderLines)
  return [...ruled, ...stream].map((g) => ({ ...g, headerRows: headerRows(g) })).sort((p, q) => p.box.y0 - q.box.y0 || p.box.x0 - q.box.x0)
}

/** A grid's cells row by row (each row: the cells whose top-left slot is in it, left to right). */
export function cellRows(grid: TableGrid): TableGrid['cells'][] {
  const rows: TableGrid['cells'][] = Array.from({ length: grid.rowYs.length - 1 }, () => [])
  for (const c of [...grid.cells].sort((p, q) => p.row - q.row || p.col - q.col)) rows[c.row]!.push(c)
  return rows
}

/** The element parts of a grid: text (non-empty cell texts in reading order) and text_as_html. */
export function tableParts(grid: TableGrid): { text: string; html: string } {
  const rows = cellRows(grid)
  const text = rows
    .flat()
    .map((c) => c.text)
    .filter((t) => t !== '')
    .join(' ')
  return { text, html: htmlifyTableCells(rows, grid.headerRows) }
}

function toDetected(grid: TableGrid): DetectedTable {
  const { text, html } = tableParts(grid)
  return { box: { x1: grid.box.x0, y1: grid.box.y0, x2: grid.box.x1, y2: grid.box.y1 }, text, textAsHtml: html }
}

/** Bilinear enlargement by an integer factor. */
function upscale(image: GrayImage, factor: number): GrayImage {
  if (factor === 1) return image
  const width = image.width * factor
  const height = image.height * factor
  const gray = new Uint8Array(width * height)
  const src = (x: number, y: number): number => image.gray[Math.min(image.height - 1, y) * image.width + Math.min(image.width - 1, x)]!
  for (let y = 0; y < height; y++) {
    const sy = (y + 0.5) / factor - 0.5
    const y0 = Math.max(0, Math.floor(sy))
    const fy = Math.max(0, sy - y0)
    for (let x = 0; x < width; x++) {
      const sx = (x + 0.5) / factor - 0.5
      const x0 = Math.max(0, Math.floor(sx))
      const fx = Math.max(0, sx - x0)
      const top = src(x0, y0) * (1 - fx) + src(x0 + 1, y0) * fx
      const bottom = src(x0, y0 + 1) * (1 - fx) + src(x0 + 1, y0 + 1) * fx
      gray[y * width + x] = Math.round(top * (1 - fy) + bottom * fy)
    }
  }
  return { width, height, gray }
}

function withMargin(image: GrayImage, pad: number): GrayImage {
  const width = image.width + 2 * pad
  const height = image.height + 2 * pad
  // Filled with the crop's own background (its brightest common edge value), not white: a shaded cell
  // framed in white reads worse than no margin at all.
  const edge: number[] = []
  for (let x = 0; x < image.width; x++) edge.push(image.gray[x]!, image.gray[(image.height - 1) * image.width + x]!)
  edge.sort((p, q) => p - q)
  const gray = new Uint8Array(width * height).fill(edge[Math.floor(edge.length / 2)] ?? 255)
  for (let y = 0; y < image.height; y++) gray.set(image.gray.subarray(y * image.width, (y + 1) * image.width), (y + pad) * width + pad)
  return { width, height, gray }
}

/** Words read by OCR inside a box of the page image, in page pixels. */
async function ocrWords(page: TableDetectionPage, box: Box, layout: OcrLayout = 'auto'): Promise<TableWord[]> {
  const image = page.image!
  const x = Math.max(0, Math.floor(box.x0))
  const y = Math.max(0, Math.floor(box.y0))
  const crop = cropGray(image, x, y, Math.min(image.width, Math.ceil(box.x1)) - x, Math.min(image.height, Math.ceil(box.y1)) - y)
  if (crop.width <= 0 || crop.height <= 0) return []
  // A margin around the crop: tesseract skips ink that touches the image border (a lone digit).
  const pad = Math.round(10 * page.unit)
  // Low-resolution images (under 150 DPI) are enlarged for OCR: tesseract reads 10-pixel letters badly.
  const factor = Math.max(1, Math.round(200 / (72 * page.unit)))
  const padded = upscale(withMargin(crop, pad), factor)
  const lines = await page.ocr.recognize(padded, page.languages, 72 * page.unit * factor, undefined, layout)
  const dx = x - pad
  const dy = y - pad
  const at = (v: number, d: number): number => v / factor + d
  return lines.flatMap((l) => l.words.map((w) => ({ text: w.text, x0: at(w.x0, dx), y0: at(w.y0, dy), x1: at(w.x1, dx), y1: at(w.y1, dy) })))
}

/** Cells are read one by one, inside their rules, when OCR of the whole table left them empty. */
async function readEmptyCells(page: TableDetectionPage, grid: TableGrid): Promise<TableGrid> {
  const inset = 2 * page.unit
  const cells = []
  for (const cell of grid.cells) {
    if (cell.text !== '') {
      cells.push(cell)
      continue
    }
    const box = { x0: cell.box.x0 + inset, y0: cell.box.y0 + inset, x1: cell.box.x1 - inset, y1: cell.box.y1 - inset }
    const words = box.x1 - box.x0 > 4 && box.y1 - box.y0 > 4 ? await ocrWords(page, box) : []
    cells.push({ ...cell, text: wordsText(words) })
  }
  return { ...grid, cells }
}

/** hi_res's table detector: see the module comment. */
export async function detectTables(page: TableDetectionPage): Promise<DetectedTable[]> {
  const unit = page.unit
  const words = page.words ?? []
  const vector = (page.segments?.length ?? 0) + (page.rects?.length ?? 0) > 0
  if (vector || page.image === undefined) {
    return recognizeTables({ words, segments: page.segments ?? [], rects: page.rects ?? [], unit }).map(toDetected)
  }
  // A scan: rulings from the pixels, cell text from the table OCR agent.
  const rulings = pageRulings(imageRulings(page.image, Math.round(30 * unit), Math.max(3, 3 * unit)), [], unit)
  const grids: TableGrid[] = []
  for (const grid of ruledGrids([], rulings, unit)) {
    // The table OCR agent reads the table's crop; where the page's own OCR filled more cells (tesseract
    // often drops lone digits in a crop full of rules), the page's words are used instead.
    const cropWords = await ocrWords(page, grid.box)
    const read = withTexts(grid, cropWords)
    const fromPage = withTexts(grid, words)
    const best = filled(fromPage) > filled(read) ? fromPage : read
    const withText = await readEmptyCells(page, best)
    if (tableLike(withText)) grids.push(withText)
  }
  // Tables between horizontal rules: the page's OCR drops lone digits (item numbers), so each candidate's
  // crop is read again on its own; the page's words serve when the crop's make no table.
  const overlaps = (p: Box, q: Box): boolean => p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1
  for (const candidate of ruleTableCandidates(rulings.horizontal, words, unit)) {
    const header = { ...candidate.box, y1: candidate.rules[1]!.at }
    if (grids.some((g) => overlaps(g.box, header))) continue
    // The page's words tell where the table ends (a crop holding prose too reads worse); the crop of the
    // table alone is then read again as one block of lines, each row across its columns.
    const fromPage = ruleTableIn(candidate, words)
    const rules = fromPage === null ? candidate.rules : candidate.rules.filter((r) => r.at <= fromPage.box.y1)
    const region = { rules, box: { ...candidate.box, y1: rules[rules.length - 1]!.at } }
    const grid = ruleTableIn(region, await ocrWords(page, region.box, 'block')) ?? fromPage
    if (grid !== null) grids.push(grid)
  }
  const stream = streamGrids(
    words,
    grids.map((g) => g.box),
  ).map(mergeHeaderLines)
  return [...grids, ...stream].map((g) => toDetected({ ...g, headerRows: headerRows(g) }))
}
