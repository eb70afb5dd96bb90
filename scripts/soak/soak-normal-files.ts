/**
 * @module scripts/soak/soak-normal-files
 * The normal half of the soak: documents a user sends every day. Always the repo's own fixtures (Office
 * samples, the README's field report, generated PDFs, a workbook, a deck, Markdown, CSV, e-mail), and,
 * when ../shared/corpus is present, real documents from Unstructured's example and API sample folders
 * (small e-mails, CSV, RTF, DOCX, decks; large HTML, a 872-page DOCX, a 1,225-page text, PDFs, an image).
 * PDFs go with `strategy=fast` except one at the default `hi_res`; every run sends the same fields, so a
 * file's output must be the same as in the quiet run.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bookPdf, columnsPdf } from '../../fixtures/pdf/generate.js'
import { buildPptx, textShape } from '../../fixtures/office/pptx-builder.js'
import { buildXlsx } from '../../fixtures/office/xlsx-builder.js'
import { sampleDoc, sampleDocx, sampleOdt, sampleRtf } from '../../fixtures/office/generate.js'
import { fieldReportPdf } from '../../fixtures/samples/generate.js'
import type { SoakFile } from './soak-file.js'

const REPO = fileURLToPath(new URL('../../', import.meta.url))
const FAST = { strategy: 'fast' } as const

function markdown(): string {
  const sections = Array.from(
    { length: 12 },
    (_, i) =>
      `## Section ${i + 1}\n\nThe gauge at station ${i + 1} read ${(i * 0.37).toFixed(2)} m on Monday, and the crew checked it twice.\n\n- inspect the weir\n- log the level\n`,
  )
  return `# River gauge notes\n\n${sections.join('\n')}`
}

function csv(): string {
  const rows = Array.from({ length: 200 }, (_, i) => `${i + 1},Station ${i % 17},${(i * 1.3).toFixed(1)},${i % 2 === 0 ? 'ok' : 'check'}`)
  return `id,station,level,status\n${rows.join('\n')}\n`
}

function email(): string {
  return [
    'From: Ada Field <ada@example.org>',
    'To: Crew <crew@example.org>',
    'Subject: Gauge readings for the week',
    'Date: Mon, 20 Apr 2026 09:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hello all,',
    '',
    'The readings for the week are in the shared sheet. Station 4 needs a new battery before Friday.',
    '',
    'Ada',
    '',
  ].join('\r\n')
}

/** The repo's own documents (no ../shared needed). */
async function repoFiles(): Promise<SoakFile[]> {
  const text = (value: string): Uint8Array => new TextEncoder().encode(value)
  const workbook = buildXlsx([{ name: 'Levels', cells: { A1: 'Station', B1: 'Level', A2: 'North', B2: 1.25, A3: 'South', B3: 0.75 } }])
  const deck = buildPptx([
    { shapes: [textShape(['Quarterly review'], { placeholder: { type: 'title' } })], notes: 'Speak slowly.' },
    { shapes: [textShape(['Budget approved', 'Two engineers hired'], { placeholder: { idx: 1 } })] },
  ])
  return [
    { name: 'sample.docx', bytes: sampleDocx(), kind: 'normal' },
    { name: 'sample.odt', bytes: sampleOdt(), kind: 'normal' },
    { name: 'sample.rtf', bytes: sampleRtf(), kind: 'normal' },
    { name: 'sample.doc', bytes: sampleDoc(), kind: 'normal' },
    { name: 'levels.xlsx', bytes: workbook, kind: 'normal' },
    { name: 'review.pptx', bytes: deck, kind: 'normal' },
    { name: 'notes.md', bytes: text(markdown()), kind: 'normal' },
    { name: 'levels.csv', bytes: text(csv()), kind: 'normal' },
    { name: 'readings.eml', bytes: text(email()), kind: 'normal' },
    { name: 'field-report.html', bytes: readFileSync(join(REPO, 'fixtures/samples/field-report.html')), kind: 'normal' },
    { name: 'library.xml', bytes: readFileSync(join(REPO, 'fixtures/xml/library.xml')), kind: 'normal' },
    { name: 'field-report.pdf', bytes: await fieldReportPdf(), kind: 'normal', fields: FAST },
    { name: 'field-report-hi-res.pdf', bytes: await fieldReportPdf(), kind: 'normal' },
    { name: 'columns.pdf', bytes: await columnsPdf(), kind: 'normal', fields: FAST },
    { name: 'book-120p.pdf', bytes: await bookPdf(120), kind: 'normal', fields: FAST },
  ]
}

/** Corpus documents by folder, with their fields; only those present are used. */
const CORPUS: readonly [string, Readonly<Record<string, string>>?][] = [
  ['unstructured-example-docs/fake-doc.rtf'],
  ['unstructured-example-docs/fake-email.eml'],
  ['unstructured-example-docs/fake-email-attachment.msg'],
  ['unstructured-example-docs/stanley-cups.csv'],
  ['unstructured-example-docs/fake.docx'],
  ['unstructured-example-docs/handbook-1p.docx'],
  ['unstructured-example-docs/codeblock.md'],
  ['unstructured-example-docs/fake-power-point.pptx'],
  ['unstructured-example-docs/stanley-cups.xlsx'],
  ['unstructured-api-sample-docs/family-day.eml'],
  ['unstructured-api-sample-docs/fake.doc'],
  ['unstructured-api-sample-docs/winter-sports.epub'],
  ['unstructured-example-docs/example-10k.html'],
  ['unstructured-example-docs/handbook-872p.docx'],
  ['unstructured-example-docs/book-war-and-peace-1225p.txt'],
  ['unstructured-api-sample-docs/layout-parser-paper-fast.pdf', FAST],
  ['unstructured-example-docs/pdf/DA-619p.pdf', FAST],
  ['unstructured-api-sample-docs/embedded-images-tables.pdf'],
  ['unstructured-api-sample-docs/english-and-korean.png', { languages: 'eng' }],
]

function corpusFiles(corpus: string): SoakFile[] {
  const files: SoakFile[] = []
  for (const [path, fields] of CORPUS) {
    const full = join(corpus, path)
    if (!existsSync(full)) continue
    files.push({
      name: path.slice(path.lastIndexOf('/') + 1),
      bytes: readFileSync(full),
      kind: 'normal',
      ...(fields === undefined ? {} : { fields }),
    })
  }
  return files
}

/** The normal files: the repo's, plus the corpus's when `corpus` exists. */
export async function soakNormalFiles(corpus: string | undefined): Promise<SoakFile[]> {
  const files = await repoFiles()
  if (corpus !== undefined && existsSync(corpus)) files.push(...corpusFiles(corpus))
  return files
}
