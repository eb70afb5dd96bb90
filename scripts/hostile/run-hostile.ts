/**
 * @module scripts/hostile/run-hostile
 * `npm run hostile`: writes the hostile files (./hostile-files.ts), runs each in its own child process
 * under a time limit and a memory cap (./run-file.ts), prints a table (outcomes by kind, peak RSS, the
 * slowest ten, every failure) and exits 1 if any file crashed, timed out or ran out of memory.
 *   npm run hostile                       the slice that `npm test` runs (small bombs, few mutants)
 *   npm run hostile -- --full             every bomb at full size, twenty mutants per fixture
 *   npm run hostile -- --corpus DIR       also every file of DIR (e.g. ../shared/corpus/pdfjs-test-pdfs)
 * Options: --jobs N (default 2), --timeout S (60), --memory-mb MB (4096: heap limit and resident-set cap), --out DIR.
 * Needs the built package (`npm run build`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeHostileFiles } from './hostile-files.js'
import type { HostileFile } from './hostile-files.js'
import { FAILURES, runFile } from './run-file.js'
import type { FileResult, Outcome } from './run-file.js'

export interface HostileRunOptions {
  full?: boolean
  corpus?: string[]
  jobs?: number
  timeoutS?: number
  memoryMB?: number
  out?: string
}

export async function runHostile(options: HostileRunOptions = {}): Promise<FileResult[]> {
  const out = options.out ?? join(tmpdir(), `docparts-hostile-${options.full === true ? 'full' : 'slice'}`)
  const files: HostileFile[] = await writeHostileFiles(out, { slice: options.full !== true })
  for (const dir of options.corpus ?? []) {
    if (!existsSync(dir)) {
      process.stderr.write(`${dir} is absent: skipped\n`)
      continue
    }
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name)
      if (statSync(path).isFile()) files.push({ path, kind: `corpus ${dir.split('/').filter(Boolean).pop()}` })
    }
  }
  const limits = { timeoutS: options.timeoutS ?? 60, memoryMB: options.memoryMB ?? 4096 }
  const results: FileResult[] = new Array(files.length)
  let next = 0
  const lane = async (): Promise<void> => {
    while (next < files.length) {
      const i = next++
      results[i] = await runFile(files[i]!.path, files[i]!.kind, limits)
    }
  }
  await Promise.all(Array.from({ length: options.jobs ?? 2 }, lane))
  return results
}

/** The table: outcomes by kind, peak RSS, the slowest ten, and every failure. */
export function hostileTable(results: FileResult[]): string {
  const outcomes: Outcome[] = ['elements', 'typed error', 'warning', 'empty', 'crash', 'timeout', 'out of memory']
  const kinds = [...new Set(results.map((r) => r.kind))]
  const lines = [`| kind | files | ${outcomes.join(' | ')} | max RSS MB | slowest s |`, `|---|---|${outcomes.map(() => '---').join('|')}|---|---|`]
  const row = (label: string, rs: FileResult[]): string =>
    `| ${label} | ${rs.length} | ${outcomes.map((o) => rs.filter((r) => r.outcome === o).length).join(' | ')} | ${Math.max(0, ...rs.map((r) => r.rssMB ?? 0))} | ${Math.max(0, ...rs.map((r) => r.seconds)).toFixed(1)} |`
  for (const kind of kinds)
    lines.push(
      row(
        kind,
        results.filter((r) => r.kind === kind),
      ),
    )
  lines.push(row('**all**', results))
  lines.push(
    '',
    'Slowest ten:',
    ...[...results]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, 10)
      .map((r) => `  ${r.seconds.toFixed(1)} s  ${r.rssMB ?? '?'} MB  ${r.path.split('/').pop()}  ${r.outcome}: ${r.detail.slice(0, 140)}`),
  )
  const failures = results.filter((r) => FAILURES.has(r.outcome))
  lines.push(
    '',
    failures.length === 0 ? 'No crash, timeout or out-of-memory.' : `Failures (${failures.length}):`,
    ...failures.map((r) => `  ${r.outcome}  ${r.path}  ${r.detail}`),
  )
  const classes = [...new Set(results.flatMap((r) => (r.errorClass === undefined ? [] : [r.errorClass])))].sort()
  lines.push(`Error classes: ${classes.join(', ') || 'none'}`)
  return lines.join('\n')
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2)
  const value = (flag: string): string | undefined => {
    const i = args.indexOf(flag)
    return i < 0 ? undefined : args[i + 1]
  }
  const corpus: string[] = []
  args.forEach((a, i) => {
    if (a === '--corpus' && args[i + 1] !== undefined) corpus.push(args[i + 1]!)
  })
  const results = await runHostile({
    full: args.includes('--full'),
    corpus,
    jobs: value('--jobs') === undefined ? undefined : Number(value('--jobs')),
    timeoutS: value('--timeout') === undefined ? undefined : Number(value('--timeout')),
    memoryMB: value('--memory-mb') === undefined ? undefined : Number(value('--memory-mb')),
    out: value('--out'),
  })
  process.stdout.write(`${hostileTable(results)}\n`)
  process.exitCode = results.some((r) => FAILURES.has(r.outcome)) ? 1 : 0
}
