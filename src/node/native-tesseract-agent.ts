/**
 * @module node/native-tesseract-agent
 * The opt-in OCR agent 'tesseract-native': the `tesseract` program (Debian tesseract-ocr, 4.1 or later)
 * reading each image from stdin (binary PGM) and writing TSV to stdout, parsed as the built-in agent's
 * (ocr/parse-tesseract-tsv), so pages go through the same words-and-layout path. Same engine settings as
 * the built-in tesseract.js agent (LSTM only, page segmentation 3, the image's DPI) and the SAME model files:
 * `<code>.traineddata.gz` of the installed @tesseract.js-data packages, unpacked once into a folder under
 * the system temp directory — so the two agents read alike and differ in speed only (native: ~1.4× less
 * CPU per page). One thread per process (OMP_THREAD_LIMIT=1, as Unstructured sets it), at most the OCR
 * pool's size of processes at once (configureOcrPool). A missing program is an UnsupportedOptionError
 * naming it, raised when the first page is read.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { UnsupportedOptionError } from '../errors.js'
import { encodePgm } from '../images/encode-pgm.js'
import { languageDataFolder } from '../ocr/language-data.js'
import { ocrPoolSize } from '../ocr/ocr-pool.js'
import { parseTesseractTsv } from '../ocr/parse-tesseract-tsv.js'
import type { OcrAgent, OcrLayout, OcrLine } from '../ocr/ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'

export interface NativeTesseractOptions {
  /** The program: a name looked up on PATH or a path. Default 'tesseract'. */
  program?: string
}

/** The folder with `<code>.traineddata` of every language and the `tsv` config, made once per language set. */
const tessdataFolders = new Map<string, string>()

function tessdataFor(languages: string): string {
  const known = tessdataFolders.get(languages)
  if (known !== undefined) return known
  const sources = languages.split('+').map((code) => ({ code, path: join(languageDataFolder(code), `${code}.traineddata.gz`) }))
  // Named after what it holds, so processes share it and a changed data package gets a new folder.
  const id = createHash('sha256')
    .update(sources.map((s) => `${s.path}:${statSync(s.path).size}:${statSync(s.path).mtimeMs}`).join('\n'))
    .digest('hex')
    .slice(0, 16)
  const folder = join(tmpdir(), `docparts-native-tessdata-${id}`)
  mkdirSync(join(folder, 'configs'), { recursive: true })
  // Written under a temporary name and renamed: another process may be unpacking the same file.
  const put = (name: string, bytes: Uint8Array | string): void => {
    const target = join(folder, name)
    if (existsSync(target)) return
    const partial = `${target}.${process.pid}.partial`
    writeFileSync(partial, bytes)
    renameSync(partial, target)
  }
  for (const { code, path } of sources) put(`${code}.traineddata`, gunzipSync(readFileSync(path)))
  // Without the `tsv` config tesseract prints plain text to stdout.
  put('configs/tsv', 'tessedit_create_tsv 1\ntessedit_create_txt 0\n')
  tessdataFolders.set(languages, folder)
  return folder
}

/** At most `ocrPoolSize()` tesseract processes at once, over every native agent of the process. */
let running = 0
const queue: (() => void)[] = []

async function slot(signal: AbortSignal | undefined): Promise<() => void> {
  while (running >= ocrPoolSize()) {
    await new Promise<void>((resolve) => queue.push(resolve))
    signal?.throwIfAborted()
  }
  running++
  return () => {
    running--
    queue.shift()?.()
  }
}

function missingProgram(program: string, cause: unknown): UnsupportedOptionError {
  return new UnsupportedOptionError(
    `OCR agent 'tesseract-native' runs the tesseract program, which was not found ('${program}'). Install it (Debian/Ubuntu: apt-get install tesseract-ocr; macOS: brew install tesseract) or choose the built-in agent: OCR_AGENT=tesseract.`,
    { cause },
  )
}

/** Runs `program` on one image; resolves with its stdout (TSV). */
function runTesseract(
  program: string,
  image: GrayImage,
  languages: string,
  dpi: number,
  signal: AbortSignal | undefined,
  layout: OcrLayout,
): Promise<string> {
  const tessdata = tessdataFor(languages)
  const args = [
    'stdin',
    'stdout',
    '--tessdata-dir',
    tessdata,
    '--dpi',
    String(Math.max(1, Math.round(dpi))),
    '--oem',
    '1',
    '--psm',
    layout === 'block' ? '6' : '3',
    '-l',
    languages,
    'tsv',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env: { ...process.env, OMP_THREAD_LIMIT: '1' }, stdio: ['pipe', 'pipe', 'pipe'] })
    const out: Buffer[] = []
    const err: Buffer[] = []
    let settled = false
    const finish = (error: unknown, tsv?: string): void => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', abort)
      if (error !== undefined) reject(error)
      else resolve(tsv!)
    }
    const abort = (): void => {
      child.kill('SIGKILL')
      finish(signal!.reason)
    }
    if (signal?.aborted === true) return abort()
    signal?.addEventListener('abort', abort, { once: true })
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk))
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk))
    child.on('error', (error: NodeJS.ErrnoException) =>
      finish(error.code === 'ENOENT' || error.code === 'EACCES' ? missingProgram(program, error) : error),
    )
    child.on('close', (code, killedBy) => {
      if (code === 0) return finish(undefined, Buffer.concat(out).toString('utf8'))
      const said = Buffer.concat(err)
        .toString('utf8')
        .trim()
        .split('\n')
        .filter((l) => l.trim() !== '')
        .slice(-3)
        .join(' | ')
      finish(new Error(`tesseract ${killedBy !== null ? `was stopped by ${killedBy}` : `exited with code ${code}`}${said !== '' ? `: ${said}` : ''}`))
    })
    // A process that exits early (bad arguments) closes stdin: its exit code says why, not EPIPE.
    child.stdin.on('error', () => undefined)
    child.stdin.end(encodePgm(image))
  })
}

/** An OCR agent that runs the `tesseract` program for every image. */
export function createNativeTesseractAgent(options: NativeTesseractOptions = {}): OcrAgent {
  const program = options.program ?? 'tesseract'
  return {
    async recognize(image: GrayImage, languages: string, dpi: number, signal?: AbortSignal, layout: OcrLayout = 'auto'): Promise<OcrLine[]> {
      const release = await slot(signal)
      try {
        signal?.throwIfAborted()
        return parseTesseractTsv(await runTesseract(program, image, languages, dpi, signal, layout))
      } finally {
        release()
      }
    },
  }
}
