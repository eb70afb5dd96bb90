/**
 * OCR speed and memory (issue 3). On a generated letter page of Helvetica text rendered at OCR_DPI:
 * - seconds per page of tesseract.js (one worker, warm) and of native tesseract (Debian `tesseract`, one
 *   thread: OMP_THREAD_LIMIT=1, the SAME model file, gunzipped from @tesseract.js-data/eng), same PGM image,
 *   in CPU seconds (the machine is shared: wall time is printed too) — the ratio is the goal (≤ 1.2×);
 * - the speed-up of a pool of 2 workers over 1 on 4 pages (wall time; goal ≥ 1.8×);
 * - peak RSS while partitioning a generated scanned PDF of BENCH_SCAN_PAGES pages (default 20; 200 for the
 *   issue's figure) with ocr_only.
 * Native tesseract is skipped (with a note) when the command is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { readFileSync } from 'node:fs'
import { PDFDocument, StandardFonts } from 'pdf-lib'
import { partition, configureOcrPool, disposeOcrPool } from '../src/node.js'
import { openPdf } from '../src/pdf/pdfjs.js'
import { rgbaToGray } from '../src/images/rgba-to-gray.js'
import { encodePgm } from '../src/images/encode-pgm.js'
import { recognizeWithPool } from '../src/ocr/ocr-pool.js'
import { languageDataFolder } from '../src/ocr/language-data.js'
import { OCR_DPI } from '../src/pdf/strategies/strategy-context.js'
import type { GrayImage } from '../src/ocr/ocr-types.js'

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

function nativeSeconds(pgmPath: string, tessdata: string): { cpu: number; wall: number } | undefined {
  if (spawnSync('tesseract', ['--version']).status !== 0) return undefined
  const t = performance.now()
  const out = execFileSync('bash', ['-c', `tesseract "$1" stdout --tessdata-dir "$2" --dpi ${OCR_DPI} tsv >/dev/null 2>&1; times`, '_', pgmPath, tessdata], {
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    encoding: 'utf8',
  })
  const wall = (performance.now() - t) / 1000
  // `times`: shell user/sys, then children user/sys ("0m1.234s 0m0.056s").
  const child = out.trim().split('\n').pop()!.match(/(\d+)m([\d.]+)s\s+(\d+)m([\d.]+)s/)
  const cpu = child === null ? wall : Number(child[1]) * 60 + Number(child[2]) + Number(child[3]) * 60 + Number(child[4])
  return { cpu, wall }
}

export async function run(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'docparts-ocr-bench-'))
  const pdf = await textPagePdf(4)
  const image = await renderGray(pdf, 1)
  const pgm = join(dir, 'page.pgm')
  writeFileSync(pgm, encodePgm(image))
  const tessdata = join(dir, 'tessdata')
  execFileSync('mkdir', ['-p', tessdata])
  writeFileSync(join(tessdata, 'eng.traineddata'), gunzipSync(readFileSync(join(languageDataFolder('eng'), 'eng.traineddata.gz'))))

  configureOcrPool({ size: 1, idleMs: 0 })
  await recognizeWithPool(image, 'eng', OCR_DPI) // start and warm the worker
  const runs = 3
  let cpu = 0
  let wall = 0
  for (let i = 0; i < runs; i++) {
    const c = cpuSeconds()
    const t = performance.now()
    await recognizeWithPool(image, 'eng', OCR_DPI)
    wall += (performance.now() - t) / 1000
    cpu += cpuSeconds() - c
  }
  console.log(`page ${image.width}×${image.height} px at ${OCR_DPI} DPI`)
  console.log(`tesseract.js   ${(cpu / runs).toFixed(2)} s CPU/page  (${(wall / runs).toFixed(2)} s wall)`)
  const natives = Array.from({ length: runs }, () => nativeSeconds(pgm, tessdata)).filter((n) => n !== undefined)
  if (natives.length === 0) console.log('native tesseract: not installed (apt-get install tesseract-ocr)')
  else {
    const nCpu = natives.reduce((s, n) => s + n.cpu, 0) / natives.length
    const nWall = natives.reduce((s, n) => s + n.wall, 0) / natives.length
    console.log(`native         ${nCpu.toFixed(2)} s CPU/page  (${nWall.toFixed(2)} s wall)   ratio ${(cpu / runs / nCpu).toFixed(2)}× CPU (goal ≤ 1.2×)`)
  }

  const pages = await Promise.all([1, 2, 3, 4].map((i) => renderGray(pdf, i)))
  const timed = async (size: number): Promise<number> => {
    await disposeOcrPool()
    configureOcrPool({ size, idleMs: 0 })
    await Promise.all(Array.from({ length: size }, () => recognizeWithPool(pages[0]!, 'eng', OCR_DPI)))
    const t = performance.now()
    await Promise.all(pages.map((p) => recognizeWithPool(p, 'eng', OCR_DPI)))
    return (performance.now() - t) / 1000
  }
  const one = await timed(1)
  const two = await timed(2)
  console.log(`4 pages: 1 worker ${one.toFixed(1)} s, 2 workers ${two.toFixed(1)} s, speed-up ${(one / two).toFixed(2)}× (goal ≥ 1.8×)`)

  const scanPages = Number(process.env.BENCH_SCAN_PAGES ?? 20)
  const png = await scanPdf(image, scanPages)
  await disposeOcrPool()
  configureOcrPool({ size: 2, idleMs: 0 })
  let peak = process.memoryUsage().rss
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
  const t = performance.now()
  const elements = await partition(png, { strategy: 'ocr_only' })
  clearInterval(timer)
  console.log(
    `scanned PDF ${scanPages} pages (${(png.length / 1e6).toFixed(1)} MB): ${elements.length} elements, ${((performance.now() - t) / 1000 / scanPages).toFixed(2)} s/page, peak RSS ${(peak / 2 ** 20).toFixed(0)} MiB (main thread and workers)`,
  )
  await disposeOcrPool()
}

/** A PDF of `pages` pages, each the page image as a full-page grayscale raster (a scan). */
async function scanPdf(image: GrayImage, pages: number): Promise<Uint8Array> {
  const sharp = (await import('sharp')).default
  const png = await sharp(image.gray, { raw: { width: image.width, height: image.height, channels: 1 } }).png().toBuffer()
  const doc = await PDFDocument.create()
  const embedded = await doc.embedPng(png)
  for (let p = 0; p < pages; p++) doc.addPage([612, 792]).drawImage(embedded, { x: 0, y: 0, width: 612, height: 792 })
  return doc.save()
}
