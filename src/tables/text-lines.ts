/**
 * @module tables/text-lines
 * Words grouped into text lines: a word joins the line whose vertical extent overlaps half of its height;
 * lines run top to bottom, words in a line left to right.
 */
import type { Box, TableWord } from './types.js'

export interface WordLine extends Box {
  words: TableWord[]
}

/** The order textLines takes words in: by vertical centre, then left to right. */
export const byCentre = (p: TableWord, q: TableWord): number => (p.y0 + p.y1) / 2 - (q.y0 + q.y1) / 2 || p.x0 - q.x0

/**
 * The line (index into `lines`, the lines started so far in order) that word `w` joins, or -1 for a new one:
 * the latest of the last four whose extent overlaps half of the word's height and holds its centre.
 */
export function lineJoined(lines: readonly Box[], w: TableWord): number {
  const h = Math.max(w.y1 - w.y0, 1e-6)
  const centre = (w.y0 + w.y1) / 2
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 4; i--) {
    const line = lines[i]!
    const overlap = Math.min(line.y1, w.y1) - Math.max(line.y0, w.y0)
    if (overlap >= 0.5 * Math.min(h, line.y1 - line.y0) && centre > line.y0 && centre < line.y1) return i
  }
  return -1
}

export function textLines(words: readonly TableWord[]): WordLine[] {
  const sorted = [...words].sort(byCentre)
  const lines: WordLine[] = []
  for (const w of sorted) {
    const best = lines[lineJoined(lines, w)]
    if (best === undefined) lines.push({ x0: w.x0, y0: w.y0, x1: w.x1, y1: w.y1, words: [w] })
    else {
      best.words.push(w)
      best.x0 = Math.min(best.x0, w.x0)
      best.x1 = Math.max(best.x1, w.x1)
      best.y0 = Math.min(best.y0, w.y0)
      best.y1 = Math.max(best.y1, w.y1)
    }
  }
  for (const line of lines) line.words.sort((p, q) => p.x0 - q.x0)
  return lines.sort((p, q) => p.y0 - q.y0 || p.x0 - q.x0)
}

/** A box's words as text: lines top to bottom, words left to right, all joined by single spaces. */
export function wordsText(words: readonly TableWord[]): string {
  return textLines(words)
    .map((l) => l.words.map((w) => w.text).join(' '))
    .join(' ')
}
