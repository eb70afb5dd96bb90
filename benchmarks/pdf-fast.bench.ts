/**
 * PDF fast strategy: pages/s of docparts (pdfjs text layer + pdfminer layout + classification + metadata,
 * one core, warm) against pdfminer.six (extract_pages), PyMuPDF block extraction (page.get_text("blocks"))
 * and pdftotext, measured in the same run on the same files: the generated fixtures of fixtures/pdf and
 * a generated 100-page document. A reference tool that is not installed is skipped with a message
 * (Debian: python3-pdfminer, python3-fitz, poppler-utils; run with /usr/bin/python3). Then peak RSS of
 * a 50-page and a 500-page document streamed in a child process, and the 2-worker pool's speed-up.
 *   npm run bench pdf-fast
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { constants as perfConstants, PerformanceObserver } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { bookPdf } from '../fixtures/pdf/generate.js'
import { createPartitionPool } from '../src/node/partition-pool.js'
import { partition } from '../src/partition.js'

const root = fileURLToPath(new URL('..', import.meta.url))
const PYTHON = '/usr/bin/python3'

const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

/** Seconds per file for a Python reference, measured inside Python (interpreter start excluded); undefined if missing. */
function pythonSeconds(tool: 'pdfminer' | 'fitz', files: string[], repeats: number): number[] | string {
  const body =
    tool === 'pdfminer'
      ? 'from pdfminer.high_level import extract_pages\ndef work(f): list(extract_pages(f))'
      : 'import fitz\ndef work(f):\n  d = fitz.open(f)\n  [p.get_text("blocks") for p in d]'
  const script = `${body}\nimport sys, time, json\nout = []\nfor f in sys.argv[2:]:\n  work(f)\n  t = time.process_time()\n  for _ in range(int(sys.argv[1])): work(f)\n  out.append((time.process_time() - t) / int(sys.argv[1]))\nprint(json.dumps(out))`
  const result = spawnSync(PYTHON, ['-c', script, String(repeats), ...files], { encoding: 'utf8' })
  if (result.status !== 0) return `skipped (${tool} not installed for ${PYTHON}: ${result.stderr.trim().split('\n').pop()})`
  return JSON.parse(result.stdout) as number[]
}

function pdftotextSeconds(files: string[]): number[] | string {
  if (spawnSync('pdftotext', ['-v']).error) return 'skipped (pdftotext not installed: apt-get install poppler-utils)'
  return files.map((f) => {
    const t = performance.now()
    execFileSync('pdftotext', ['-layout', f, '-'], { stdio: ['ignore', 'ignore', 'ignore'] })
    return (performance.now() - t) / 1000
  })
}

function pageCount(bytes: Uint8Array): number {
  // Counting /Type /Page objects is enough for the generated, uncompressed files.
  return (new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page(?!s)/g) ?? []).length
}

/** Peak RSS (MB) of a child process streaming a generated document of `pages` pages (written to a file first). */
async function peakRss(pages: number, dir: string): Promise<number> {
  const pdf = join(dir, `rss-${pages}p.pdf`)
  writeFileSync(pdf, await bookPdf(pages))
  const script = `
    import { readFileSync } from 'node:fs'
    import { partitionStream } from ${JSON.stringify(join(root, 'src/partition-stream.ts'))}
    const bytes = new Uint8Array(readFileSync(${JSON.stringify(pdf)}))
    let n = 0
    for await (const e of partitionStream(bytes, { strategy: 'fast' })) n++
    console.log(JSON.stringify({ n, maxRss: process.resourceUsage().maxRSS }))`
  const file = join(dir, `rss-${pages}.mts`)
  writeFileSync(file, script)
  const out = execFileSync(process.execPath, ['--import', 'tsx', file], { cwd: root, encoding: 'utf8' })
  return (JSON.parse(out.trim().split('\n').pop()!) as { maxRss: number }).maxRss / 1024
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-bench-'))
  try {
    const fixtures = readdirSync(join(root, 'fixtures/pdf'))
      .filter((f) => f.endsWith('.pdf'))
      .sort()
    const files = fixtures.map((f) => join(root, 'fixtures/pdf', f))
    const book = join(dir, 'book-100p.pdf')
    writeFileSync(book, await bookPdf(100))
    files.push(book)

    const repeats = 3
    const docparts: number[] = []
    // Major collections during the measured runs: a page's garbage should die young. A rise here has meant
    // an allocation site V8 pretenured (glyph literals once cost a quarter of the CPU that way).
    let measuring = false
    let majorGcs = 0
    const gcObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (measuring && (entry as { detail?: { kind?: number } }).detail?.kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) majorGcs++
    })
    gcObserver.observe({ entryTypes: ['gc'] })
    let measuredPages = 0
    for (const file of files) {
      const bytes = new Uint8Array(readFileSync(file))
      // Small files get more runs, and every file at least ~600 pages of warm-up: V8 needs a few hundred
      // pages before the code is compiled (Python has no JIT; 300 pages left the book ~30 % slower).
      const pages = pageCount(bytes)
      const runs = Math.min(30, Math.max(repeats, Math.ceil(60 / pages)))
      const warmups = Math.max(runs, Math.ceil(600 / pages))
      for (let i = 0; i < warmups; i++) await partition(bytes, { strategy: 'fast' })
      measuring = true
      const t = cpuMs()
      for (let i = 0; i < runs; i++) await partition(bytes, { strategy: 'fast' })
      docparts.push((cpuMs() - t) / runs / 1000)
      measuring = false
      measuredPages += runs * pages
    }
    // gc entries arrive on a later tick
    await new Promise((resolve) => setTimeout(resolve, 50))
    gcObserver.disconnect()
    const pdfminer = pythonSeconds('pdfminer', files, repeats)
    const fitz = pythonSeconds('fitz', files, repeats)
    const pdftotext = pdftotextSeconds(files)
    for (const r of [pdfminer, fitz, pdftotext]) if (typeof r === 'string') console.log(r)

    const rate = (pages: number, s: number | undefined): string => (s === undefined ? '-' : (pages / s).toFixed(0))
    const ratio = (a: number, b: number | undefined): string => (b === undefined ? '-' : `${(b / a).toFixed(2)}×`)
    const at = (r: number[] | string, i: number): number | undefined => (typeof r === 'string' ? undefined : r[i])
    console.log(
      'pages/s on one core (CPU time, warm: at least as many warm-up runs as measured runs, and 600 pages); ratio = docparts speed / reference speed',
    )
    console.log('file                     pages  docparts  pdfminer  PyMuPDF  pdftotext*  vs pdfminer  vs PyMuPDF')
    const totals = [0, 0, 0, 0]
    let totalPages = 0
    files.forEach((file, i) => {
      const pages = pageCount(new Uint8Array(readFileSync(file)))
      totalPages += pages
      const d = docparts[i]!
      const row = [d, at(pdfminer, i), at(fitz, i), at(pdftotext, i)]
      row.forEach((v, k) => (totals[k]! += v ?? NaN))
      console.log(
        `${file.split('/').pop()!.padEnd(24)} ${String(pages).padStart(5)} ${rate(pages, d).padStart(9)} ${rate(pages, row[1]).padStart(9)} ${rate(pages, row[2]).padStart(8)} ${rate(pages, row[3]).padStart(11)}  ${ratio(d, row[1]).padStart(11)} ${ratio(d, row[2]).padStart(10)}`,
      )
    })
    const [d, pm, fz, pt] = totals as [number, number, number, number]
    console.log(
      `${'ALL'.padEnd(24)} ${String(totalPages).padStart(5)} ${rate(totalPages, d).padStart(9)} ${rate(totalPages, pm).padStart(9)} ${rate(totalPages, fz).padStart(8)} ${rate(totalPages, pt).padStart(11)}  ${ratio(d, pm).padStart(11)} ${ratio(d, fz).padStart(10)}`,
    )
    console.log('* pdftotext: wall time of one process per file, start-up included')
    console.log(`major GCs during the measured docparts runs: ${majorGcs} over ${measuredPages} pages`)

    // One pass per tool swings by ±20 % on a shared machine; alternate the two on the book a few times and
    // report the median of the per-round ratios (each round: docparts and PyMuPDF back to back).
    if (typeof fitz !== 'string') {
      const bookBytes = new Uint8Array(readFileSync(book))
      const ratios: number[] = []
      for (let round = 0; round < 5; round++) {
        const t = cpuMs()
        for (let i = 0; i < 3; i++) await partition(bookBytes, { strategy: 'fast' })
        const ours = (cpuMs() - t) / 3 / 1000
        const theirs = pythonSeconds('fitz', [book], 3)
        if (typeof theirs !== 'string') ratios.push(theirs[0]! / ours)
      }
      const sorted = [...ratios].sort((a, b) => a - b)
      console.log(
        `book-100p vs PyMuPDF, 5 alternating rounds: median ${sorted[2]!.toFixed(2)}× (min ${sorted[0]!.toFixed(2)}×, max ${sorted[4]!.toFixed(2)}×)`,
      )
    }

    const rss50 = await peakRss(50, dir)
    const rss500 = await peakRss(500, dir)
    console.log(
      `peak RSS streaming (child process; tsx adds ~300 MB, see the report): 50 pages ${rss50.toFixed(0)} MB, 500 pages ${rss500.toFixed(0)} MB, ratio ${(rss500 / rss50).toFixed(2)}`,
    )

    // Each worker compiles its own copy of the code: a single pass leaves them cold (measured: the first
    // pooled runs take 2–3× the later ones). Warm both sides several times, then take medians of
    // interleaved runs.
    const big = await bookPdf(300)
    const pool = createPartitionPool({ workers: 2 })
    try {
      for (let i = 0; i < 4; i++) {
        await pool.partition(big, { strategy: 'fast' })
        await partition(big, { strategy: 'fast' })
      }
      const singles: number[] = []
      const pooledRuns: number[] = []
      let same = true
      for (let i = 0; i < 5; i++) {
        let t = performance.now()
        const single = await partition(big, { strategy: 'fast' })
        singles.push(performance.now() - t)
        t = performance.now()
        const pooled = await pool.partition(big, { strategy: 'fast' })
        pooledRuns.push(performance.now() - t)
        same &&= JSON.stringify(single) === JSON.stringify(pooled)
      }
      const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
      const singleMs = median(singles)
      const pooledMs = median(pooledRuns)
      console.log(
        `300 pages, wall (median of 5 interleaved runs): single thread ${singleMs.toFixed(0)} ms, pool of 2 workers ${pooledMs.toFixed(0)} ms, speed-up ${(singleMs / pooledMs).toFixed(2)}×, identical output: ${same}`,
      )
    } finally {
      await pool.close()
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
