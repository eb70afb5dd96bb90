/**
 * @module pdf/links-in-box
 * The URI annotations of a text box, as upstream's `_get_links` / `check_annotations_within_element`
 * finds them: a link lying (≥ 90 % of its area) inside the box, with the text of the box's glyphs whose
 * centre falls in the link's rectangle (a space where the box's line joins or word breaks fall between
 * them) and where that text starts in the element's cleaned text (-1 when it cannot be found).
 * The glyphs are put in a grid of cells by their centre once per box (about two glyphs a cell), so a link
 * costs the glyphs of the cells it overlaps, not a pass over the whole box: a page with 32,768 links over
 * one box of 16,000 glyphs (pdf.js's bug1978317.pdf) took 15 s in that pass (and 2.3 M centre tests
 * with glyphs sorted by x alone: each small link met the glyphs of its x band on every line).
 */
import type { Link } from '../elements/types.js'
import type { TextBox } from '../layout/types.js'
import { cleanExtraWhitespace } from '../pages/clean-extra-whitespace.js'
import type { PdfLink } from './pdfjs.js'

/** Share of a link annotation's area that must lie inside a box (upstream PDF_ANNOTATION_THRESHOLD). */
export const ANNOTATION_THRESHOLD = 0.9

interface BoxGlyphs {
  texts: string[]
  cx: Float64Array
  cy: Float64Array
  /** Line joins and word breaks (annos) before each glyph, counted from the start of the box. */
  annosBefore: Uint32Array
  /** All annos of the box. */
  annos: number
  grid: GlyphGrid
}

/**
 * Glyph indices by cell: cell (i, j) of `columns` × `rows` over the centres' bounds holds
 * `items[starts[j * columns + i]]` … up to the next start, ascending. Glyphs whose centre is not finite are
 * in `elsewhere`, tested against every link.
 */
interface GlyphGrid {
  columns: number
  rows: number
  minX: number
  minY: number
  scaleX: number
  scaleY: number
  starts: Uint32Array
  items: Uint32Array
  elsewhere: number[]
}

export function linksInBox(box: TextBox, links: readonly PdfLink[], cleaned: string): Link[] {
  const found: Link[] = []
  let glyphs: BoxGlyphs | undefined
  for (const link of links) {
    const area = (link.x1 - link.x0) * (link.y1 - link.y0)
    const ix = Math.max(0, Math.min(link.x1, box.x1) - Math.max(link.x0, box.x0))
    const iy = Math.max(0, Math.min(link.y1, box.y1) - Math.max(link.y0, box.y0))
    if (area <= 0 || (ix * iy) / area < ANNOTATION_THRESHOLD) continue
    glyphs ??= indexGlyphs(box)
    const linkText = cleanExtraWhitespace(textUnder(glyphs, link))
    if (linkText === '') continue
    found.push({ text: linkText, url: link.url, start_index: cleaned.indexOf(linkText) })
  }
  return found
}

function indexGlyphs(box: TextBox): BoxGlyphs {
  const texts: string[] = []
  const cx: number[] = []
  const cy: number[] = []
  const before: number[] = []
  let annos = 0
  for (const line of box.lines) {
    const { texts: lineTexts, x0, y0, x1, y1 } = line.glyphs
    for (const item of line.items) {
      // an annotation (space, newline); else the index of a glyph in the line's run
      if (item < 0) {
        annos++
        continue
      }
      texts.push(lineTexts[item]!)
      cx.push((x0[item]! + x1[item]!) / 2)
      cy.push((y0[item]! + y1[item]!) / 2)
      before.push(annos)
    }
  }
  const x = Float64Array.from(cx)
  const y = Float64Array.from(cy)
  return { texts, cx: x, cy: y, annosBefore: Uint32Array.from(before), annos, grid: gridOf(x, y) }
}

/** About two glyphs a cell, as many columns as rows. */
function gridOf(cx: Float64Array, cy: Float64Array): GlyphGrid {
  let minX = Infinity
  let maxX = -Infinity
  let minY = Infinity
  let maxY = -Infinity
  const elsewhere: number[] = []
  for (let i = 0; i < cx.length; i++) {
    const x = cx[i]!
    const y = cy[i]!
    if (!Number.isFinite(x) || !Number.isFinite(y)) {
      elsewhere.push(i)
      continue
    }
    if (x < minX) minX = x
    if (x > maxX) maxX = x
    if (y < minY) minY = y
    if (y > maxY) maxY = y
  }
  const side = Math.max(1, Math.ceil(Math.sqrt(cx.length / 2)))
  const [columns, scaleX] = axis(side, minX, maxX)
  const [rows, scaleY] = axis(side, minY, maxY)
  const grid = { columns, rows, minX, minY, scaleX, scaleY, starts: new Uint32Array(columns * rows + 1), items: new Uint32Array(0), elsewhere }
  // counting sort by cell: glyph indices stay ascending within a cell
  const cellOf = new Int32Array(cx.length).fill(-1)
  for (let i = 0; i < cx.length; i++) {
    if (!Number.isFinite(cx[i]!) || !Number.isFinite(cy[i]!)) continue
    const cell = cellRow(grid, cy[i]!) * columns + cellColumn(grid, cx[i]!)
    cellOf[i] = cell
    grid.starts[cell + 1]!++
  }
  for (let c = 0; c < columns * rows; c++) grid.starts[c + 1]! += grid.starts[c]!
  const next = grid.starts.slice(0, columns * rows)
  grid.items = new Uint32Array(grid.starts[columns * rows]!)
  for (let i = 0; i < cx.length; i++) if (cellOf[i]! >= 0) grid.items[next[cellOf[i]!]!++] = i
  return grid
}

/** The cell count and scale of one axis: one cell when the centres do not spread (or spread past what a double holds). */
function axis(side: number, min: number, max: number): [number, number] {
  const span = max - min
  const scale = side / span
  return span > 0 && Number.isFinite(span) && Number.isFinite(scale) ? [side, scale] : [1, 0]
}

/** The column of x: monotonic in x, clamped to the grid (so a glyph whose centre lies in a range is in the columns of its ends). */
function cellColumn(grid: GlyphGrid, x: number): number {
  return grid.columns === 1 ? 0 : Math.min(grid.columns - 1, Math.max(0, Math.floor((x - grid.minX) * grid.scaleX)))
}

function cellRow(grid: GlyphGrid, y: number): number {
  return grid.rows === 1 ? 0 : Math.min(grid.rows - 1, Math.max(0, Math.floor((y - grid.minY) * grid.scaleY)))
}

/** The glyph text under the link in box order, a space wherever annos fall between two of its glyphs. */
function textUnder(glyphs: BoxGlyphs, link: PdfLink): string {
  const { grid, cx, cy } = glyphs
  const inside: number[] = []
  // an empty or NaN range holds no centre
  if (!(link.x0 <= link.x1 && link.y0 <= link.y1)) return ''
  const lastColumn = cellColumn(grid, link.x1)
  const lastRow = cellRow(grid, link.y1)
  for (let row = cellRow(grid, link.y0); row <= lastRow; row++) {
    for (let column = cellColumn(grid, link.x0); column <= lastColumn; column++) {
      const cell = row * grid.columns + column
      for (let k = grid.starts[cell]!; k < grid.starts[cell + 1]!; k++) if (centreUnder(cx, cy, grid.items[k]!, link)) inside.push(grid.items[k]!)
    }
  }
  for (const i of grid.elsewhere) if (centreUnder(cx, cy, i, link)) inside.push(i)
  if (inside.length > 1) inside.sort((p, q) => p - q)
  let text = ''
  let previous = -1
  for (const i of inside) {
    const annosBetween = glyphs.annosBefore[i]! - (previous === -1 ? 0 : glyphs.annosBefore[previous]!)
    if (annosBetween > 0 && text !== '' && !text.endsWith(' ')) text += ' '
    text += glyphs.texts[i]!
    previous = i
  }
  // annos after the last glyph under the link end the text with a space, as the pass over the box did
  if (previous !== -1 && glyphs.annos > glyphs.annosBefore[previous]! && text !== '' && !text.endsWith(' ')) text += ' '
  return text
}

function centreUnder(cx: Float64Array, cy: Float64Array, i: number, link: PdfLink): boolean {
  return cx[i]! >= link.x0 && cx[i]! <= link.x1 && cy[i]! >= link.y0 && cy[i]! <= link.y1
}
