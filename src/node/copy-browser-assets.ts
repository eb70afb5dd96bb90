/**
 * @module node/copy-browser-assets
 * Writes the folder a browser build of docparts reads its data files from (the `assets` option, default
 * `docparts-assets/` beside the page), laid out as assets/asset-locations' ASSET_LAYOUT, from the installed
 * packages: pdfjs-dist's cmaps, standard_fonts and wasm; tesseract.js's browser worker; tesseract.js-core's
 * SIMD LSTM core; `<code>.traineddata.gz` of each language from @tesseract.js-data/<code>. Serve the folder
 * from the page's origin; nothing else is fetched.
 */
import { cp, mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ASSET_LAYOUT } from '../assets/asset-locations.js'
import { languageDataFolder } from '../ocr/language-data.js'

export interface CopyBrowserAssetsOptions {
  /** OCR languages (tesseract codes) whose data to copy; each needs its @tesseract.js-data package. Default ['eng']. */
  languages?: readonly string[]
}

const packageFolder = (name: string): string => dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)))

/** Copies docparts' browser assets into `folder` (created if needed); returns the files' folder. */
export async function copyBrowserAssets(folder: string, options: CopyBrowserAssetsOptions = {}): Promise<string> {
  const pdfjs = packageFolder('pdfjs-dist')
  const copies: [string, string][] = [
    [join(pdfjs, 'cmaps'), ASSET_LAYOUT.cMaps],
    [join(pdfjs, 'standard_fonts'), ASSET_LAYOUT.standardFonts],
    [join(pdfjs, 'wasm'), ASSET_LAYOUT.wasm],
    [join(packageFolder('tesseract.js'), 'dist', 'worker.min.js'), ASSET_LAYOUT.tesseractWorker],
    [
      join(packageFolder('tesseract.js-core'), ASSET_LAYOUT.tesseractCore.slice(ASSET_LAYOUT.tesseractCore.lastIndexOf('/') + 1)),
      ASSET_LAYOUT.tesseractCore,
    ],
  ]
  for (const code of options.languages ?? ['eng']) {
    copies.push([join(languageDataFolder(code), `${code}.traineddata.gz`), `${ASSET_LAYOUT.languages}${code}.traineddata.gz`])
  }
  for (const [from, to] of copies) {
    const target = join(folder, to)
    await mkdir(dirname(target), { recursive: true })
    await cp(from, target, { recursive: true })
  }
  return folder
}
