/**
 * @module scripts/hostile/partition-one
 * The harness's child process: partitions one file as `docparts partition FILE` does (the built package,
 * `--strategy fast` for PDFs, defaults otherwise) and prints one JSON line: elements and warnings, or the
 * error's class, message and the CLI exit code it maps to, and the process's peak RSS.
 * Plain JavaScript run by plain Node, as bin/docparts.js runs: under tsx, tsconfig's "paths" would send the
 * built package's `#platform/*` imports to the sources, whose error classes are not the built ones.
 * Usage: node scripts/hostile/partition-one.mjs FILE
 */
import { readFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'

const file = process.argv[2]
// the built package, as the CLI runs it (npm test builds it first)
const { partition } = await import('../../dist/index.js')
const { exitCodeFor } = await import('../../dist/batch/exit-code.js')

/** @type {string[]} */
const warnings = []
/** @type {Record<string, unknown>} */
let report
try {
  const bytes = await readFile(file)
  const strategy = extname(file).toLowerCase() === '.pdf' ? 'fast' : undefined
  const elements = await partition(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
    filename: basename(file),
    ...(strategy === undefined ? {} : { strategy }),
    onWarning: (w) => void warnings.push(w.message),
  })
  report = { elements: elements.length, warnings }
} catch (error) {
  const e = /** @type {Error} */ (error)
  report = { error: { name: e?.name ?? 'Error', message: String(e?.message ?? error).slice(0, 300) }, exitCode: exitCodeFor(error), warnings }
}
report.rssKB = process.resourceUsage().maxRSS
process.stdout.write(`${JSON.stringify(report)}\n`)
process.exit(0)
