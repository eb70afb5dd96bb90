/**
 * Tables on hand-labelled real pages (benchmarks/labels/, the `tables` of each label): the `Table`
 * elements docparts predicts for the page under hi_res and under fast with pdfInferTableStructure,
 * matched to the labelled tables by token-bag overlap (match-tables.ts, token-bag-overlap.ts).
 * Per page and strategy: predicted tables, true positives, labelled tables recalled, and the mean cell
 * score of the recalled ones (labelled non-empty cells found as cells of the predicted text_as_html).
 * Totals per strategy: precision = true positives / predicted, recall = recalled / labelled, mean
 * cell score over recalled tables. Pages without tables count too: a table predicted there is a false
 * positive.
 *   node --import tsx benchmarks/quality/quality-tables.ts       (or: npm run bench -- quality-tables)
 */
import { corpusFolder } from './corpus-folder.js'
import { readLabelledPages } from './labelled-pages.js'
import { matchTables } from './match-tables.js'
import { MEASURED_STRATEGIES } from './measured-strategies.js'
import type { TableMatch } from './match-tables.js'
import { pageElements } from './page-elements.js'

const STRATEGIES = MEASURED_STRATEGIES

const mean = (xs: number[]): string => (xs.length === 0 ? '-' : (xs.reduce((s, x) => s + x, 0) / xs.length).toFixed(2))
const ratio = (n: number, d: number): string => (d === 0 ? '-' : (n / d).toFixed(3))

export async function runQualityTables(): Promise<void> {
  const corpus = corpusFolder('quality-tables')
  if (corpus === undefined) return
  const labels = readLabelledPages()
  const names = Object.keys(STRATEGIES)
  const runs = names.map((name) => pageElements(corpus, STRATEGIES[name as keyof typeof STRATEGIES]))
  const totals: TableMatch[][] = names.map(() => [])
  console.log(`| page | kind | labelled | ${names.map((n) => `${n} predicted / TP / recalled / cells`).join(' | ')} |`)
  console.log(`|---|---|---|${names.map(() => '---|').join('')}`)
  for (const label of labels) {
    const cells: string[] = []
    for (let s = 0; s < names.length; s++) {
      const result = await runs[s]!(label)
      if ('error' in result) {
        cells.push(`error: ${result.error}`)
        totals[s]!.push({ predicted: 0, labelled: label.tables.length, truePositives: 0, recalled: 0, cellScores: [] })
        continue
      }
      const predicted = result.elements.filter((e) => e.type === 'Table').map((e) => ({ text: e.text, html: e.html }))
      const match = matchTables(predicted, label.tables)
      totals[s]!.push(match)
      cells.push(`${match.predicted} / ${match.truePositives} / ${match.recalled} / ${mean(match.cellScores)}`)
    }
    console.log(`| ${label.id} | ${label.kind} | ${label.tables.length} | ${cells.join(' | ')} |`)
  }
  names.forEach((name, s) => {
    const t = totals[s]!
    const sum = (key: 'predicted' | 'labelled' | 'truePositives' | 'recalled'): number => t.reduce((acc, m) => acc + m[key], 0)
    console.log(
      `${name}: predicted ${sum('predicted')}, labelled ${sum('labelled')}, TP ${sum('truePositives')}, recalled ${sum('recalled')}; ` +
        `precision ${ratio(sum('truePositives'), sum('predicted'))}, recall ${ratio(sum('recalled'), sum('labelled'))}, ` +
        `mean cell score ${mean(t.flatMap((m) => m.cellScores))}` +
        (sum('predicted') === 0 ? ` — ${name} produced no Table element on any labelled page` : ''),
    )
  })
}

if (import.meta.url === `file://${process.argv[1]}`) await runQualityTables()
