/**
 * Predicted tables against labelled tables on one page (token-bag-overlap.ts for the rule):
 * - a predicted table is a true positive when it matches some labelled table (overlap ≥ TABLE_MATCH);
 * - a labelled table is recalled when some predicted table matches it; its cell score is then, for the
 *   predicted table with the highest overlap, the fraction of the labelled non-empty cells whose
 *   normalised text equals the normalised text of some cell of the predicted `text_as_html`.
 */
import { htmlTableCells } from './html-table-cells.js'
import type { LabelledTable } from './labelled-pages.js'
import { normalizeText } from './normalize-text.js'
import { TABLE_MATCH, tokenBagOverlap } from './token-bag-overlap.js'

export interface PredictedTable {
  text: string
  html: string | undefined
}

export interface TableMatch {
  predicted: number
  labelled: number
  /** Predicted tables that match a labelled table. */
  truePositives: number
  /** Labelled tables matched by some predicted table. */
  recalled: number
  /** Cell score of each recalled labelled table. */
  cellScores: number[]
}

/** The labelled table's text: its cells joined with spaces. */
export const labelledTableText = (table: LabelledTable): string => table.cells.flat().join(' ')

/** Fraction of the labelled table's non-empty cells found as cells of `html` (0 when html is absent). */
export function cellScore(table: LabelledTable, html: string | undefined): number {
  const wanted = table.cells
    .flat()
    .map(normalizeText)
    .filter((c) => c !== '')
  if (wanted.length === 0) return 1
  const found = new Set((html === undefined ? [] : htmlTableCells(html)).map(normalizeText))
  return wanted.filter((c) => found.has(c)).length / wanted.length
}

/** Matches the predicted tables of a page against its labelled tables. */
export function matchTables(predicted: PredictedTable[], labelled: LabelledTable[]): TableMatch {
  const overlaps = predicted.map((p) => labelled.map((l) => tokenBagOverlap(p.text, labelledTableText(l))))
  const truePositives = overlaps.filter((row) => row.some((o) => o >= TABLE_MATCH)).length
  const cellScores: number[] = []
  labelled.forEach((table, j) => {
    let best = -1
    predicted.forEach((_, i) => {
      if (overlaps[i]![j]! >= TABLE_MATCH && (best < 0 || overlaps[i]![j]! > overlaps[best]![j]!)) best = i
    })
    if (best >= 0) cellScores.push(cellScore(table, predicted[best]!.html))
  })
  return { predicted: predicted.length, labelled: labelled.length, truePositives, recalled: cellScores.length, cellScores }
}
