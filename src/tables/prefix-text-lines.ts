/**
 * @module tables/prefix-text-lines
 * The text lines (tables/text-lines) of every prefix of a list of words sorted by vertical centre, at the
 * cost of one grouping: a horizontal-rule table is tried between its top rule and each lower rule in turn
 * (tables/rule-tables), and the words above a rule are such a prefix.
 * `textLines` takes words in order of centre and puts each on a line chosen from the lines made so far,
 * so a prefix puts its words on the same lines as the whole list does. A line whose words all lie in the
 * prefix is therefore the whole list's line (the same object each time, which lets callers cache what
 * they derive from it); a line cut by the prefix's end is made again from the words it keeps. The result
 * for a prefix of length n equals `textLines(words.slice(0, n))`.
 */
import { byCentre, lineJoined, textLines } from './text-lines.js'
import type { WordLine } from './text-lines.js'
import type { Box, TableWord } from './types.js'

const centre = (w: TableWord): number => (w.y0 + w.y1) / 2

interface Grouped {
  /** The line's words as taken, in order (indexes into the order textLines takes them in). */
  members: number[]
  /** The whole list's line, made on first use. */
  whole?: WordLine
}

/** Words of one line (in the order taken) as textLines leaves them: box around them, sorted left to right. */
function lineOf(words: readonly TableWord[]): WordLine {
  const first = words[0]!
  const line: WordLine = { x0: first.x0, y0: first.y0, x1: first.x1, y1: first.y1, words: [...words] }
  for (let i = 1; i < words.length; i++) {
    const w = words[i]!
    line.x0 = Math.min(line.x0, w.x0)
    line.x1 = Math.max(line.x1, w.x1)
    line.y0 = Math.min(line.y0, w.y0)
    line.y1 = Math.max(line.y1, w.y1)
  }
  line.words.sort((p, q) => p.x0 - q.x0)
  return line
}

/**
 * `sorted`: words by vertical centre, ascending. Returns `linesOf(n)`, equal to `textLines(sorted.slice(0, n))`
 * for any n; a prefix cut between two centres (as a rule cuts a column of words) costs no new grouping.
 */
export function prefixTextLines(sorted: readonly TableWord[]): (n: number) => WordLine[] {
  return prefixLines(sorted).linesOf
}

/** The text lines of every prefix (`linesOf`), and which prefixes hold whole lines only. */
export interface PrefixLines {
  /** `textLines(sorted.slice(0, n))`. */
  linesOf: (n: number) => WordLine[]
  /** Whether `linesOf(n)` is made of the whole list's lines only (no line cut by the prefix's end). */
  wholeAt: (n: number) => boolean
  /** The whole list's lines, each with the length of the shortest prefix that holds it whole. */
  wholeLines: () => { line: WordLine; needs: number }[]
}

/** See `prefixTextLines`; `sorted`: words by vertical centre, ascending. */
export function prefixLines(sorted: readonly TableWord[]): PrefixLines {
  // the order textLines takes them in (a stable sort: the same as it makes of any such prefix)
  const order = [...sorted].sort(byCentre)
  return prefixView(sorted, order, grouping(order), 0)
}

/** textLines's grouping of `order` (words in the order it takes them), once: the lines in the order they were started. */
function grouping(order: readonly TableWord[]): Grouped[] {
  const groups: Grouped[] = []
  const boxes: Box[] = []
  order.forEach((w, k) => {
    const best = lineJoined(boxes, w)
    if (best < 0) {
      boxes.push({ x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1 })
      groups.push({ members: [k] })
    } else {
      const box = boxes[best]!
      box.x0 = Math.min(box.x0, w.x0)
      box.x1 = Math.max(box.x1, w.x1)
      box.y0 = Math.min(box.y0, w.y0)
      box.y1 = Math.max(box.y1, w.y1)
      groups[best]!.members.push(k)
    }
  })
  return groups
}

/**
 * PrefixLines of `sorted`, given the grouping `groups` of `order`, where `sorted`'s words are `order`'s from
 * position `offset` on (members are positions in `order`; every group given starts at or after `offset`).
 */
function prefixView(sorted: readonly TableWord[], order: readonly TableWord[], groups: readonly Grouped[], offset: number): PrefixLines {
  const wholeOf = (group: Grouped): WordLine => (group.whole ??= lineOf(group.members.map((k) => order[k]!)))
  // not a cut between two centres: no prefix of the grouping
  const between = (n: number): boolean => n >= sorted.length || centre(sorted[n - 1]!) !== centre(sorted[n]!)
  const wholeAt = (n: number): boolean =>
    n <= 0 || (between(n) && groups.every(({ members }) => members[0]! >= n + offset || members[members.length - 1]! < n + offset))
  const wholeLines = (): { line: WordLine; needs: number }[] =>
    groups.map((group) => ({ line: wholeOf(group), needs: group.members[group.members.length - 1]! + 1 - offset }))
  const linesOf = (n: number): WordLine[] => {
    if (n <= 0) return []
    if (!between(n)) return textLines(sorted.slice(0, n))
    const end = n + offset
    const lines: WordLine[] = []
    for (const group of groups) {
      const { members } = group
      if (members[0]! >= end) continue
      if (members[members.length - 1]! < end) lines.push(wholeOf(group))
      else lines.push(lineOf(members.filter((k) => k < end).map((k) => order[k]!)))
    }
    return lines.sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0)
  }
  return { linesOf, wholeAt, wholeLines }
}

/**
 * The PrefixLines of suffixes of `sorted` (words by vertical centre, ascending), grouped once for all of them: a
 * horizontal-rule table is tried from each of a run's rules down to the same bottom rule, and the words below
 * each rule are such a suffix. `suffix(from)` equals `prefixLines(sorted.slice(from))`, its whole lines the same
 * objects from one call to the next; it is undefined where that cannot be had from the one grouping: when a
 * word at or after `from` joined a line started before it (textLines of the suffix starts that word's line
 * afresh), or when some word has a coordinate the order of words cannot sort consistently (not finite).
 * `from` must cut between two centres (the first word whose centre lies below a rule).
 */
export function suffixPrefixLines(sorted: readonly TableWord[]): (from: number) => PrefixLines | undefined {
  const finite = sorted.every((w) => Number.isFinite(w.x0) && Number.isFinite(centre(w)))
  const order = finite ? [...sorted].sort(byCentre) : []
  const groups = finite ? grouping(order) : []
  // crossing[f]: how many lines hold words on both sides of position f (started before it, joined at or after it)
  const crossing = new Int32Array(sorted.length + 2)
  for (const { members } of groups) {
    crossing[members[0]! + 1]!++
    crossing[members[members.length - 1]! + 1]!--
  }
  for (let f = 1; f < crossing.length; f++) crossing[f]! += crossing[f - 1]!
  return (from) => {
    if (!finite || from < 0 || from > sorted.length || crossing[from]! > 0) return undefined
    if (from > 0 && from < sorted.length && centre(sorted[from - 1]!) === centre(sorted[from]!)) return undefined
    return prefixView(
      sorted.slice(from),
      order,
      groups.filter((g) => g.members[0]! >= from),
      from,
    )
  }
}
