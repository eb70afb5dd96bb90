/**
 * The native OCR agent ('tesseract-native', node/native-tesseract-agent) against the `tesseract` command
 * alone, on real pages: each page of born-digital PDFs rendered at 200 DPI, read by the agent (PGM through
 * stdin, TSV through stdout, parsed) and by the command on the same image written to a file (same model
 * file, OEM 1, PSM 3, one thread: benchmarks/ocr/native-tesseract.ts), each scored by CER against the page's
 * text layer as corpus-cer.ts scores it, in alternating order. CPU per page: the agent's is this process's
 * CPU during the call plus its tesseract child's (Linux /proc/self/stat cutime + cstime), the command's the
 * tesseract process's. Goal (issue 20): the same CER, CPU within 1.1× of the command.
 *   node --import tsx benchmarks/ocr/native-agent-cer.ts <pdf|dir>... [--pages N] [--max-file-pages 100]
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'
import { createNativeTesseractAgent } from '../../src/node/native-tesseract-agent.js'
import { encodePgm } from '../../src/images/encode-pgm.js'
import { rgbaToGray } from '../../src/images/rgba-to-gray.js'
import { parseTesseractTsv } from '../../src/ocr/parse-tesseract-tsv.js'
import type { OcrLine } from '../../src/ocr/ocr-types.js'
import { partition } from '../../src/partition.js'
import { openPdf } from '../../src/pdf/pdfjs.js'
import { levenshtein } from '../fidelity/levenshtein.js'
import { normalize } from './corpus-cer.js'
import { nativeTesseractInstalled, prepareTessdata, runNativeTesseract } from './native-tesseract.js'

const DPI = 200
const MIN_TRUTH_CHARS = 200
const linesText = (lines: OcrLine[]): string => lines.map((l) => l.words.map((w) => w.text).join(' ')).join(' ')

/** CPU seconds of this process and of its waited-for children (Linux). */
function cpu(): { self: number; children: number } {
  const u = process.cpuUsage()
  // /proc/self/stat: fields after the command's closing parenthesis; cutime and cstime are the 14th and 15th.
  const stat = readFileSync('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { self: (u.user + u.system) / 1e6, children: (Number(fields[13]) + Number(fields[14])) / 100 }
}

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

async function main(): Promise<void> {
  const argv = process.argv.slice(2)
  let pages = 2
  let maxFilePages = 100
  const paths: string[] = []
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--pages') pages = Number(argv[++i])
    else if (argv[i] === '--max-file-pages') maxFilePages = Number(argv[++i])
    else paths.push(argv[i]!)
  }
  if (!nativeTesseractInstalled()) throw new Error('tesseract is not installed (apt-get install tesseract-ocr)')
  const dir = mkdtempSync(join(tmpdir(), 'docparts-native-agent-'))
  const tessdata = prepareTessdata(dir)
  const agent = createNativeTesseractAgent()
  const rows: { what: string; chars: number; agent: number; command: number; agentS: number; commandS: number; same: boolean }[] = []
  const seen = new Set<string>()
  try {
    for (const path of pdfFiles(paths)) {
      const file = basename(path)
      if (seen.has(file)) continue
      seen.add(file)
      const bytes = new Uint8Array(readFileSync(path))
      let reader: Awaited<ReturnType<typeof openPdf>>
      let elements: Awaited<ReturnType<typeof partition>>
      try {
        reader = await openPdf(bytes, { decodeImages: true })
        elements = await partition(bytes, { strategy: 'fast' })
      } catch {
        continue
      }
      try {
        if (reader.numPages > maxFilePages) continue
        for (let page = 1; page <= Math.min(pages, reader.numPages); page++) {
          const truth = normalize(
            elements
              .filter((e) => e.metadata.page_number === page)
              .map((e) => e.text)
              .join(' '),
          )
          if (truth.length < MIN_TRUTH_CHARS) continue
          const drawings = (await reader.readPage(page)).drawings
          if (drawings !== undefined && drawings.invisibleTextOps * 2 > drawings.textOps) continue
          const rendered = await reader.renderPage(page, DPI / 72)
          const image = rgbaToGray(rendered.rgba, rendered.width, rendered.height)
          const pgm = join(dir, 'page.pgm')
          writeFileSync(pgm, encodePgm(image))
          const order = rows.length % 2 === 0 ? ['agent', 'command'] : ['command', 'agent']
          let agentLines: OcrLine[] = []
          let agentS = 0
          let commandTsv = ''
          let commandS = 0
          for (const which of order) {
            if (which === 'agent') {
              const before = cpu()
              agentLines = await agent.recognize(image, 'eng', DPI)
              const after = cpu()
              agentS = after.self - before.self + (after.children - before.children)
            } else {
              const run = runNativeTesseract(pgm, tessdata, DPI)
              commandTsv = run.tsv
              commandS = run.cpu
            }
          }
          const agentText = normalize(linesText(agentLines))
          const commandText = normalize(linesText(parseTesseractTsv(commandTsv)))
          const row = {
            what: `${file} p${page}`,
            chars: truth.length,
            agent: levenshtein(agentText, truth),
            command: levenshtein(commandText, truth),
            agentS,
            commandS,
            same: agentText === commandText,
          }
          rows.push(row)
          console.error(
            `${row.what}: CER agent ${((100 * row.agent) / row.chars).toFixed(2)}% command ${((100 * row.command) / row.chars).toFixed(2)}%, ${agentS.toFixed(2)} / ${commandS.toFixed(2)} s CPU`,
          )
        }
      } finally {
        await reader.close()
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  const pct = (d: number, c: number): string => ((100 * d) / c).toFixed(2)
  console.log(
    `${rows.length} pages at ${DPI} DPI (first ${pages} of each PDF); agent: 'tesseract-native' recognize (stdin/stdout); command: tesseract on the PGM file; s = CPU seconds per page`,
  )
  console.log('| page | truth chars | agent CER % | command CER % | same text | agent s | command s | agent/command |')
  console.log('|---|---:|---:|---:|---|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.what} | ${r.chars} | ${pct(r.agent, r.chars)} | ${pct(r.command, r.chars)} | ${r.same ? 'yes' : 'NO'} | ${r.agentS.toFixed(2)} | ${r.commandS.toFixed(2)} | ${(r.agentS / r.commandS).toFixed(2)}× |`,
    )
  const sum = (f: (r: (typeof rows)[number]) => number): number => rows.reduce((s, r) => s + f(r), 0)
  const chars = sum((r) => r.chars)
  console.log(
    `| **TOTAL** | ${chars} | ${pct(
      sum((r) => r.agent),
      chars,
    )} | ${pct(
      sum((r) => r.command),
      chars,
    )} | ${rows.filter((r) => r.same).length}/${rows.length} | ${(sum((r) => r.agentS) / rows.length).toFixed(2)} | ${(sum((r) => r.commandS) / rows.length).toFixed(2)} | ${(sum((r) => r.agentS) / sum((r) => r.commandS)).toFixed(2)}× |`,
  )
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
