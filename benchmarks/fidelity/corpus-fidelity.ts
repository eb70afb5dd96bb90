/**
 * Whole-document fidelity against upstream's expected outputs, scored as Unstructured scores them
 * (core §8.3): CCT text similarity (Levenshtein with weights (1,1,1) over whitespace-collapsed,
 * quote-standardized text, only when the byte-length ratio is within (0.5, 2), else 0.01) and the
 * element-type percent match (exact (type, category_depth) keys count 1, type-only leftovers 0.5).
 * The corpus lives outside the project: pass its folder. category_depth is dropped from both sides,
 * because the expected files were written without it.
 *   node --import tsx benchmarks/fidelity/corpus-fidelity.ts ../shared/corpus
 */
import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { partitionFile } from '../../src/node/partition-file.js'
import { disposeOcrPool } from '../../src/ocr/ocr-pool.js'
import { levenshtein } from './levenshtein.js'

interface Item {
  type: string
  text: string
}

const DOUBLE_QUOTES = /[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033\u2036\u275d\u275e\u301d\u301e\u301f\uff02]/g
const SINGLE_QUOTES = /[\u2018\u2019\u201a\u201b\u2039\u203a\u2032\u2035\u275b\u275c\u300c\u300d\u300e\u300f\uff07]/g

function standardize(text: string): string {
  return text
    .split(/\s+/)
    .filter((w) => w !== '')
    .join(' ')
    .replace(DOUBLE_QUOTES, '"')
    .replace(SINGLE_QUOTES, "'")
}

export function cctScore(output: string, source: string): number {
  const out = standardize(output)
  const src = standardize(source)
  const ratio = Buffer.byteLength(out) / Math.max(Buffer.byteLength(src), 1)
  if (!(ratio > 0.5 && ratio < 2)) return 0.01
  const score = 1 - Math.min(Math.max(levenshtein(out, src) / Math.max(src.length, 1), 0), 1)
  return Math.round(score * 1000) / 1000
}

export function typeMatch(output: Item[], source: Item[]): number {
  if (output.length === 0 || source.length === 0) return 0
  const count = (items: Item[]): Map<string, number> => {
    const m = new Map<string, number>()
    for (const i of items) m.set(i.type, (m.get(i.type) ?? 0) + 1)
    return m
  }
  const out = count(output)
  const src = count(source)
  let matched = 0
  for (const [type, n] of src) matched += Math.min(n, out.get(type) ?? 0)
  return Math.round(Math.min(Math.max(matched / source.length, 0), 1) * 1000) / 1000
}

const textOf = (items: Item[]): string =>
  items
    .map((i) => i.text)
    .filter((t) => t !== '')
    .join('\n')

/** Finds a corpus document by name anywhere under the corpus folder. */
function findDocument(corpus: string, name: string): string | undefined {
  const stack = [corpus]
  while (stack.length > 0) {
    const dir = stack.pop()!
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory() && entry.name !== 'expected') stack.push(path)
      else if (entry.isFile() && entry.name === name) return path
    }
  }
  return undefined
}

async function main(): Promise<void> {
  const corpus = process.argv[2]
  if (corpus === undefined) throw new Error('usage: corpus-fidelity.ts <corpus folder with expected/>')
  const expectedDir = join(corpus, 'expected')
  const rows: string[] = ['| file | elements (ours / upstream) | CCT | type match |', '|---|---|---|---|']
  for (const file of readdirSync(expectedDir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const name = basename(file, '.json')
    const path = findDocument(corpus, name)
    if (path === undefined) {
      rows.push(`| ${name} | source not found | | |`)
      continue
    }
    const expected = JSON.parse(readFileSync(join(expectedDir, file), 'utf8')) as Item[]
    const ours = (await partitionFile(path, { strategy: 'fast' })) as unknown as Item[]
    rows.push(
      `| ${name} | ${ours.length} / ${expected.length} | ${cctScore(textOf(ours), textOf(expected)).toFixed(3)} | ${typeMatch(ours, expected).toFixed(3)} |`,
    )
  }
  console.log(rows.join('\n'))
  await disposeOcrPool()
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
