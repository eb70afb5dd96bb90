/**
 * Chunking linearity (issue 6 §7): each strategy on 1,000 and 10,000 generated elements, in eleven
 * alternating rounds of CPU time; the median 10×/1× ratio must stay ≤ 11. Elements are generated
 * here: titles, narrative paragraphs (some longer than the window), list items and small HTML tables,
 * ten pages per 1,000.
 */
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { chunk } from '../src/chunking/chunk.js'
import { CHUNKING_STRATEGIES } from '../src/options/chunking-strategies.js'
import type { Element } from '../src/elements/types.js'

const VOCABULARY = (
  'the trustee shall file a report within thirty days of the meeting creditors debtor plan payment ' +
  'court order motion schedule income expense account balance interest rate loan mortgage property ' +
  'orbit rocket fuel engine stage payload launch satellite telescope mirror cat purr feline kitten'
).split(' ')

/** A deterministic pseudo-random document of `count` elements (same seed, same document). */
function generateElements(count: number): Element[] {
  let seed = 42
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648
    return seed % n
  }
  const sentence = (words: number): string => Array.from({ length: words }, () => VOCABULARY[next(VOCABULARY.length)]).join(' ')
  const elements: Element[] = []
  for (let i = 0; i < count; i++) {
    const page = Math.floor(i / 100) + 1
    const roll = next(20)
    if (roll === 0) {
      const rows = Array.from({ length: 2 + next(6) }, () => [sentence(2), sentence(3)])
      elements.push({
        type: 'Table',
        element_id: '',
        text: rows.map((r) => r.join(' ')).join('\n'),
        metadata: {
          page_number: page,
          text_as_html: `<table>${rows.map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</table>`,
        },
      })
    } else if (roll < 4) {
      elements.push({ type: 'Title', element_id: '', text: sentence(3 + next(5)), metadata: { page_number: page, languages: ['eng'] } })
    } else if (roll < 7) {
      elements.push({ type: 'ListItem', element_id: '', text: sentence(5 + next(10)), metadata: { page_number: page, languages: ['eng'] } })
    } else {
      // One paragraph in ten is longer than the 500-character window and gets split.
      const words = next(10) === 0 ? 120 + next(60) : 10 + next(50)
      elements.push({ type: 'NarrativeText', element_id: '', text: sentence(words), metadata: { page_number: page, languages: ['eng'] } })
    }
  }
  return elements
}

/** A full garbage collection (V8's `gc()`, exposed for this process at load). */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/**
 * Mean CPU time (user + system, all threads of this process, in ms) of `batch` consecutive calls of
 * `work`, after a full collection so no round pays for the one before. CPU time rather than wall time:
 * on a shared machine wall time also counts the slices other processes take.
 */
function timeMs(work: () => void, batch: number): number {
  collectGarbage()
  const start = process.cpuUsage()
  for (let i = 0; i < batch; i++) work()
  const used = process.cpuUsage(start)
  return (used.user + used.system) / 1000 / batch
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

export async function run(): Promise<void> {
  const small = generateElements(1_000)
  const large = generateElements(10_000)
  console.log('| strategy | 1,000 elements (CPU ms) | 10,000 elements (CPU ms) | 10×/1× | chunks (10k) |')
  console.log('|---|---:|---:|---:|---:|')
  for (const strategy of CHUNKING_STRATEGIES) {
    const options = { chunkingStrategy: strategy }
    // Warm-up on both sizes so neither side pays for JIT compilation.
    for (let i = 0; i < 5; i++) chunk(small, options)
    chunk(large, options)
    // Small and large rounds alternate, so both sizes see the same machine load; the ratio is the
    // median of the per-round ratios. The small side is 10 calls in a row, which charges it the garbage
    // collection its output causes, as the single large call is charged.
    const smallTimes: number[] = []
    const largeTimes: number[] = []
    const ratios: number[] = []
    for (let round = 0; round < 11; round++) {
      const smallMs = timeMs(() => chunk(small, options), 10)
      const largeMs = timeMs(() => chunk(large, options), 1)
      smallTimes.push(smallMs)
      largeTimes.push(largeMs)
      ratios.push(largeMs / smallMs)
    }
    const [smallMs, largeMs, ratio] = [median(smallTimes), median(largeTimes), median(ratios)]
    const count = chunk(large, options).length
    const verdict = ratio <= 11 ? '' : ' (over 11: not linear)'
    console.log(`| ${strategy} | ${smallMs.toFixed(1)} | ${largeMs.toFixed(1)} | ${ratio.toFixed(2)}${verdict} | ${count} |`)
  }
}
