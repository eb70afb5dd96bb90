/**
 * Text decoding on the pdf.js test suite (../shared/corpus/pdfjs-test-pdfs/: 217 PDFs with odd fonts,
 * encodings and structures). For every file where pdftotext prints text (≥ MIN_CHARS visible, default 20, env QUALITY_MIN_CHARS
 * characters), the character-bag F1 (char-bag-f1.ts: visible characters only) of docparts fast's whole-document text against
 * pdftotext's: reading order does not count, only which characters came out. A glyph neither side can
 * decode counts on neither: pdftotext prints it as a control character (U+0003, …), which the bag leaves
 * out, and docparts as pdfminer's "(cid:N)", which is taken out of our text before scoring. One line per
 * file (F1, both character counts, the 5 characters most missed and most added, how many "(cid:N)" our
 * text has), then: files with F1 ≥ GOOD_F1, mean F1. For a file below GOOD_F1, the share of MuPDF's
 * characters that are U+FFFD, its mark for a glyph without Unicode (the "why" column; pdfminer.six
 * cannot be asked: it fails on some of these fonts): above NO_UNICODE_SHARE the file's fonts map most
 * codes to no Unicode at all, pdftotext then prints the codes as characters (garbage), and the file is
 * also counted apart in a second total: such a file has no reference text to match, only OCR reads it. Each docparts run is a child process with a time limit
 * (partition-in-child.ts, QUALITY_TIMEOUT_S, default 60 s); a timeout or error is a line and F1 0.
 *
 * `--cid`: instead, for EVERY file, whether docparts hi_res output contains "(cid:" (an undecoded
 * glyph, pdfminer's spelling); hi_res OCRs scanned and garbled pages, so this is slow (per-file limit
 * QUALITY_CID_TIMEOUT_S, default 180 s): run it in the background.
 *   node --import tsx benchmarks/quality/quality-decoding.ts [--cid]   (or: npm run bench -- quality-decoding [--cid])
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { charBag, charBagF1 } from './char-bag-f1.js'
import { corpusFolder } from './corpus-folder.js'
import { partitionInChild } from './partition-in-child.js'
import type { ChildResult } from './partition-in-child.js'
import { mupdfText, pdftotextText } from './reference-texts.js'

/** Files where pdftotext prints fewer visible characters are left out; QUALITY_MIN_CHARS=1 counts every file where it prints any text. */
export const MIN_CHARS = Number(process.env.QUALITY_MIN_CHARS ?? 20)
export const GOOD_F1 = 0.98
/** Share of MuPDF's characters that are U+FFFD above which a file has no Unicode for pdftotext to print either. */
export const NO_UNICODE_SHARE = 0.5
const CID = /\(cid:\d+\)/g
const CID_TIMEOUT_S = Number(process.env.QUALITY_CID_TIMEOUT_S ?? 180)

const textOf = (r: Extract<ChildResult, { elements: unknown }>): string =>
  r.elements
    .map((e) => e.text)
    .filter((t) => t !== '')
    .join('\n')

/** A character for a table cell: printable as itself, otherwise U+XXXX; `|` escaped. */
function show(ch: string): string {
  if (ch === '|') return '\\|'
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) ? ch : `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`
}
const showTop = (top: [string, number][]): string => top.map(([ch, n]) => `${show(ch)}×${n}`).join(' ')

function pdfFiles(corpus: string): { folder: string; files: string[] } {
  const folder = join(corpus, 'pdfjs-test-pdfs')
  return {
    folder,
    files: readdirSync(folder)
      .filter((f) => f.toLowerCase().endsWith('.pdf'))
      .sort(),
  }
}

/** The share of MuPDF's visible characters of the file that are U+FFFD (glyphs without Unicode); undefined when it fails. */
async function mupdfUnknownShare(path: string): Promise<number | undefined> {
  const r = await mupdfText(path)
  if ('error' in r) return undefined
  const bag = charBag(r.text)
  const total = [...bag.values()].reduce((n, k) => n + k, 0)
  return total === 0 ? 0 : (bag.get('\uFFFD') ?? 0) / total
}

async function decodingF1(corpus: string): Promise<void> {
  const { folder, files } = pdfFiles(corpus)
  const scores: number[] = []
  const skipped: string[] = []
  const noUnicode: string[] = []
  console.log('| file | F1 | ours | pdftotext | most missed | most added | our (cid:N) | why: MuPDF U+FFFD share |')
  console.log('|---|---|---|---|---|---|---|---|')
  for (const file of files) {
    const path = join(folder, file)
    const reference = await pdftotextText(path)
    if ('error' in reference || charBagF1('', reference.text).reference < MIN_CHARS) {
      skipped.push(file)
      continue
    }
    const ours = await partitionInChild(path, { strategy: 'fast' })
    if ('error' in ours) {
      scores.push(0)
      console.log(`| ${file} | 0.000 | error: ${ours.error} | | | | |`)
      continue
    }
    const text = textOf(ours)
    const cids = text.match(CID)?.length ?? 0
    const score = charBagF1(text.replace(CID, ''), reference.text)
    scores.push(score.f1)
    let why = ''
    if (score.f1 < GOOD_F1) {
      const share = await mupdfUnknownShare(path)
      why = share === undefined ? 'MuPDF failed' : share.toFixed(2)
      if (share !== undefined && share > NO_UNICODE_SHARE) noUnicode.push(file)
    }
    console.log(
      `| ${file} | ${score.f1.toFixed(3)} | ${score.ours} | ${score.reference} | ${showTop(score.missed)} | ${showTop(score.added)} | ${cids || ''} | ${why} |`,
    )
  }
  const good = scores.filter((f) => f >= GOOD_F1).length
  const mean = scores.reduce((s, f) => s + f, 0) / Math.max(scores.length, 1)
  console.log(`skipped (pdftotext prints < ${MIN_CHARS} visible characters or fails): ${skipped.length} files`)
  console.log(`F1 ≥ ${GOOD_F1}: ${good} / ${scores.length} files; mean F1 ${mean.toFixed(3)}`)
  const decodable = scores.length - noUnicode.length
  console.log(
    `without the ${noUnicode.length} files whose fonts map most codes to no Unicode (MuPDF > ${NO_UNICODE_SHARE} U+FFFD; pdftotext prints codes): F1 ≥ ${GOOD_F1}: ${good} / ${decodable} files${noUnicode.length > 0 ? ` (${noUnicode.join(', ')})` : ''}`,
  )
}

async function cidScan(corpus: string): Promise<void> {
  const { folder, files } = pdfFiles(corpus)
  const withCid: string[] = []
  const failed: string[] = []
  console.log('| file | hi_res "(cid:" occurrences | seconds |')
  console.log('|---|---|---|')
  for (const file of files) {
    const result = await partitionInChild(join(folder, file), { strategy: 'hi_res' }, CID_TIMEOUT_S)
    if ('error' in result) {
      failed.push(file)
      console.log(`| ${file} | error: ${result.error} | ${result.seconds.toFixed(1)} |`)
      continue
    }
    const count = textOf(result).split('(cid:').length - 1
    if (count > 0) withCid.push(file)
    console.log(`| ${file} | ${count} | ${result.seconds.toFixed(1)} |`)
  }
  console.log(`hi_res output with "(cid:": ${withCid.length} / ${files.length - failed.length} files read (${failed.length} errors or timeouts)`)
  if (withCid.length > 0) console.log(`files with "(cid:": ${withCid.join(', ')}`)
}

export async function runQualityDecoding(): Promise<void> {
  const corpus = corpusFolder('quality-decoding')
  if (corpus === undefined) return
  if (process.argv.includes('--cid')) await cidScan(corpus)
  else await decodingF1(corpus)
}

if (import.meta.url === `file://${process.argv[1]}`) await runQualityDecoding()
