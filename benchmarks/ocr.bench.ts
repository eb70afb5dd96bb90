/**
 * OCR speed and memory (issue 3). On a generated letter page of Helvetica text rendered at OCR_DPI:
 * - seconds per page of tesseract.js (one worker, warm) and of native tesseract (Debian `tesseract`, one
 *   thread: OMP_THREAD_LIMIT=1, the SAME model file, gunzipped from @tesseract.js-data/eng, TSV output in
 *   both), same PGM image, in CPU seconds (the machine is shared: wall time is printed too) — the ratio is the
 *   goal (≤ 1.2×); the word counts of both outputs are printed so a mismatch in the work done shows;
 * - the speed-up of a pool of 2 workers over 1 on 4 pages (wall time; goal ≥ 1.8×), with the CPU seconds
 *   per page of each run and the 1-minute load average (another process on the cores caps the speed-up);
 * - peak RSS while partitioning a generated scanned PDF of BENCH_SCAN_PAGES pages (default 20; 200 for the
 *   issue's figure) with ocr_only and a pool of 2, in a child process (VmHWM: main thread and workers),
 *   next to a 4-page run of the same document: equal peaks mean memory does not grow with pages.
 * Native tesseract is skipped (with a note) when the command is missing.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { partition, configureOcrPool, disposeOcrPool } from '../src/node.js'
import { openPdf } from '../src/pdf/pdfjs.js'
import { rgbaToGray } from '../src/images/rgba-to-gray.js'
import { encodePgm } from '../src/images/encode-pgm.js'
import { recognizeWithPool } from '../src/ocr/ocr-pool.js'
import { OCR_DPI } from '../src/pages/strategy-context.js'
import type { GrayImage } from '../src/images/gray-image.js'
import { nativeTesseractInstalled, prepareTessdata, runNativeTesseract } from './ocr/native-tesseract.js'

const SENTENCES = [
  'The committee reviewed the annual budget and approved the proposed changes to the capital plan.',
  'Revenue from services increased by eleven percent, while product sales remained nearly flat.',
  'Operating costs were reduced through better scheduling of maintenance and fewer overtime hours.',
  'The board expects the new warehouse to open in the second quarter of the coming fiscal year.',
]

async function textPagePdf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  for (let p = 0; p < pages; p++) {
    const page = doc.addPage([612, 792])
    page.drawText(`Section ${p + 1}: Annual Report`, { x: 72, y: 720, size: 18, font })
    for (let i = 0; i < 40; i++) page.drawText(SENTENCES[(i + p) % SENTENCES.length]!.slice(0, 88), { x: 72, y: 690 - i * 15, size: 10, font })
  }
  return doc.save()
}

async function renderGray(pdf: Uint8Array, index: number): Promise<GrayImage> {
  const reader = await openPdf(pdf, { decodeImages: true })
  const page = await reader.renderPage(index, OCR_DPI / 72)
  await reader.close()
  return rgbaToGray(page.rgba, page.width, page.height)
}

function cpuSeconds(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

/** Which tesseract.js-core build tesseract.js loads here (its rule: relaxed SIMD, else SIMD, else plain; "-lstm" for OEM 1). */
function coreBuild(): string {
  // The feature probes of wasm-feature-detect (tesseract.js's own check): a function using i8x16 / a relaxed SIMD op.
  const simd = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15, 253, 98, 11])
  const relaxed = new Uint8Array([
    0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 15, 1, 13, 0, 65, 1, 253, 15, 65, 2, 253, 15, 253, 128, 2, 11,
  ])
  const wasm = (globalThis as unknown as { WebAssembly: { validate(bytes: Uint8Array): boolean } }).WebAssembly
  if (wasm.validate(relaxed)) return 'tesseract-core-relaxedsimd-lstm'
  return wasm.validate(simd) ? 'tesseract-core-simd-lstm' : 'tesseract-core-lstm'
}

function nativeRun(pgmPath: string, tessdata: string): { cpu: number; wall: number; words: number } | undefined {
  if (!nativeTesseractInstalled()) return undefined
  const { cpu, wall, tsv } = runNativeTesseract(pgmPath, tessdata, OCR_DPI)
  const words = tsv.split('\n').filter((l) => l.startsWith('5\t') && (l.split('\t')[11] ?? '').trim() !== '').length
  return { cpu, wall, words }
}

const countWords = (lines: Awaited<ReturnType<typeof recognizeWithPool>>): number => lines.reduce((n, l) => n + l.words.length, 0)

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-ocr-bench-'))
  const pdf = await textPagePdf(4)
  const image = await renderGray(pdf, 1)
  const pgm = join(dir, 'page.pgm')
  writeFileSync(pgm, encodePgm(image))
  const tessdata = prepareTessdata(dir)

  configureOcrPool({ size: 1, idleMs: 0 })
  await recognizeWithPool(image, 'eng', OCR_DPI) // start the worker and let V8 tier the WASM up
  const runs = 3
  let cpu = 0
  let wall = 0
  let words = 0
  const natives: NonNullable<ReturnType<typeof nativeRun>>[] = []
  // Interleaved, so load from other processes falls on both alike.
  for (let i = 0; i < runs; i++) {
    const c = cpuSeconds()
    const t = performance.now()
    words = countWords(await recognizeWithPool(image, 'eng', OCR_DPI))
    wall += (performance.now() - t) / 1000
    cpu += cpuSeconds() - c
    const native = nativeRun(pgm, tessdata)
    if (native !== undefined) natives.push(native)
  }
  console.log(`page ${image.width}×${image.height} px at ${OCR_DPI} DPI; core ${coreBuild()}, OEM 1 (LSTM), PSM 3, TSV only, eng 4.0.0_best_int`)
  console.log(`tesseract.js   ${(cpu / runs).toFixed(2)} s CPU/page  (${(wall / runs).toFixed(2)} s wall)  ${words} words`)
  if (natives.length === 0) console.log('native tesseract: not installed (apt-get install tesseract-ocr)')
  else {
    const nCpu = natives.reduce((s, n) => s + n.cpu, 0) / natives.length
    const nWall = natives.reduce((s, n) => s + n.wall, 0) / natives.length
    console.log(
      `native         ${nCpu.toFixed(2)} s CPU/page  (${nWall.toFixed(2)} s wall)  ${natives[0]!.words} words   ratio ${(cpu / runs / nCpu).toFixed(2)}× CPU (goal ≤ 1.2×)`,
    )
  }

  const pages = await Promise.all([1, 2, 3, 4].map((i) => renderGray(pdf, i)))
  const timed = async (size: number): Promise<{ wall: number; cpu: number }> => {
    await disposeOcrPool()
    configureOcrPool({ size, idleMs: 0 })
    // Warm every worker with two pages each (the first recognize of a worker runs partly unoptimised WASM).
    for (let k = 0; k < 2; k++) await Promise.all(Array.from({ length: size }, (_, i) => recognizeWithPool(pages[i]!, 'eng', OCR_DPI)))
    const c = cpuSeconds()
    const t = performance.now()
    await Promise.all(pages.map((p) => recognizeWithPool(p, 'eng', OCR_DPI)))
    return { wall: (performance.now() - t) / 1000, cpu: (cpuSeconds() - c) / pages.length }
  }
  const load = loadavg()[0]!
  const one = await timed(1)
  const two = await timed(2)
  console.log(
    `4 pages: 1 worker ${one.wall.toFixed(1)} s (${one.cpu.toFixed(2)} s CPU/page), 2 workers ${two.wall.toFixed(1)} s (${two.cpu.toFixed(2)} s CPU/page), speed-up ${(one.wall / two.wall).toFixed(2)}× (goal ≥ 1.8×; load average ${load.toFixed(1)} on ${availableParallelism()} cores)`,
  )
  await disposeOcrPool()

  const scanPages = Number(process.env.BENCH_SCAN_PAGES ?? 20)
  const scanFile = join(dir, 'scan.pdf')
  const scanSmall = join(dir, 'scan-small.pdf')
  writeFileSync(scanFile, await scanPdf(image, scanPages))
  writeFileSync(scanSmall, await scanPdf(image, 4))
  const small = scanChild(scanSmall)
  const big = scanChild(scanFile)
  console.log(
    `scanned PDF, ocr_only, pool of 2, child process (tsx included): 4 pages peak RSS ${small.peak.toFixed(0)} MiB; ${scanPages} pages: ${big.elements} elements, ${big.secondsPerPage.toFixed(2)} s/page wall, peak RSS ${big.peak.toFixed(0)} MiB (RSS at 25/50/75/100% of the run: ${big.rssQuartiles.map((r) => r.toFixed(0)).join('/')} MiB)`,
  )
}

interface ScanResult {
  elements: number
  secondsPerPage: number
  /** VmHWM in MiB: the process's peak resident memory, worker threads included. */
  peak: number
  rssQuartiles: number[]
}

/** Runs this file as a child process on one scanned PDF and reads its one JSON line. */
function scanChild(file: string): ScanResult {
  const self = fileURLToPath(import.meta.url)
  const out = execFileSync(process.execPath, ['--import', 'tsx', self, '--scan-child', file], { encoding: 'utf8', maxBuffer: 1 << 20 })
  return JSON.parse(out.trim().split('\n').pop()!) as ScanResult
}

async function scanChildMain(file: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(file))
  configureOcrPool({ size: 2, idleMs: 0 })
  const samples: number[] = []
  const timer = setInterval(() => samples.push(process.memoryUsage().rss / 2 ** 20), 500)
  const t = performance.now()
  const elements = await partition(bytes, { strategy: 'ocr_only' })
  const seconds = (performance.now() - t) / 1000
  clearInterval(timer)
  await disposeOcrPool()
  const hwm = /VmHWM:\s+(\d+)\s*kB/.exec(readFileSync('/proc/self/status', 'utf8'))
  const peak = hwm === null ? Math.max(...samples) : Number(hwm[1]) / 1024
  const at = (f: number): number => samples[Math.min(samples.length - 1, Math.max(0, Math.ceil(samples.length * f) - 1))] ?? 0
  const pages = (await PDFDocument.load(bytes)).getPageCount()
  const result: ScanResult = { elements: elements.length, secondsPerPage: seconds / pages, peak, rssQuartiles: [0.25, 0.5, 0.75, 1].map(at) }
  console.log(JSON.stringify(result))
}

/** A PDF of `pages` pages, each the page image as a full-page grayscale raster (a scan). */
async function scanPdf(image: GrayImage, pages: number): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default
  const png = await sharp(image.gray, { raw: { width: image.width, height: image.height, channels: 1 } })
    .png()
    .toBuffer()
  const doc = await PDFDocument.create()
  const embedded = await doc.embedPng(png)
  for (let p = 0; p < pages; p++) doc.addPage([612, 792]).drawImage(embedded, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}

if (process.argv[2] === '--scan-child' && process.argv[3] !== undefined) await scanChildMain(process.argv[3])
