/**
 * Does preparing a scan before OCR help (issue 3, Build item 1: "grayscale, deskew, binarize where it
 * measurably helps")? Generated "scans" whose text is known (benchmarks/ocr-preprocess/letter-page: a letter
 * of five paragraphs in Helvetica, turned in the PDF and rendered at 200 and 300 DPI), degraded
 * (benchmarks/ocr-preprocess/degrade: uneven light, low contrast, blur, noise, and combinations), are read
 * by the project's OCR engine as a page is read (`recognizeWithPool`, language eng, the page's DPI) after
 * each preparation:
 *   none · deskew (images/deskew: skew estimate, then a turn where it is ≥ MIN_DESKEW_DEGREES) · Otsu
 *   (global; what tesseract does itself) · Sauvola (local, tesseract's window and k) · flatten
 *   (images/flatten-background: lighting evened out, grey kept) · deskew + Sauvola · production
 *   (images/prepare-for-ocr, what ocr/recognize-page does before every whole-page OCR: deskew + flatten).
 * Printed: character error rate (Levenshtein distance / truth length, words joined by single spaces, in
 * percent) per case and preparation, the skew each page was estimated at, and the CPU milliseconds per page
 * of each step (measured alone on the main thread while no OCR runs; 'rotate' is the turn alone, timed on
 * every page; 'deskew' is estimate + turn where one is done). Deterministic: same images, same engine, same
 * text every run. `BENCH_DPI=200` limits the resolutions; `BENCH_OCR_WORKERS` (default 2) sets the OCR pool.
 */
import { binarizeOtsu } from '../src/images/binarize-otsu.js'
import { binarizeSauvola } from './ocr-preprocess/binarize-sauvola.js'
import { flattenBackground } from '../src/images/flatten-background.js'
import { estimateSkew } from '../src/images/estimate-skew.js'
import { rotateGray } from '../src/images/rotate-gray.js'
import { MIN_DESKEW_DEGREES, deskew } from '../src/images/deskew.js'
import { prepareForOcr } from '../src/images/prepare-for-ocr.js'
import { configureOcrPool, disposeOcrPool, recognizeWithPool } from '../src/ocr/ocr-pool.js'
import type { OcrLine } from '../src/ocr/ocr-types.js'
import type { GrayImage } from '../src/images/gray-image.js'
import { levenshtein } from './fidelity/levenshtein.js'
import { blur, darkCorner, gradient, lowContrast, noise } from './ocr-preprocess/degrade.js'
import { LETTER_TRUTH, letterPdf, renderGray } from './ocr-preprocess/letter-page.js'

interface Case {
  name: string
  /** Turn of the sheet, counter-clockwise on screen. */
  degrees: number
  /** The title white on a black band. */
  band?: boolean
  /** The degradation at `dpi` (blur radii scale with it). */
  degrade?: (image: GrayImage, dpi: number) => GrayImage
}

const CASES: Case[] = [
  { name: 'clean', degrees: 0 },
  { name: 'turned 0.5°', degrees: 0.5 },
  { name: 'turned 1°', degrees: 1 },
  { name: 'turned 2°', degrees: 2 },
  { name: 'turned 3°', degrees: 3 },
  { name: 'turned 5°', degrees: 5 },
  { name: 'turned −1°', degrees: -1 },
  { name: 'turned −2°', degrees: -2 },
  { name: 'turned −3°', degrees: -3 },
  { name: 'gradient', degrees: 0, degrade: (g) => gradient(g) },
  { name: 'dark corner', degrees: 0, degrade: (g) => darkCorner(g) },
  { name: 'low contrast', degrees: 0, degrade: (g) => lowContrast(g) },
  { name: 'blur + noise', degrees: 0, degrade: (g, dpi) => noise(blur(g, (0.8 * dpi) / 200)) },
  { name: '1° + gradient', degrees: 1, degrade: (g) => gradient(g) },
  { name: '2° + dark corner + noise', degrees: 2, degrade: (g) => noise(darkCorner(g)) },
  { name: '3° + low contrast + blur', degrees: 3, degrade: (g, dpi) => blur(lowContrast(g), (0.8 * dpi) / 200) },
  { name: 'white title on black band', degrees: 0, band: true },
  { name: '2° + white title on black band', degrees: 2, band: true },
]

const PREPARATIONS = ['none', 'deskew', 'otsu', 'sauvola', 'flatten', 'deskew+sauvola', 'production'] as const
type Preparation = (typeof PREPARATIONS)[number]
const STEPS = ['estimate skew', 'rotate', 'deskew', 'otsu', 'sauvola', 'flatten', 'production'] as const
type Step = (typeof STEPS)[number]

/** Character error rate in percent: the recognised words joined by single spaces against the truth. */
function cer(lines: readonly OcrLine[]): number {
  const text = lines.flatMap((line) => line.words.map((w) => w.text)).join(' ')
  return (100 * levenshtein(text, LETTER_TRUTH)) / LETTER_TRUTH.length
}

function cpuMs(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}

function timed<T>(costs: Map<Step, number[]>, step: Step, f: () => T): T {
  const c = cpuMs()
  const result = f()
  costs.get(step)!.push(cpuMs() - c)
  return result
}

/** Every preparation of one page, each step timed on its own. */
function prepare(image: GrayImage, dpi: number, costs: Map<Step, number[]>): { skew: number; images: Record<Preparation, GrayImage> } {
  const skew = timed(costs, 'estimate skew', () => estimateSkew(image))
  // The rotation alone, timed on every page (deskew skips it on straight ones).
  timed(costs, 'rotate', () => rotateGray(image, skew.degrees === 0 ? 1 : skew.degrees))
  const straight = timed(costs, 'deskew', () => deskew(image)).image
  return {
    skew: skew.degrees,
    images: {
      none: image,
      deskew: straight,
      otsu: timed(costs, 'otsu', () => binarizeOtsu(image)),
      sauvola: timed(costs, 'sauvola', () => binarizeSauvola(image, { dpi })),
      flatten: timed(costs, 'flatten', () => flattenBackground(image, dpi)),
      'deskew+sauvola': binarizeSauvola(straight, { dpi }),
      production: timed(costs, 'production', () => prepareForOcr(image, dpi)).image,
    },
  }
}

export async function run(): Promise<void> {
  const dpis = (process.env.BENCH_DPI ?? '200,300').split(',').map(Number)
  configureOcrPool({ size: Number(process.env.BENCH_OCR_WORKERS ?? 2), idleMs: 0 })
  const pdfs = new Map<string, Uint8Array>()
  const key = (c: Case): string => `${c.degrees}${c.band === true ? ' band' : ''}`
  for (const c of CASES) if (!pdfs.has(key(c))) pdfs.set(key(c), await letterPdf(c.degrees, c.band))
  console.log(
    `truth: ${LETTER_TRUTH.length} characters; CER in % (edit distance / truth length, whitespace collapsed); deskew threshold ${MIN_DESKEW_DEGREES}°`,
  )
  for (const dpi of dpis) {
    const costs = new Map<Step, number[]>(STEPS.map((s) => [s, []]))
    console.log(`\n### ${dpi} DPI\n`)
    console.log(`| case | skew found | ${PREPARATIONS.join(' | ')} |`)
    console.log(`|---|---|${PREPARATIONS.map(() => '---:').join('|')}|`)
    for (const c of CASES) {
      const rendered = await renderGray(pdfs.get(key(c))!, dpi)
      const page = c.degrade?.(rendered, dpi) ?? rendered
      const { skew, images } = prepare(page, dpi, costs)
      const rates = await Promise.all(PREPARATIONS.map(async (p) => cer(await recognizeWithPool(images[p], 'eng', dpi))))
      console.log(`| ${c.name} | ${skew.toFixed(2)}° | ${rates.map((r) => r.toFixed(2)).join(' | ')} |`)
    }
    const page = await renderGray(pdfs.get('0')!, dpi)
    console.log(
      `\nCPU ms per ${page.width}×${page.height} page (median of ${CASES.length}): ${STEPS.map((s) => `${s} ${median(costs.get(s)!).toFixed(0)}`).join(', ')}`,
    )
  }
  await disposeOcrPool()
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}
