/**
 * @module platform-adapters/asset-locations.node
 * Node's asset locations (package.json `imports` "#platform/asset-locations", condition `node`): without the
 * `assets` option, the installed packages themselves, found with `import.meta.resolve` (pdfjs-dist's folders,
 * @tesseract.js-data/<code>); tesseract.js's Node worker loads its core from tesseract.js-core on its own.
 * A file that is not there is an UnsupportedOptionError naming the `assets` option or the package to install.
 */
import { access, readFile } from 'node:fs/promises'
import { ASSET_PROBES, assetsUnder } from '../assets/asset-locations.js'
import type { AssetLocations } from '../assets/asset-locations.js'
import { UnsupportedOptionError } from '../errors.js'

/** `file:` URL → filesystem path (POSIX and Windows drive letters); other strings unchanged. */
function toPath(location: string): string {
  if (!location.startsWith('file:')) return location
  const path = decodeURIComponent(new URL(location).pathname)
  return /^\/[A-Za-z]:\//.test(path) ? path.slice(1) : path
}

/** Folder of the model files inside a data package (tesseract.js's default for LSTM-only recognition). */
const MODEL_FOLDER = '4.0.0_best_int'

/** The folder of @tesseract.js-data/<code> that holds `<code>.traineddata.gz`. */
function installedLanguageFolder(code: string): string {
  let packageJson: string
  try {
    packageJson = import.meta.resolve(`@tesseract.js-data/${code}/package.json`)
  } catch (error) {
    throw new UnsupportedOptionError(`OCR language '${code}' is not installed. Install its data package: npm install @tesseract.js-data/${code}`, {
      cause: error,
    })
  }
  return toPath(new URL(`${MODEL_FOLDER}/`, packageJson).href).replace(/\/$/, '')
}

/** The installed packages' assets. */
function installedAssets(): AssetLocations {
  const pdfjs = new URL('.', import.meta.resolve('pdfjs-dist/package.json'))
  return {
    pdfjs: {
      standardFontDataUrl: toPath(new URL('standard_fonts/', pdfjs).href),
      cMapUrl: toPath(new URL('cmaps/', pdfjs).href),
      wasmUrl: toPath(new URL('wasm/', pdfjs).href),
    },
    // tesseract.js's Node worker requires tesseract.js-core itself: these two are not read in Node.
    tesseractWorker: '',
    tesseractCore: '',
    languageFolder: installedLanguageFolder,
    fromOption: false,
    base: 'the installed packages',
  }
}

let installed: AssetLocations | undefined

/** The `assets` option's folder (a path or a `file:` URL), else the installed packages. */
export function assetLocations(option: string | URL | undefined): AssetLocations {
  if (option === undefined) return (installed ??= installedAssets())
  return assetsUnder(toPath(String(option)), true)
}

const checked = new Map<string, Promise<void>>()

async function checkFile(path: string, what: string, locations: AssetLocations): Promise<void> {
  try {
    await access(path)
  } catch (cause) {
    throw new UnsupportedOptionError(
      `${what} is missing: ${path} does not exist. The option 'assets' names ${locations.base}; fill it with copyBrowserAssets(folder) from docparts/node, or leave 'assets' out to use the installed packages.`,
      { cause },
    )
  }
}

/** Checks, once per folder, that the pdf.js folders of an `assets` option exist (installed packages are not checked). */
export function checkPdfAssets(locations: AssetLocations): Promise<void> {
  if (!locations.fromOption) return Promise.resolve()
  let done = checked.get(locations.base)
  if (done === undefined) {
    const base = locations.base.endsWith('/') ? locations.base : `${locations.base}/`
    done = Promise.all([
      checkFile(base + ASSET_PROBES.cMaps, "pdf.js's CMaps", locations),
      checkFile(base + ASSET_PROBES.standardFonts, "pdf.js's standard fonts", locations),
      checkFile(base + ASSET_PROBES.wasm, "pdf.js's WASM decoders", locations),
    ]).then(() => undefined)
    checked.set(locations.base, done)
    done.catch(() => checked.delete(locations.base))
  }
  return done
}

/** Checks that the OCR language files exist (in Node the worker and core come from the installed packages). */
export async function checkOcrAssets(locations: AssetLocations, codes: readonly string[]): Promise<void> {
  if (!locations.fromOption) return
  await Promise.all(
    codes.map((code) => checkFile(`${locations.languageFolder(code)}/${code}.traineddata.gz`, `OCR language data for '${code}'`, locations)),
  )
}

/** Extra tesseract.js `createWorker` options: none in Node (its worker script and core come from the packages). */
export function tesseractWorkerOptions(_locations: AssetLocations): Record<string, unknown> {
  return {}
}

/** The bytes of an asset file (a path or a `file:` URL), e.g. one of pdf.js's CMaps for our own PDF reader. */
export async function readAssetBytes(location: string): Promise<Uint8Array> {
  return new Uint8Array(await readFile(toPath(location)))
}
