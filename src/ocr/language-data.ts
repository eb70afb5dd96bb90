/**
 * @module ocr/language-data
 * Where tesseract's trained data comes from: the installed npm packages `@tesseract.js-data/<code>`
 * (LSTM "best_int" models, gzip), never a CDN. A language whose package is not installed is an
 * UnsupportedOptionError naming the package to install.
 *
 * Several languages from different packages ("eng+kor") must sit in one folder for tesseract.js: the Node
 * entry (`docparts/node`) installs a helper that links them into a temporary folder
 * (`setLanguageFolderJoiner`); without it (a browser, or the core entry alone) one language per call works.
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

/**
 * Makes one folder that holds every given `<code>.traineddata.gz` (links or copies) and returns its path.
 * tesseract.js reads all languages of a worker from one folder (its `{code, data}` form is broken in 7.0:
 * the init string is built from the data instead of the code).
 */
export type LanguageFolderJoiner = (files: { code: string; path: string }[]) => Promise<string>

let joiner: LanguageFolderJoiner | undefined

export function setLanguageFolderJoiner(join: LanguageFolderJoiner | undefined): void {
  joiner = join
}

/** The one folder tesseract reads `codes` from. */
export async function languageFolder(codes: readonly string[]): Promise<string> {
  const folders = codes.map(languageDataFolder)
  const distinct = new Set(folders)
  if (distinct.size <= 1) return folders[0] ?? languageDataFolder('eng')
  const join = joiner
  if (join === undefined) {
    throw new UnsupportedOptionError(
      `OCR with several languages (${codes.join('+')}) from different data packages needs file access: import partition from 'docparts/node' (it installs the file helper) or pass one language.`,
    )
  }
  return join(codes.map((code, i) => ({ code, path: `${folders[i]}/${code}.traineddata.gz` })))
}
