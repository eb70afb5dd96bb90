/**
 * Box grouping on pages of many boxes: CPU of pdfminer's `group_textboxes` port (src/layout/group-boxes.ts) on the
 * generated pages of fixtures/layout/many-boxes-golden.json (an index of 300 entries, a form of 400 boxes, a slide of
 * 118 scattered boxes) and on their first k boxes, through the spatial index against the scans of all nodes (the
 * code every page below `INDEXED_FROM` boxes runs), alternated in one process, median of the rounds; then the whole
 * layout (`analyzeLayout`) of each page, whose share the grouping is.
 *   npm run bench layout-many-boxes
 */
import { readFileSync } from 'node:fs'
import { analyzeLayout } from '../src/layout/analyze-layout.js'
import { groupLinesIntoBoxes } from '../src/layout/boxes.js'
import { GlyphColumns } from '../src/layout/glyph-columns.js'
import { groupBoxes } from '../src/layout/group-boxes.js'
import { INDEXED_FROM } from '../src/layout/partner-index.js'
import { groupGlyphsIntoLines, isEmptyLine } from '../src/layout/lines.js'
import { resolveLayoutParams } from '../src/layout/params.js'
import type { Glyph, Rect, TextBox } from '../src/layout/types.js'

interface Page {
  kind: string
  container: Rect
  glyphs: Glyph[]
  /** The grouping's input: the page's boxes in pdfminer's order. */
  boxes: TextBox[]
}

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[values.length >> 1]!

function pages(): Page[] {
  const golden = JSON.parse(readFileSync(new URL('../fixtures/layout/many-boxes-golden.json', import.meta.url), 'utf8')) as {
    pages: { kind: string; bbox: [number, number, number, number]; glyphs: [string, number, number, number, number][] }[]
  }
  const params = resolveLayoutParams({})
  return golden.pages.map((page) => {
    const glyphs = page.glyphs.map(([text, x0, y0, x1, y1]) => ({ text, x0, y0, x1, y1 }))
    const [x0, y0, x1, y1] = page.bbox
    const container = { x0, y0, x1, y1 }
    const lines = groupGlyphsIntoLines(GlyphColumns.of(glyphs), params).filter((line) => !isEmptyLine(line))
    return { kind: page.kind, container, glyphs, boxes: groupLinesIntoBoxes(lines, container, params.lineMargin) }
  })
}

/** Median CPU ms of `work`, `rounds` rounds of `repeats` calls each, alternated with `other`: [work, other]. */
function alternated(work: () => void, other: () => void, repeats: number, rounds = 15): [number, number] {
  const a: number[] = []
  const b: number[] = []
  for (let r = 0; r < rounds; r++) {
    for (const [times, f] of (r % 2 === 0
      ? [
          [a, work],
          [b, other],
        ]
      : [
          [b, other],
          [a, work],
        ]) as [number[], () => void][]) {
      const started = cpuMs()
      for (let k = 0; k < repeats; k++) f()
      times.push((cpuMs() - started) / repeats)
    }
  }
  return [median(a), median(b)]
}

export async function run(): Promise<void> {
  console.log(
    `groupBoxes CPU ms, through the index (from ${INDEXED_FROM} boxes by default; forced here) vs scanning all nodes, median of 15 alternated rounds`,
  )
  console.log('| page | boxes | all nodes ms | index ms | index / all |')
  console.log('|---|---:|---:|---:|---:|')
  for (const page of pages()) {
    for (const k of [60, 100, 150, 200, 300, 400]) {
      if (k > page.boxes.length) continue
      const boxes = page.boxes.slice(0, k)
      const repeats = Math.max(1, Math.round(20000 / boxes.length))
      const [linear, indexed] = alternated(
        () => groupBoxes(boxes, page.container, Infinity),
        () => groupBoxes(boxes, page.container, 0),
        repeats,
      )
      console.log(`| ${page.kind} | ${boxes.length} | ${linear.toFixed(3)} | ${indexed.toFixed(3)} | ${(indexed / linear).toFixed(2)} |`)
    }
    if (page.boxes.length % 100 !== 0) {
      const [linear, indexed] = alternated(
        () => groupBoxes(page.boxes, page.container, Infinity),
        () => groupBoxes(page.boxes, page.container, 0),
        Math.round(20000 / page.boxes.length),
      )
      console.log(`| ${page.kind} | ${page.boxes.length} | ${linear.toFixed(3)} | ${indexed.toFixed(3)} | ${(indexed / linear).toFixed(2)} |`)
    }
  }
  console.log('\nanalyzeLayout CPU ms per page (default parameters, as the pages are grouped by default), median of 15')
  console.log('| page | glyphs | boxes | analyzeLayout ms |')
  console.log('|---|---:|---:|---:|')
  for (const page of pages()) {
    const times: number[] = []
    analyzeLayout(page.glyphs, page.container)
    for (let r = 0; r < 15; r++) {
      const started = cpuMs()
      for (let k = 0; k < 10; k++) analyzeLayout(page.glyphs, page.container)
      times.push((cpuMs() - started) / 10)
    }
    console.log(`| ${page.kind} | ${page.glyphs.length} | ${page.boxes.length} | ${median(times).toFixed(2)} |`)
  }
}
