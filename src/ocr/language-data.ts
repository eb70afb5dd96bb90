/**
 * @module ocr/language-data
 * Where tesseract's trained data comes from, never a CDN: the `assets` option's `lang/` folder, else the
 * platform's default (assets/asset-locations): in Node the installed npm packages `@tesseract.js-data/<code>`
 * (LSTM "best_int" models, gzip; a language whose package is not installed is an UnsupportedOptionError
 * naming the package to install), in a browser `docparts-assets/lang/` beside the page.
 *
 * Several languages from different packages ("eng+kor") must sit in one folder for tesseract.js: the Node
 * entry (`docparts/node`) installs a helper that links them into a temporary folder
 * (`setLanguageFolderJoiner`); without it (a browser, or the core entry alone) one language per call works.
 */
import { assetLocations } from '#platform/asset-locations'
import type { AssetLocations } from '../assets/asset-locations.js'
import { UnsupportedOptionError } from '../errors.js'

/** The folder (a path in Node, a URL elsewhere) that holds `<code>.traineddata.gz` by default (no `assets` option). */
export function languageDataFolder(code: string): string {
  return assetLocations(undefined).languageFolder(code)
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
export async function languageFolder(codes: readonly string[], assets: AssetLocations = assetLocations(undefined)): Promise<string> {
  const folders = codes.map((code) => assets.languageFolder(code))
  const distinct = new Set(folders)
  if (distinct.size <= 1) return folders[0] ?? assets.languageFolder('eng')
  const join = joiner
  if (join === undefined) {
    throw new UnsupportedOptionError(
      `OCR with several languages (${codes.join('+')}) from different data packages needs file access: import partition from 'docparts/node' (it installs the file helper) or pass one language.`,
    )
  }
  return join(codes.map((code, i) => ({ code, path: `${folders[i]}/${code}.traineddata.gz` })))
}
