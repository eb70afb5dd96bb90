/**
 * OCR accuracy on real documents (issue 3): pages of born-digital PDFs rendered to images, read by docparts'
 * production page OCR (ocr/recognize-page with the built-in tesseract agent: prepared page, tesseract.js) and
 * by native tesseract (same PGM, same model file, OEM 1, PSM 3, one thread), each scored against the page's
 * text layer as docparts' fast strategy reads it.
 *   CER = Levenshtein(normalized OCR text, normalized truth) / length(normalized truth)
 * normalized: whitespace collapsed to single spaces, trimmed, curly quotes / dashes / ligatures → ASCII.
 * Pages whose truth is shorter than 200 characters are skipped, and so are pages whose text is mostly
 * invisible (render mode 3/7: an OCR'd scan, whose text layer is itself an OCR output, not the truth).
 * Times are CPU seconds per page (the machine may be shared): docparts' are the process's CPU (main thread:
 * page preparation; worker: recognition), native's the tesseract process's. One worker, warmed up first.
 * A file with the same bytes as one already read (the same sample in two folders) is skipped, so it counts once.
 * Low-resolution mode: `--dpi 72,100,200` renders every page at each resolution (the same page, the same
 * truth) and reports one table per resolution: a 72- or 100-DPI render is what a phone photo, a fax or a
 * web-sized page image gives OCR; 200 is the control (hi_res's own render).
 * The corpus lives outside the project; nothing here is used by the tests.
 *   node --import tsx benchmarks/ocr/corpus-cer.ts <pdf|dir>... [--pages N] [--dpi 200 | --dpi 72,100,200] [--max-file-pages 100]
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { partition } from '../../src/partition.js'
import { openPdf } from '../../src/pdf/pdfjs.js'
import { rgbaToGray } from '../../src/images/rgba-to-gray.js'
import { encodePgm } from '../../src/images/encode-pgm.js'
import { recognizePage } from '../../src/ocr/recognize-page.js'
import { configureOcrPool, disposeOcrPool, tesseractAgent } from '../../src/ocr/ocr-pool.js'
import { parseTesseractTsv } from '../../src/ocr/parse-tesseract-tsv.js'
import type { OcrLine } from '../../src/ocr/ocr-types.js'
import { levenshtein } from '../fidelity/levenshtein.js'
import { nativeTesseractInstalled, prepareTessdata, runNativeTesseract } from './native-tesseract.js'

const MIN_TRUTH_CHARS = 200

const REPLACEMENTS: [RegExp, string][] = [
  [/[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033]/g, '"'],
  [/[\u2018\u2019\u201a\u201b\u2039\u203a\u2032]/g, "'"],
  [/[\u2010\u2011\u2012\u2013\u2014\u2015\u2212]/g, '-'],
  [/\ufb00/g, 'ff'],
  [/\ufb01/g, 'fi'],
  [/\ufb02/g, 'fl'],
  [/\ufb03/g, 'ffi'],
  [/\ufb04/g, 'ffl'],
  [/[\ufb05\ufb06]/g, 'st'],
  [/\u2026/g, '...'],
  [/\u00ad/g, ''],
]

export function normalize(text: string): string {
  let out = text
  for (const [pattern, to] of REPLACEMENTS) out = out.replace(pattern, to)
  return out.replace(/\s+/g, ' ').trim()
}

const linesText = (lines: OcrLine[]): string => lines.map((l) => l.words.map((w) => w.text).join(' ')).join(' ')

function parseArgs(argv: string[]): { paths: string[]; pages: number; dpis: number[]; maxFilePages: number } {
  const options = { pages: 2, maxFilePages: 100 }
  let dpis = [200]
  const paths: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--pages') options.pages = Number(argv[++i])
    else if (arg === '--dpi') dpis = String(argv[++i]).split(',').map(Number)
    else if (arg === '--max-file-pages') options.maxFilePages = Number(argv[++i])
    else paths.push(arg)
  }
  if (paths.length === 0 || ![options.pages, options.maxFilePages, ...dpis].every((n) => Number.isFinite(n) && n > 0)) {
    throw new Error('usage: corpus-cer.ts <pdf|dir>... [--pages N] [--dpi 200 | --dpi 72,100,200] [--max-file-pages 100]')
  }
  return { paths, dpis, ...options }
}

/** The PDFs named: files as given, folders' *.pdf (not recursive), sorted by name. */
function pdfFiles(paths: string[]): string[] {
  return paths.flatMap((p) =>
    statSync(p).isDirectory()
      ? readdirSync(p)
          .filter((f) => f.toLowerCase().endsWith('.pdf'))
          .sort()
          .map((f) => join(p, f))
      : [p],
  )
}

function cpuSeconds(): number {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1e6
}

interface Row {
  dpi: number
  file: string
  page: number
  chars: number
  ours: number
  native: number
  oursSeconds: number
  nativeSeconds: number
}

const pct = (distance: number, chars: number): string => ((100 * distance) / chars).toFixed(2)

async function main(): Promise<void> {
  const { paths, pages, dpis, maxFilePages } = parseArgs(process.argv.slice(2))
  if (!nativeTesseractInstalled()) throw new Error('native tesseract is not installed (apt-get install tesseract-ocr)')
  const dir = mkdtempSync(join(tmpdir(), 'docparts-corpus-cer-'))
  const tessdata = prepareTessdata(dir)
  configureOcrPool({ size: 1, idleMs: 0 })
  const rows: Row[] = []
  const skipped: string[] = []
  const skip = (what: string, why: string): void => {
    skipped.push(`${what}: ${why}`)
    console.error(`skip ${what}: ${why}`)
  }
  const seen = new Map<string, string>()
  let warm = false
  const started = performance.now()
  for (const path of pdfFiles(paths)) {
    const file = basename(path)
    const bytes = new Uint8Array(readFileSync(path))
    const hash = createHash('sha256').update(bytes).digest('hex')
    const same = seen.get(hash)
    if (same !== undefined) {
      skip(file, `same bytes as ${same}`)
      continue
    }
    seen.set(hash, path)
    let reader: Awaited<ReturnType<typeof openPdf>>
    try {
      reader = await openPdf(bytes, { decodeImages: true })
    } catch (error) {
      skip(file, `cannot open (${(error as Error).message.split('\n')[0]})`)
      continue
    }
    try {
      if (reader.numPages > maxFilePages) {
        skip(file, `${reader.numPages} pages > --max-file-pages ${maxFilePages}`)
        continue
      }
      let elements: Awaited<ReturnType<typeof partition>>
      try {
        elements = await partition(bytes, { strategy: 'fast' })
      } catch (error) {
        skip(file, `fast partition failed (${(error as Error).message.split('\n')[0]})`)
        continue
      }
      for (let page = 1; page <= Math.min(pages, reader.numPages); page++) {
        const what = `${file} p${page}`
        const truth = normalize(
          elements
            .filter((e) => e.metadata.page_number === page)
            .map((e) => e.text)
            .join(' '),
        )
        if (truth.length < MIN_TRUTH_CHARS) {
          skip(what, `text layer has ${truth.length} characters (< ${MIN_TRUTH_CHARS})`)
          continue
        }
        const drawings = (await reader.readPage(page)).drawings
        if (drawings !== undefined && drawings.invisibleTextOps * 2 > drawings.textOps) {
          skip(what, `${drawings.invisibleTextOps} of ${drawings.textOps} text operations invisible (OCR'd scan, not born-digital)`)
          continue
        }
        for (const dpi of dpis) {
          const rendered = await reader.renderPage(page, dpi / 72)
          const image = rgbaToGray(rendered.rgba, rendered.width, rendered.height)
          const pgm = join(dir, 'page.pgm')
          writeFileSync(pgm, encodePgm(image))
          if (!warm) {
            // Starts the worker and lets V8 tier the WASM up before anything is timed.
            await recognizePage(tesseractAgent, image, 'eng', dpi)
            warm = true
          }
          const c = cpuSeconds()
          const recognized = await recognizePage(tesseractAgent, image, 'eng', dpi)
          const oursSeconds = cpuSeconds() - c
          const native = runNativeTesseract(pgm, tessdata, dpi)
          const row: Row = {
            dpi,
            file,
            page,
            chars: truth.length,
            ours: levenshtein(normalize(linesText(recognized.lines)), truth),
            native: levenshtein(normalize(linesText(parseTesseractTsv(native.tsv))), truth),
            oursSeconds,
            nativeSeconds: native.cpu,
          }
          rows.push(row)
          console.error(
            `${what} @${dpi} DPI: ${image.width}×${image.height} px, ${truth.length} chars, CER docparts ${pct(row.ours, row.chars)}% native ${pct(row.native, row.chars)}%, ${oursSeconds.toFixed(2)} / ${native.cpu.toFixed(2)} s CPU (${((performance.now() - started) / 1000).toFixed(0)} s elapsed)`,
          )
        }
      }
    } finally {
      await reader.close()
    }
  }
  await disposeOcrPool()
  rmSync(dir, { recursive: true, force: true })

  const out: string[] = []
  for (const dpi of dpis) {
    const at = rows.filter((r) => r.dpi === dpi)
    out.push(
      `${at.length} pages at ${dpi} DPI (first ${pages} of each PDF); docparts: recognizePage + tesseract.js (one worker); native: tesseract --oem 1 --psm 3, OMP_THREAD_LIMIT=1, same eng.traineddata, same image; s/page = CPU seconds`,
      '',
      '| file | page | truth chars | docparts CER % | native CER % | difference (points) | docparts s/page | native s/page |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    )
    for (const r of at) {
      const diff = (100 * (r.ours - r.native)) / r.chars
      out.push(
        `| ${r.file} | ${r.page} | ${r.chars} | ${pct(r.ours, r.chars)} | ${pct(r.native, r.chars)} | ${diff >= 0 ? '+' : ''}${diff.toFixed(2)} | ${r.oursSeconds.toFixed(2)} | ${r.nativeSeconds.toFixed(2)} |`,
      )
    }
    out.push(...totalRow(at, `**TOTAL** (${at.length} pages, character-weighted) | `), '')
  }
  if (dpis.length > 1) {
    out.push(
      '| resolution | pages | truth chars | docparts CER % | native CER % | difference (points) | docparts s/page | native s/page |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
    )
    for (const dpi of dpis) {
      const at = rows.filter((r) => r.dpi === dpi)
      out.push(...totalRow(at, `${dpi} DPI | ${at.length}`))
    }
  }
  if (skipped.length > 0) out.push('', 'Skipped:', ...skipped.map((s) => `- ${s}`))
  out.push('', `wall time ${((performance.now() - started) / 1000).toFixed(0)} s`)
  console.log(out.join('\n'))
}

/** The character-weighted total row of `rows` after the cells `first` (none when `rows` is empty). */
function totalRow(rows: readonly Row[], first: string): string[] {
  if (rows.length === 0) return []
  const sum = (f: (r: Row) => number): number => rows.reduce((s, r) => s + f(r), 0)
  const chars = sum((r) => r.chars)
  const diff = (100 * (sum((r) => r.ours) - sum((r) => r.native))) / chars
  return [
    `| ${first} | ${chars} | ${pct(
      sum((r) => r.ours),
      chars,
    )} | ${pct(
      sum((r) => r.native),
      chars,
    )} | ${diff >= 0 ? '+' : ''}${diff.toFixed(2)} | ${(sum((r) => r.oursSeconds) / rows.length).toFixed(2)} | ${(sum((r) => r.nativeSeconds) / rows.length).toFixed(2)} |`,
  ]
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
