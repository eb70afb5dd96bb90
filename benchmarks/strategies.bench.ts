/**
 * What the page strategies cost on a born-digital document, against `fast` measured in the same rounds:
 * hi_res (the default) and auto must cost little more than fast where the text layer is good (no page is
 * rendered or OCRed), od_only likewise. CPU time of the whole partition (layout, classification, metadata),
 * a generated 100-page book, warm, median of 5 interleaved rounds.
 *   npm run bench strategies
 */
import { bookPdf } from '../fixtures/pdf/generate.js'
import { partition } from '../src/partition.js'

const STRATEGIES = ['fast', 'hi_res', 'auto', 'od_only'] as const

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

export async function run(): Promise<void> {
  const pages = 100
  const bytes = await bookPdf(pages)
  // every strategy warm (V8 compiles per code path) before anything is measured
  for (let i = 0; i < 6; i++) for (const strategy of STRATEGIES) await partition(bytes, { strategy })
  const samples = new Map<string, number[]>(STRATEGIES.map((s) => [s, []]))
  const counts = new Map<string, number>()
  for (let round = 0; round < 5; round++) {
    for (const strategy of STRATEGIES) {
      const t = cpuMs()
      const elements = await partition(bytes, { strategy })
      samples.get(strategy)!.push((cpuMs() - t) / pages)
      counts.set(strategy, elements.length)
    }
  }
  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
  const fast = median(samples.get('fast')!)
  console.log(`born-digital book, ${pages} pages: CPU ms per page (median of 5 interleaved rounds), ratio to fast`)
  console.log('strategy   elements  ms/page  vs fast')
  for (const strategy of STRATEGIES) {
    const m = median(samples.get(strategy)!)
    console.log(
      `${strategy.padEnd(10)} ${String(counts.get(strategy)).padStart(8)} ${m.toFixed(2).padStart(8)} ${`${(m / fast).toFixed(2)}×`.padStart(8)}`,
    )
  }
}
