/**
 * @module tables/rule-tables
 * Tables drawn with horizontal rules only (booktabs, most journal and working-paper styles): a top rule,
 * a rule under the header and a bottom rule, all of the same extent, no vertical lines, so no lattice
 * forms. Between the rules the text sits in columns, and a column may hold sentences (an item list of a
 * questionnaire), which text alignment alone would take for prose; the rules are the evidence.
 *
 * Candidates: three or more consecutive rules of one extent where the first band (top rule to the next)
 * holds one to three text lines (the header) and the bands below hold text. The longest run of rules whose
 * text makes a grid is taken: its columns are the gaps in the projection of its multi-segment lines
 * (tables/stream-grids), every line below the header must fit them (a paragraph running across a column
 * gap ends the table, as between two tables that share rule widths), each column holds text in two rows,
 * and a line whose cells only carry on the sentences of the cells above (a wrapped item) joins the row
 * above. The header lines are one row. Grids that read as boxes of paragraphs or as a list are refused
 * (tables/looks-like-table).
 * Pure over words and rulings; on a scan the caller reads the words of each candidate's crop
 * (`ruleTableCandidates`, then `ruleTableIn`).
 */
import { continuesText, loneColumns, looksLikeTable } from './looks-like-table.js'
import { segmentsOf, separators } from './stream-grids.js'
import type { StreamRow } from './stream-grids.js'
import { prefixLines, suffixPrefixLines } from './prefix-text-lines.js'
import type { PrefixLines } from './prefix-text-lines.js'
import { textLines } from './text-lines.js'
import type { WordLine } from './text-lines.js'
import type { Box, Ruling, TableCell, TableGrid, TableWord } from './types.js'

/** A rule shorter than this (points) is an underline, not a table's rule. */
const MIN_RULE_PT = 72
/** Rules whose ends are this close (points) have one extent. */
const SAME_EXTENT_PT = 6
/** A header band holds at most this many text lines. */
const MAX_HEADER_LINES = 3
/** Lines folded into the row above (wrapped cells) may make up at most this share of the body lines. */
const MAX_WRAPPED_SHARE = 0.6
/** A header's words are at most this many times as tall as the body's lines. */
const MAX_HEADER_SIZE = 1.4
/** The bottom rule sits within this many line heights of the last line. */
const MAX_CLOSING_GAP = 2.5

/** A run of same-extent rules: the region from its first to its last rule is a candidate table. */
export interface RuleCandidate {
  /** The rules, top to bottom (at least three); `rules[0]` to `rules[1]` is the header band. */
  rules: Ruling[]
  /** The region from the first to the last rule, within the rules' extent. */
  box: Box
}

const centreY = (w: TableWord): number => (w.y0 + w.y1) / 2

/**
 * The words whose centres lie between x0 and x1, by vertical centre (a stable sort: the words' order among
 * equal centres kept), so that the words of any band between two rules are one slice of them (`inBand`).
 */
function inColumn(words: readonly TableWord[], x0: number, x1: number): TableWord[] {
  return words
    .filter((w) => {
      const x = (w.x0 + w.x1) / 2
      return x >= x0 && x <= x1 && !Number.isNaN(centreY(w))
    })
    .sort((p, q) => centreY(p) - centreY(q))
}

/** The first index of `sorted` (by centre) whose centre is above `y` (strictly, or at least with `orAt`). */
function firstAfter(sorted: readonly TableWord[], y: number, orAt: boolean): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    const c = centreY(sorted[mid]!)
    if (c > y || (orAt && c === y)) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** The words of `column` (from inColumn) whose centres lie strictly between y0 and y1, by centre. */
function inBand(column: readonly TableWord[], y0: number, y1: number): TableWord[] {
  return column.slice(firstAfter(column, y0, false), firstAfter(column, y1, true))
}

/**
 * Runs of at least three consecutive rules of one extent whose first band holds a header (one to three
 * text lines) and whose next band holds text. `unit` is page units per point.
 */
export function ruleTableCandidates(horizontal: readonly Ruling[], words: readonly TableWord[], unit: number): RuleCandidate[] {
  const tol = SAME_EXTENT_PT * unit
  const rules = horizontal.filter((r) => r.b - r.a >= MIN_RULE_PT * unit).sort((p, q) => p.at - q.at)
  const groups: Ruling[][] = []
  for (const r of rules) {
    const group = groups.find((g) => Math.abs(g[0]!.a - r.a) <= tol && Math.abs(g[0]!.b - r.b) <= tol)
    if (group !== undefined) group.push(r)
    else groups.push([r])
  }
  const out: RuleCandidate[] = []
  for (const group of groups) {
    const a = Math.min(...group.map((r) => r.a)) - tol
    const b = Math.max(...group.map((r) => r.b)) + tol
    const across = inColumn(words, a, b)
    // the text lines of band i (rule i to rule i + 1), counted once each
    const counts: number[] = []
    const lines = (i: number): number => (counts[i] ??= textLines(inBand(across, group[i]!.at, group[i + 1]!.at)).length)
    for (let i = 0; i + 2 < group.length; i++) {
      const header = lines(i)
      if (header < 1 || header > MAX_HEADER_LINES || lines(i + 1) < 1) continue
      let end = i + 2
      while (end + 1 < group.length && lines(end) > 0) end++
      // The body may be cut into groups by rules of its own (a midrule under each group).
      let body = 0
      for (let k = i + 1; k < end; k++) body += lines(k)
      if (body < 2) continue
      const run = group.slice(i, end + 1)
      out.push({ rules: run, box: { x0: a, y0: run[0]!.at, x1: b, y1: run[run.length - 1]!.at } })
    }
  }
  return out.sort((p, q) => p.box.y0 - q.box.y0)
}

interface BodyRow {
  texts: string[]
  y0: number
  /** The vertical centre of its first line. */
  centre: number
}

/** A label drawn only in the first column, closer to a row than rows are to each other: the row's (a multirow label). */
function withRowLabels(lines: readonly BodyRow[]): BodyRow[] {
  const labelOnly = (l: BodyRow): boolean => l.texts[0] !== '' && l.texts.slice(1).every((t) => t === '')
  const rows = lines.filter((l) => !labelOnly(l))
  const steps = rows
    .slice(1)
    .map((l, i) => l.centre - rows[i]!.centre)
    .sort((p, q) => p - q)
  const pitch = steps[Math.floor(steps.length / 2)] ?? 0
  const out = lines.map((l) => ({ ...l, texts: [...l.texts] }))
  for (let i = 0; i < out.length; i++) {
    const line = out[i]!
    if (!labelOnly(line)) continue
    const near = (j: number): boolean => {
      const other = out[j]
      return other !== undefined && !labelOnly(other) && other.texts[0] === '' && Math.abs(other.centre - line.centre) < 0.75 * pitch
    }
    const into = near(i - 1) ? i - 1 : near(i + 1) ? i + 1 : -1
    if (into < 0) continue
    out[into]!.texts[0] = line.texts[0]!
    out.splice(i, 1)
    i--
  }
  return out
}

/**
 * The header band's lines as header rows. Lines that fill different columns are one row (a label set
 * between two lines, "Training" beside "Top-20" over "NQ"); where a line meets one above it in a column
 * and that line fills fewer cells, the line above is a row of group labels over the column names
 * ("Top-20" over five columns); otherwise the lower line carries on the labels above (a label wrapped
 * onto a second line).
 */
function headerLines(lines: readonly { texts: string[]; y0: number }[]): { texts: string[]; y0: number }[] {
  const out: { texts: string[]; y0: number }[] = []
  const filled = (texts: readonly string[]): number => texts.filter((t) => t !== '').length
  lines.forEach((line, i) => {
    const last = out[out.length - 1]
    // The lines of the row that this line meets in some column.
    const met = lines.slice(0, i).filter((l) => last !== undefined && l.y0 >= last.y0 && line.texts.some((t, c) => t !== '' && l.texts[c] !== ''))
    if (last === undefined || met.some((l) => filled(l.texts) < filled(line.texts))) out.push({ texts: [...line.texts], y0: line.y0 })
    else line.texts.forEach((t, c) => (last.texts[c] = [last.texts[c], t].filter((x) => x !== '').join(' ')))
  })
  return out
}

/** Folds lines that only carry on the sentences of the cells above them into the row above. */
function withWrappedLines(lines: readonly BodyRow[]): BodyRow[] {
  const out: BodyRow[] = []
  for (const line of lines) {
    const prev = out[out.length - 1]
    const filled = line.texts.map((t, c) => [t, c] as const).filter(([t]) => t !== '')
    const wraps = prev !== undefined && line.texts[0] === '' && filled.length > 0 && filled.every(([t, c]) => continuesText(prev.texts[c]!, t))
    if (wraps) filled.forEach(([t, c]) => (prev.texts[c] = `${prev.texts[c]} ${t}`))
    else out.push({ ...line, texts: [...line.texts] })
  }
  return out
}

/**
 * The grid of the region from `rules[0]` to `rules[last]`, or null when its text makes none; `textRows`: the
 * text lines of the words between x0 and x1 whose centres lie between the first and the last rule.
 */
function gridBetween(
  rules: readonly Ruling[],
  x0: number,
  x1: number,
  textRows: readonly WordLine[],
  segmentsOfLine: (line: WordLine) => StreamRow['segments'],
): TableGrid | null {
  const top = rules[0]!.at
  const mid = rules[1]!.at
  const bottom = rules[rules.length - 1]!.at
  const headerText = textRows.filter((l) => (l.y0 + l.y1) / 2 < mid)
  const bodyText = textRows.filter((l) => (l.y0 + l.y1) / 2 >= mid)
  if (headerText.length === 0 || bodyText.length < 2) return null
  // The bottom rule closes the last row: a rule far below the text (a footer rule) closes no table.
  const last = bodyText[bodyText.length - 1]!
  if (bottom - last.y1 > MAX_CLOSING_GAP * (last.y1 - last.y0)) return null
  // Columns need a body line cut in two or more segments: without one there are no cuts (most rule runs
  // on a page of prose), known before any row is built.
  if (!bodyText.some((l) => segmentsOfLine(l).length >= 2)) return null
  const rowOf = (line: WordLine): StreamRow => ({ line, segments: segmentsOfLine(line) })
  const header = headerText.map(rowOf)
  const body = bodyText.map(rowOf)
  const cuts = separators(body)
  if (cuts.length === 0) return null
  // A paragraph running across a column gap is no row of this table, nor its header (a label spanning
  // columns is short or shares its line with others).
  const crosses = (r: StreamRow): boolean => r.segments.some((s) => cuts.some((x) => s.x0 < x && s.x1 > x))
  const prose = (r: StreamRow): boolean => r.segments.length === 1 && r.line.x1 - r.line.x0 > 0.3 * (x1 - x0) && crosses(r)
  if (body.some(crosses) || header.some(prose)) return null
  // A header labels the body's columns: a piece of it beside them all is a running head set between rules.
  const left = Math.min(...body.map((r) => r.line.x0))
  const right = Math.max(...body.map((r) => r.line.x1))
  if (header.some((r) => r.segments.some((g) => g.x1 < left || g.x0 > right))) return null
  // Nor is a line set much larger than the body (a title or a running head).
  const median = (xs: number[]): number => xs.sort((p, q) => p - q)[Math.floor(xs.length / 2)]!
  const bodyHeight = median(body.map((r) => r.line.y1 - r.line.y0))
  if (header.some((r) => median(r.line.words.map((w) => w.y1 - w.y0)) > MAX_HEADER_SIZE * bodyHeight)) return null
  const colXs = [x0, ...cuts, x1]
  // Words go to the column holding their centre; a header's labels go whole (by segment) to the column
  // holding the label's centre, as a label wider than its column ("Item No.") overhangs the gap.
  const column = (b: Box): number =>
    colXs.findIndex((left, c) => c < colXs.length - 1 && (b.x0 + b.x1) / 2 < colXs[c + 1]! && (c === 0 || (b.x0 + b.x1) / 2 >= left))
  const cellTexts = (pieces: readonly { box: Box; text: string }[]): string[] =>
    colXs.slice(0, -1).map((_, c) =>
      pieces
        .filter((p) => column(p.box) === c)
        .map((p) => p.text)
        .join(' '),
    )
  const headerRows = headerLines(
    header.map((r) => ({ texts: cellTexts(r.segments.map((s) => ({ box: s, text: s.words.map((w) => w.text).join(' ') }))), y0: r.line.y0 })),
  )
  const lines = body.map((r) => ({
    texts: cellTexts(r.line.words.map((w) => ({ box: w, text: w.text }))),
    y0: r.line.y0,
    centre: (r.line.y0 + r.line.y1) / 2,
  }))
  const labelled = withRowLabels(lines)
  const bodyRows = withWrappedLines(labelled)
  // Rows are records: a body made mostly of wrapped lines is paragraphs laid out beside side heads
  // (a manual's page between its running-head and footer rules), not a table.
  if (labelled.length - bodyRows.length > MAX_WRAPPED_SHARE * body.length) return null
  const texts = [...headerRows.map((r) => r.texts), ...bodyRows.map((r) => r.texts)]
  // Row lines: the top rule, each further header row's top, the header rule, then half-way between a
  // body row's top and the line above it.
  const rowYs = [top, ...headerRows.slice(1).map((r) => r.y0 - 1), mid]
  for (let r = 1; r < bodyRows.length; r++) {
    const above = body.filter((l) => l.line.y0 < bodyRows[r]!.y0)
    rowYs.push((Math.max(...above.map((l) => l.line.y1)) + bodyRows[r]!.y0) / 2)
  }
  rowYs.push(bottom)
  const cells: TableCell[] = texts.flatMap((row, r) =>
    row.map((text, c) => ({
      row: r,
      col: c,
      rowSpan: 1,
      colSpan: 1,
      text,
      box: { x0: colXs[c]!, y0: rowYs[r]!, x1: colXs[c + 1]!, y1: rowYs[r + 1]! },
    })),
  )
  const grid: TableGrid = { box: { x0, y0: top, x1, y1: bottom }, rowYs, colXs, cells, headerRows: headerRows.length, method: 'lattice' }
  if (loneColumns(grid).length > 0 || !looksLikeTable(grid)) return null
  return grid
}

/** The table of a candidate among `words`: the longest run of its rules that makes one, or null. */
export function ruleTableIn(candidate: RuleCandidate, words: readonly TableWord[]): TableGrid | null {
  return ruleTableAmong(candidate, inColumn(words, candidate.box.x0, candidate.box.x1))
}

/**
 * What the candidates of one run of rules with one bottom rule share (they start at its successive rules): the
 * words above that rule grouped into lines once, and the segments of those lines.
 */
interface SharedLines {
  /** `prefixLines` of the words of `across` from a position on, up to the bottom rule (tables/prefix-text-lines `suffixPrefixLines`). */
  suffix: (from: number) => PrefixLines | undefined
  segments: Map<WordLine, StreamRow['segments']>
}

/** `ruleTableIn` given `across`, the words `inColumn` finds between the candidate's x0 and x1. */
function ruleTableAmong(
  candidate: RuleCandidate,
  across: readonly TableWord[],
  shared?: (from: number, end: number) => SharedLines,
): TableGrid | null {
  const { rules } = candidate
  // the words below the top rule, by centre: those above each lower rule are a prefix of them
  const from = firstAfter(across, rules[0]!.at, false)
  const end = Math.max(from, firstAfter(across, rules[rules.length - 1]!.at, true))
  const lines = shared?.(from, end)
  const prefix = lines?.suffix(from) ?? prefixLines(across.slice(from, end))
  // lines the runs share are the same objects: each is cut into segments once
  const segments = lines?.segments ?? new Map<WordLine, StreamRow['segments']>()
  const segmentsOfLine = (line: WordLine): StreamRow['segments'] => {
    let s = segments.get(line)
    if (s === undefined) segments.set(line, (s = segmentsOf(line)))
    return s
  }
  // The shortest prefix that holds a whole body line (centre at or below the header rule) cut into two or
  // more segments. A shorter prefix made of whole lines only has no body line to take columns from, and
  // gridBetween finds no table in it: those runs are passed over without building their lines.
  const mid = rules[1]!.at
  let columnsFrom = Infinity
  for (const { line, needs } of prefix.wholeLines()) {
    if ((line.y0 + line.y1) / 2 >= mid && segmentsOfLine(line).length >= 2) columnsFrom = Math.min(columnsFrom, needs)
  }
  for (let end = rules.length; end >= 3; end--) {
    const n = firstAfter(across, rules[end - 1]!.at, true) - from
    if (n < columnsFrom && prefix.wholeAt(n)) continue
    const textRows = prefix.linesOf(n)
    const grid = gridBetween(rules.slice(0, end), candidate.box.x0, candidate.box.x1, textRows, segmentsOfLine)
    if (grid !== null) return grid
  }
  return null
}

/** Horizontal-rule tables among `words`, top to bottom; candidates overlapping an earlier table are skipped. */
export function ruleTables(horizontal: readonly Ruling[], words: readonly TableWord[], unit: number, exclude: readonly Box[] = []): TableGrid[] {
  const found: TableGrid[] = []
  const overlaps = (p: Box, q: Box): boolean => p.x0 < q.x1 && q.x0 < p.x1 && p.y0 < q.y1 && q.y0 < p.y1
  // the candidates of one run of rules share their extent: its words are sorted once, and those above one
  // bottom rule grouped into lines once (a ruled list of n rows makes about n candidates, each to that rule)
  const columns = new Map<string, { across: TableWord[]; shared: Map<number, SharedLines> }>()
  for (const candidate of ruleTableCandidates(horizontal, words, unit)) {
    const header = { ...candidate.box, y1: candidate.rules[1]!.at }
    if ([...exclude, ...found.map((g) => g.box)].some((b) => overlaps(b, header))) continue
    const { x0, x1 } = candidate.box
    const key = `${x0} ${x1}`
    let column = columns.get(key)
    if (column === undefined) columns.set(key, (column = { across: inColumn(words, x0, x1), shared: new Map() }))
    const { across, shared } = column
    // grouped once for all, from the first candidate's top rule (candidates come top down: the later ones to the
    // same bottom rule start lower, and their words are a suffix of these)
    const sharedFrom = (from: number, end: number): SharedLines => {
      let lines = shared.get(end)
      if (lines === undefined) {
        const suffix = suffixPrefixLines(across.slice(from, end))
        shared.set(end, (lines = { suffix: (f) => suffix(f - from), segments: new Map() }))
      }
      return lines
    }
    const grid = ruleTableAmong(candidate, across, sharedFrom)
    if (grid !== null) found.push(grid)
  }
  return found
}
