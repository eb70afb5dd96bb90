/**
 * @module ocr/language-data
 * Where tesseract's trained data comes from: the installed npm packages `@tesseract.js-data/<code>`
 * (LSTM "best_int" models, gzip), never a CDN. A language whose package is not installed is an
 * UnsupportedOptionError naming the package to install.
 *
 * Several languages from different packages ("eng+kor") must be handed to tesseract as bytes, which needs
 * a file reader: the Node entry (`docparts/node`) installs one with `setLanguageDataReader`; without it
 * (a browser, or the core entry alone) one language per call works from its package folder.
 */
import { UnsupportedOptionError } from '../errors.js'

/** Folder of the model files inside a data package (tesseract.js's default for LSTM-only recognition). */
const MODEL_FOLDER = '4.0.0_best_int'

/** The folder (a path in Node, a URL elsewhere) that holds `<code>.traineddata.gz`. */
export function languageDataFolder(code: string): string {
  let packageJson: string
  try {
    packageJson = import.meta.resolve(`@tesseract.js-data/${code}/package.json`)
  } catch (error) {
    throw new UnsupportedOptionError(
      `OCR language '${code}' is not installed. Install its data package: npm install @tesseract.js-data/${code}`,
      { cause: error },
    )
  }
  const url = new URL(`${MODEL_FOLDER}/`, packageJson)
  if (url.protocol !== 'file:') return url.href.replace(/\/$/, '')
  const path = decodeURIComponent(url.pathname).replace(/\/$/, '')
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path
}

/** Reads a file's bytes (installed by the Node entry). */
export type LanguageDataReader = (path: string) => Promise<Uint8Array>

let reader: LanguageDataReader | undefined

export function setLanguageDataReader(read: LanguageDataReader | undefined): void {
  reader = read
}

/** Tesseract's language sources for `codes`: one folder, or each model's bytes when they live in several. */
export async function languageSources(codes: readonly string[]): Promise<{ langPath: string } | { data: { code: string; data: Uint8Array }[] }> {
  const folders = codes.map(languageDataFolder)
  const distinct = new Set(folders)
  if (distinct.size <= 1) return { langPath: folders[0] ?? languageDataFolder('eng') }
  const read = reader
  if (read === undefined) {
    throw new UnsupportedOptionError(
      `OCR with several languages (${codes.join('+')}) reads their data packages from disk; import partition from 'docparts/node' (it installs the file reader) or pass one language.`,
    )
  }
  const data = await Promise.all(codes.map(async (code, i) => ({ code, data: await read(`${folders[i]}/${code}.traineddata.gz`) })))
  return { data }
}
