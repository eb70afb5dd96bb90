/**
 * @module platform-adapters/asset-locations.browser
 * Browser asset locations (package.json `imports` "#platform/asset-locations", condition `browser`): the
 * `assets` option's folder, else `docparts-assets/` beside the page (or the worker script), always on the
 * page's own origin — never a CDN. Before pdf.js or tesseract.js first read from a folder, one request per
 * file kind checks that it is served, so a missing asset is an UnsupportedOptionError naming the option
 * instead of a failed fetch deep inside pdf.js or a tesseract worker that never answers.
 */
import { ASSET_PROBES, assetsUnder } from '../assets/asset-locations.js'
import type { AssetLocations } from '../assets/asset-locations.js'
import { UnsupportedOptionError } from '../errors.js'

/** Where a page that sets no `assets` option serves them, relative to the page (or worker script). */
export const DEFAULT_ASSET_FOLDER = 'docparts-assets/'

function pageUrl(): string {
  const href = (globalThis as { location?: { href?: string } }).location?.href
  if (href === undefined) {
    throw new UnsupportedOptionError(
      "This platform has no page location to find docparts' assets beside: set the option 'assets' to the URL of the folder that holds them.",
    )
  }
  return href
}

/** The `assets` option (resolved against the page), else `docparts-assets/` beside the page. */
export function assetLocations(option: string | URL | undefined): AssetLocations {
  const folder = new URL(option === undefined ? DEFAULT_ASSET_FOLDER : String(option), pageUrl()).href
  return assetsUnder(folder.endsWith('/') ? folder : `${folder}/`, option !== undefined)
}

const checked = new Map<string, Promise<void>>()

function missing(url: string, what: string, status: string, locations: AssetLocations, cause?: unknown): UnsupportedOptionError {
  const where = locations.fromOption
    ? `the option 'assets' names ${locations.base}`
    : `the option 'assets' is not set, so they are looked for in ${locations.base}`
  return new UnsupportedOptionError(
    `${what} is not served: ${url} answered ${status}; ${where}. Serve docparts' asset folder there (copyBrowserAssets(folder) from docparts/node writes it) or set 'assets' to where it is served.`,
    cause === undefined ? undefined : { cause },
  )
}

/** Checks once per URL that it is served (a HEAD request: the files themselves are fetched later, once). */
function checkServed(url: string, what: string, locations: AssetLocations): Promise<void> {
  let done = checked.get(url)
  if (done === undefined) {
    done = fetch(url, { method: 'HEAD' }).then(
      (response) => {
        if (!response.ok) throw missing(url, what, `HTTP ${response.status}`, locations)
      },
      (error: unknown) => {
        throw missing(url, what, `with a network error (${(error as Error)?.message ?? String(error)})`, locations, error)
      },
    )
    checked.set(url, done)
    done.catch(() => checked.delete(url))
  }
  return done
}

/** Checks that pdf.js's CMaps, standard fonts and WASM decoders are served. */
export async function checkPdfAssets(locations: AssetLocations): Promise<void> {
  const base = locations.base
  await Promise.all([
    checkServed(base + ASSET_PROBES.cMaps, "pdf.js's CMaps", locations),
    checkServed(base + ASSET_PROBES.standardFonts, "pdf.js's standard fonts", locations),
    checkServed(base + ASSET_PROBES.wasm, "pdf.js's WASM decoders", locations),
  ])
}

/** Checks that tesseract's worker, core and the language files of `codes` are served. */
export async function checkOcrAssets(locations: AssetLocations, codes: readonly string[]): Promise<void> {
  await Promise.all([
    checkServed(locations.tesseractWorker, "tesseract.js's worker script", locations),
    checkServed(locations.tesseractCore, "tesseract.js's WASM core", locations),
    ...codes.map((code) => checkServed(`${locations.languageFolder(code)}/${code}.traineddata.gz`, `OCR language data for '${code}'`, locations)),
  ])
}

/** tesseract.js `createWorker` options that keep it on these locations (its defaults are a CDN). */
export function tesseractWorkerOptions(locations: AssetLocations): Record<string, unknown> {
  return { workerPath: locations.tesseractWorker, corePath: locations.tesseractCore, workerBlobURL: false }
}

/** The bytes of an asset file (a URL), e.g. one of pdf.js's CMaps for our own PDF reader. */
export async function readAssetBytes(location: string): Promise<Uint8Array> {
  const response = await fetch(location)
  if (!response.ok) throw new Error(`${location} answered HTTP ${response.status}.`)
  return new Uint8Array(await response.arrayBuffer())
}
