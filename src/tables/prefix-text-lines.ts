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
  // textLines's grouping, once: the line of each word, lines in the order they were started
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
  const wholeOf = (group: Grouped): WordLine => (group.whole ??= lineOf(group.members.map((k) => order[k]!)))
  // not a cut between two centres: no prefix of the grouping
  const between = (n: number): boolean => n >= sorted.length || centre(sorted[n - 1]!) !== centre(sorted[n]!)
  const wholeAt = (n: number): boolean =>
    n <= 0 || (between(n) && groups.every(({ members }) => members[0]! >= n || members[members.length - 1]! < n))
  const wholeLines = (): { line: WordLine; needs: number }[] =>
    groups.map((group) => ({ line: wholeOf(group), needs: group.members[group.members.length - 1]! + 1 }))
  const linesOf = (n: number): WordLine[] => {
    if (n <= 0) return []
    if (!between(n)) return textLines(sorted.slice(0, n))
    const lines: WordLine[] = []
    for (const group of groups) {
      const { members } = group
      if (members[0]! >= n) continue
      if (members[members.length - 1]! < n) lines.push(wholeOf(group))
      else lines.push(lineOf(members.filter((k) => k < n).map((k) => order[k]!)))
    }
    return lines.sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0)
  }
  return { linesOf, wholeAt, wholeLines }
}
