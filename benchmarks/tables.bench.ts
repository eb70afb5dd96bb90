/**
 * Table inference cost on born-digital pages (issue 4): hi_res on the generated table fixtures (a ruled
 * page, a page without rules, the spanning-cell page, the two-page table) with table inference versus
 * without (`pdfInferTableStructure: false`), in CPU time (the machine is shared; wall time printed too).
 * Goal: ratio ≤ 1.5×. Each document is partitioned REPEAT times after one warm-up run.
 */
import { readFileSync } from 'node:fs'
import { partition } from '../src/index.js'

const NAMES = ['ruled', 'unruled', 'spanning', 'wide', 'multipage', 'prose']
const REPEAT = Number(process.env.BENCH_TABLES_REPEAT ?? 10)

async function timed(bytes: Uint8Array, tables: boolean): Promise<{ cpu: number; wall: number }> {
  const start = process.cpuUsage()
  const t0 = performance.now()
  for (let i = 0; i < REPEAT; i++) await partition(bytes, { strategy: 'hi_res', pdfInferTableStructure: tables })
  const cpu = process.cpuUsage(start)
  return { cpu: (cpu.user + cpu.system) / 1000 / REPEAT, wall: (performance.now() - t0) / REPEAT }
}

export async function run(): Promise<void> {
  console.log(`| fixture | without tables (ms CPU) | with tables (ms CPU) | ratio | wall without / with (ms) |`)
  console.log(`|---|---|---|---|---|`)
  let sumWith = 0
  let sumWithout = 0
  for (const name of NAMES) {
    const bytes = new Uint8Array(readFileSync(new URL(`../fixtures/tables/${name}.pdf`, import.meta.url)))
    await partition(bytes, { strategy: 'hi_res' })
    await partition(bytes, { strategy: 'hi_res', pdfInferTableStructure: false })
    const without = await timed(bytes, false)
    const withTables = await timed(bytes, true)
    sumWith += withTables.cpu
    sumWithout += without.cpu
    console.log(
      `| ${name} | ${without.cpu.toFixed(1)} | ${withTables.cpu.toFixed(1)} | ${(withTables.cpu / without.cpu).toFixed(2)}× | ${without.wall.toFixed(1)} / ${withTables.wall.toFixed(1)} |`,
    )
  }
  console.log(`| all | ${sumWithout.toFixed(1)} | ${sumWith.toFixed(1)} | ${(sumWith / sumWithout).toFixed(2)}× (goal ≤ 1.5×) | |`)
}
