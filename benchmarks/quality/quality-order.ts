/**
 * Reading order on hand-labelled real pages (benchmarks/labels/): for each page, the normalised edit
 * distance (normalized-edit-distance.ts, 0 = identical) between the label's text and
 *   hi_res   docparts hi_res, the page's elements' texts joined with "\n"
 *   fast     docparts fast, the same way
 *   pdfminer pdfminer.six's own box order (extract_text, default LAParams)
 *   pdftotext poppler's pdftotext for that page
 * all after normalize-text.ts (NFKC, quotes, dashes, whitespace collapsed), so what is left is mostly
 * order, missing text and extra text. Prints one row per page, the mean per label kind and overall,
 * and the number of pages where hi_res is no worse than pdfminer. `--texts <folder>` also writes each
 * tool's text of each page there, as the tool gave it (`<id>.<tool>.txt`, the label as `<id>.label.txt`).
 *   node --import tsx benchmarks/quality/quality-order.ts [--texts <folder>]   (or: npm run bench -- quality-order)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { corpusFolder } from './corpus-folder.js'
import { readLabelledPages } from './labelled-pages.js'
import { MEASURED_STRATEGIES } from './measured-strategies.js'
import { normalizedEditDistance } from './normalized-edit-distance.js'
import { normalizeText } from './normalize-text.js'
import { pageElements } from './page-elements.js'
import type { PageResult } from './page-elements.js'
import { pdfminerPageText, pdftotextText } from './reference-texts.js'
import type { ReferenceText } from './reference-texts.js'

const TOOLS = ['hi_res', 'fast', 'pdfminer', 'pdftotext'] as const
type Tool = (typeof TOOLS)[number]

/** A failed run scores 1 (nothing read) so that it weighs in the means. */
const FAILED = 1

const fromElements = (r: PageResult): ReferenceText =>
  'error' in r
    ? r
    : {
        text: r.elements
          .map((e) => e.text)
          .filter((t) => t !== '')
          .join('\n'),
      }

export async function runQualityOrder(): Promise<void> {
  const corpus = corpusFolder('quality-order')
  if (corpus === undefined) return
  const labels = readLabelledPages()
  const textsAt = process.argv.indexOf('--texts')
  const textsFolder = textsAt >= 0 ? process.argv[textsAt + 1] : undefined
  if (textsFolder !== undefined) mkdirSync(textsFolder, { recursive: true })
  const hiRes = pageElements(corpus, MEASURED_STRATEGIES.hi_res)
  const fast = pageElements(corpus, MEASURED_STRATEGIES.fast)
  const rows: { kind: string; scores: Record<Tool, number> }[] = []
  console.log('| page | kind | hi_res | fast | pdfminer | pdftotext |')
  console.log('|---|---|---|---|---|---|')
  for (const label of labels) {
    const path = join(corpus, label.document)
    const texts: Record<Tool, ReferenceText> = {
      hi_res: fromElements(await hiRes(label)),
      fast: fromElements(await fast(label)),
      pdfminer: await pdfminerPageText(path, label.page),
      pdftotext: await pdftotextText(path, label.page),
    }
    const expected = normalizeText(label.text)
    if (textsFolder !== undefined) writeFileSync(join(textsFolder, `${label.id}.label.txt`), label.text)
    const scores = {} as Record<Tool, number>
    const cells: string[] = []
    for (const tool of TOOLS) {
      const t = texts[tool]
      const text = 'error' in t ? undefined : normalizeText(t.text)
      scores[tool] = text === undefined ? FAILED : normalizedEditDistance(text, expected)
      if (textsFolder !== undefined && !('error' in t)) writeFileSync(join(textsFolder, `${label.id}.${tool}.txt`), t.text)
      cells.push('error' in t ? `error: ${t.error}` : scores[tool].toFixed(3))
    }
    rows.push({ kind: label.kind, scores })
    console.log(`| ${label.id} | ${label.kind} | ${cells.join(' | ')} |`)
  }
  const mean = (group: typeof rows, tool: Tool): string => (group.reduce((s, r) => s + r.scores[tool], 0) / Math.max(group.length, 1)).toFixed(3)
  const kinds = [...new Set(rows.map((r) => r.kind))].sort()
  for (const kind of kinds) {
    const group = rows.filter((r) => r.kind === kind)
    console.log(`| mean ${kind} (${group.length}) | ${kind} | ${TOOLS.map((t) => mean(group, t)).join(' | ')} |`)
  }
  console.log(`| mean all (${rows.length}) | | ${TOOLS.map((t) => mean(rows, t)).join(' | ')} |`)
  const noWorse = rows.filter((r) => r.scores.hi_res <= r.scores.pdfminer).length
  console.log(`pages where docparts hi_res ≤ pdfminer: ${noWorse} / ${rows.length}`)
}

if (import.meta.url === `file://${process.argv[1]}`) await runQualityOrder()
