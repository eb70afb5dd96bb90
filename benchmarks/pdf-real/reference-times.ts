/**
 * Runs reference_times.py (PyMuPDF blocks and pdfminer.six, CPU seconds per file) with Debian's python3
 * and returns its rows by file; a missing interpreter or module is one message instead.
 */
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const PYTHON = '/usr/bin/python3'
const SCRIPT = fileURLToPath(new URL('./reference_times.py', import.meta.url))

export interface ReferenceRow {
  file: string
  pages: number | null
  bornDigital: boolean
  /** Every page has words but most characters decode to nothing (U+FFFD, private use, control codes): hi_res must OCR it. */
  undecodable: boolean
  /** PyMuPDF page.get_text("blocks") over every page, CPU seconds (warm mean). */
  fitz: number | null
  /** pdfminer.six extract_pages, CPU seconds (one run); null when not measured or failed. */
  pdfminer: number | null
  fitzError?: string
  pdfminerError?: string
}

export function referenceTimes(files: string[], settings: { fitzRuns: number; pdfminer: boolean }): Map<string, ReferenceRow> | string {
  const result = spawnSync(PYTHON, [SCRIPT, JSON.stringify(settings), ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (result.error !== undefined) return `references skipped (${PYTHON}: ${result.error.message})`
  if (result.status !== 0)
    return `references skipped (PyMuPDF or pdfminer.six missing for ${PYTHON}: ${result.stderr.trim().split('\n').pop()}; apt-get install python3-fitz python3-pdfminer)`
  const rows = new Map<string, ReferenceRow>()
  for (const line of result.stdout.trim().split('\n')) {
    if (line === '') continue
    const row = JSON.parse(line) as ReferenceRow
    rows.set(row.file, row)
  }
  return rows
}
