/**
 * PDF speed on real documents: docparts `partition(bytes, { strategy: 'fast' })` against PyMuPDF
 * (`page.get_text("blocks")` over every page) and pdfminer.six (`extract_pages`) on the PDFs of
 * pdf-real/corpus-pdfs.ts (the corpus of ../shared, or the generated fixtures when it is absent), CPU ms
 * per whole document, warm, per file and overall; ratio = reference time / docparts time (above 1: docparts
 * is faster). Then hi_res against fast on the born-digital files (a text layer that decodes on every page,
 * no page-size image; see reference_times.py). The "Done when" targets of issue 20 are checked at the end.
 *   npm run bench -- pdf-real [--no-pdfminer] [--no-hi-res] [--files=<substring>]
 * pdfminer.six runs once per file and takes about two minutes on the corpus: --no-pdfminer leaves it out.
 */
import { basename } from 'node:path'
import { benchPdfs } from './pdf-real/corpus-pdfs.js'
import { docpartsTime } from './pdf-real/docparts-times.js'
import type { DocpartsTime } from './pdf-real/docparts-times.js'
import { referenceTimes } from './pdf-real/reference-times.js'
import type { ReferenceRow } from './pdf-real/reference-times.js'

const TARGET_OVERALL = 0.5
const TARGET_LONG = 0.3
const LONG_PAGES = 10
const TARGET_HI_RES = 1.3

const flag = (name: string): boolean => process.argv.includes(name)
const fmtMs = (ms: number | undefined): string => (ms === undefined ? '-' : ms < 10 ? ms.toFixed(1) : ms.toFixed(0))
const fmtRatio = (r: number | undefined): string => (r === undefined || !Number.isFinite(r) ? '-' : `${r.toFixed(2)}×`)
const msOf = (t: DocpartsTime | undefined): number | undefined => (t !== undefined && 'ms' in t ? t.ms : undefined)
const cell = (t: DocpartsTime | undefined): string => (t === undefined ? '-' : 'ms' in t ? fmtMs(t.ms) : `error: ${t.error}`)

export async function run(): Promise<void> {
  const { files: all, source, missing } = benchPdfs()
  const only = process.argv.find((a) => a.startsWith('--files='))?.slice('--files='.length)
  const files = only === undefined ? all : all.filter((f) => f.includes(only))
  console.log(`PDFs: ${source}${missing.length > 0 ? `; sample files missing: ${missing.map((f) => basename(f)).join(', ')}` : ''}`)

  const refs = referenceTimes(files, { fitzRuns: 3, pdfminer: !flag('--no-pdfminer') })
  if (typeof refs === 'string') console.log(refs)
  const ref = (f: string): ReferenceRow | undefined => (typeof refs === 'string' ? undefined : refs.get(f))
  const pagesOf = (f: string): number => ref(f)?.pages ?? 1

  const fast = new Map<string, DocpartsTime>()
  for (const f of files) fast.set(f, await docpartsTime(f, 'fast', pagesOf(f), { warmPages: 300, minPages: 300 }))

  console.log('\nfast: CPU ms per document (warm); ratio = reference ms / docparts ms')
  console.log('| file | pages | docparts fast | PyMuPDF | pdfminer.six | PyMuPDF/docparts | pdfminer/docparts |')
  console.log('|---|---|---|---|---|---|---|')
  const sums = { docparts: 0, fitz: 0, pdfminerDocparts: 0, pdfminer: 0 }
  const slowLong: string[] = []
  for (const f of files) {
    const r = ref(f)
    const d = msOf(fast.get(f))
    const fz = r?.fitz == null ? undefined : r.fitz * 1000
    const pm = r?.pdfminer == null ? undefined : r.pdfminer * 1000
    const ratio = d !== undefined && fz !== undefined ? fz / d : undefined
    if (d !== undefined && fz !== undefined) {
      sums.docparts += d
      sums.fitz += fz
    }
    if (d !== undefined && pm !== undefined) {
      sums.pdfminerDocparts += d
      sums.pdfminer += pm
    }
    if (ratio !== undefined && pagesOf(f) > LONG_PAGES && ratio < TARGET_LONG) slowLong.push(`${basename(f)} ${fmtRatio(ratio)}`)
    console.log(
      `| ${basename(f)} | ${r?.pages ?? '?'} | ${cell(fast.get(f))} | ${fz === undefined ? (r?.fitzError ?? '-') : fmtMs(fz)} | ${pm === undefined ? (r?.pdfminerError ?? '-') : fmtMs(pm)} | ${fmtRatio(ratio)} | ${fmtRatio(pm !== undefined && d !== undefined ? pm / d : undefined)} |`,
    )
  }
  const overall = sums.fitz / sums.docparts
  console.log(
    `| ALL (files every tool read) | | ${fmtMs(sums.docparts)} | ${fmtMs(sums.fitz)} | ${sums.pdfminer > 0 ? fmtMs(sums.pdfminer) : '-'} | ${fmtRatio(overall)} | ${fmtRatio(sums.pdfminer > 0 ? sums.pdfminer / sums.pdfminerDocparts : undefined)} |`,
  )

  let hiResOverall: number | undefined
  if (!flag('--no-hi-res') && typeof refs !== 'string') {
    const born = files.filter((f) => ref(f)?.bornDigital === true && msOf(fast.get(f)) !== undefined)
    const undecodable = files.filter((f) => ref(f)?.undecodable === true)
    console.log(
      `\nhi_res against fast on the ${born.length} born-digital files (a text layer that decodes on every page, no page-size image): CPU ms per document (warm)`,
    )
    if (undecodable.length > 0)
      console.log(
        `(left out, text layer on every page but most characters decode to nothing, so hi_res OCRs them: ${undecodable.map((f) => basename(f)).join(', ')})`,
      )
    console.log("(hi_res main: its main thread's CPU alone, Linux; the rest of hi_res is worker threads, mostly tesseract.js OCR)")
    console.log('| file | pages | fast | hi_res | hi_res main | hi_res/fast | hi_res main/fast |')
    console.log('|---|---|---|---|---|---|---|')
    let sumFast = 0
    let sumHiRes = 0
    let sumMain = 0
    for (const f of born) {
      const h = await docpartsTime(f, 'hi_res', pagesOf(f), { warmPages: 30, minPages: 10 })
      const d = msOf(fast.get(f))!
      const hm = msOf(h)
      const main = h !== undefined && 'mainMs' in h ? h.mainMs : undefined
      if (hm !== undefined) {
        sumFast += d
        sumHiRes += hm
        sumMain += main ?? Number.NaN
      }
      console.log(
        `| ${basename(f)} | ${pagesOf(f)} | ${fmtMs(d)} | ${cell(h)} | ${fmtMs(main)} | ${fmtRatio(hm === undefined ? undefined : hm / d)} | ${fmtRatio(main === undefined ? undefined : main / d)} |`,
      )
    }
    hiResOverall = sumHiRes / sumFast
    const mainOverall = Number.isNaN(sumMain) ? undefined : sumMain
    console.log(
      `| ALL | | ${fmtMs(sumFast)} | ${fmtMs(sumHiRes)} | ${fmtMs(mainOverall)} | ${fmtRatio(hiResOverall)} | ${fmtRatio(mainOverall === undefined ? undefined : mainOverall / sumFast)} |`,
    )
  }

  if (typeof refs !== 'string') {
    console.log('\nissue 20 targets:')
    console.log(`- fast ≥ ${TARGET_OVERALL}× PyMuPDF overall: ${fmtRatio(overall)} ${overall >= TARGET_OVERALL ? 'met' : 'NOT met'}`)
    console.log(
      `- fast ≥ ${TARGET_LONG}× PyMuPDF on every PDF of more than ${LONG_PAGES} pages: ${slowLong.length === 0 ? 'met' : `NOT met (${slowLong.join(', ')})`}`,
    )
    if (hiResOverall !== undefined)
      console.log(
        `- hi_res ≤ ${TARGET_HI_RES}× fast on born-digital PDFs: ${fmtRatio(hiResOverall)} ${hiResOverall <= TARGET_HI_RES ? 'met' : 'NOT met'}`,
      )
  }
}
