/**
 * The reference tools' text of a PDF, each run as a child with a time limit:
 * - pdfminer.six's own box order: Debian's `/usr/bin/python3` (not a pyenv python without the module)
 *   with `pdfminer.high_level.extract_text(path, page_numbers=[n - 1])`, default LAParams;
 * - poppler's `pdftotext` (default mode, not -layout), for one page (`-f n -l n`) or the whole file;
 * - MuPDF's text of the whole file (Debian python3-fitz), which writes a glyph without Unicode as U+FFFD.
 * A failure or timeout is `{ error }`.
 */
import { execFile } from 'node:child_process'

export const PYTHON = '/usr/bin/python3'
const TIMEOUT_MS = 60_000

export type ReferenceText = { text: string } | { error: string }

function run(command: string, args: string[]): Promise<ReferenceText> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { timeout: TIMEOUT_MS, killSignal: 'SIGKILL', maxBuffer: 256 * 1024 * 1024, env: { ...process.env, PYTHONIOENCODING: 'utf-8' } },
      (error, stdout, stderr) => {
        if (error === null) resolve({ text: stdout })
        else
          resolve({
            error: error.killed ? `timeout after ${TIMEOUT_MS / 1000} s` : (stderr.trim().split('\n').at(-1) ?? error.message).slice(0, 160),
          })
      },
    )
  })
}

const PDFMINER_PAGE = `
import sys
from pdfminer.high_level import extract_text
sys.stdout.write(extract_text(sys.argv[1], page_numbers=[int(sys.argv[2]) - 1]))
`

/** pdfminer.six's text of page `page` (1-based), default LAParams. */
export function pdfminerPageText(path: string, page: number): Promise<ReferenceText> {
  return run(PYTHON, ['-c', PDFMINER_PAGE, path, String(page)])
}

const MUPDF_FILE = `
import sys
import fitz
sys.stdout.write(''.join(page.get_text() for page in fitz.open(sys.argv[1])))
`

/** MuPDF's (PyMuPDF, Debian python3-fitz) text of the whole file; a glyph it cannot decode is U+FFFD. */
export function mupdfText(path: string): Promise<ReferenceText> {
  return run(PYTHON, ['-c', MUPDF_FILE, path])
}

/** pdftotext's text of page `page` (1-based), or of the whole file when `page` is omitted. */
export function pdftotextText(path: string, page?: number): Promise<ReferenceText> {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)]
  return run('pdftotext', ['-q', ...range, path, '-'])
}
