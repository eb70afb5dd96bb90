/**
 * @module assets/asset-locations
 * Where docparts' run-time data files are: pdf.js's CMaps, standard fonts and WASM decoders, tesseract.js's
 * worker script and WASM core (browsers only: Node loads them from the installed packages), and the OCR
 * language data. Nothing is fetched from a CDN: in Node the defaults are the installed packages; in a
 * browser, the folder `docparts-assets/` beside the page (platform-adapters/asset-locations.*).
 *
 * The library option `assets` names one folder (a URL in a browser, a path or `file:` URL in Node) laid out
 * as ASSET_LAYOUT says; `copyBrowserAssets` (docparts/node) writes that folder from the installed packages.
 */

/** The files under an `assets` folder, relative to it. */
export const ASSET_LAYOUT = {
  /** pdf.js CMaps (`*.bcmap`), from pdfjs-dist/cmaps. */
  cMaps: 'pdfjs/cmaps/',
  /** pdf.js standard font programs, from pdfjs-dist/standard_fonts. */
  standardFonts: 'pdfjs/standard_fonts/',
  /** pdf.js image decoders (openjpeg, jbig2, qcms), from pdfjs-dist/wasm. */
  wasm: 'pdfjs/wasm/',
  /** tesseract.js's browser worker, from tesseract.js/dist/worker.min.js. */
  tesseractWorker: 'tesseract/worker.min.js',
  /**
   * The tesseract WASM core (LSTM engine, SIMD build, WASM embedded), from tesseract.js-core. The same build
   * Node 20 runs, so a browser reads a page exactly as Node does.
   */
  tesseractCore: 'tesseract/tesseract-core-simd-lstm.wasm.js',
  /** OCR language data: `<code>.traineddata.gz` from @tesseract.js-data/<code>/4.0.0_best_int. */
  languages: 'lang/',
} as const

/** One file per folder of ASSET_LAYOUT that every copy has: a request for it says whether the folder is served. */
export const ASSET_PROBES = {
  cMaps: 'pdfjs/cmaps/UniJIS-UTF16-H.bcmap',
  standardFonts: 'pdfjs/standard_fonts/FoxitSerif.pfb',
  wasm: 'pdfjs/wasm/openjpeg.wasm',
} as const

/** Asset locations, each a folder (ending in "/") or file URL, or a path in Node. */
export interface AssetLocations {
  /** pdf.js's three folders. */
  pdfjs: { standardFontDataUrl: string; cMapUrl: string; wasmUrl: string }
  /** tesseract.js's worker script and core (used in browsers only). */
  tesseractWorker: string
  tesseractCore: string
  /** The folder that holds `<code>.traineddata.gz` for the language `code` (no trailing "/"). */
  languageFolder(code: string): string
  /** Whether these are the option's (true) or the platform's defaults (false): errors name the option either way. */
  fromOption: boolean
  /** The `assets` folder itself, for messages. */
  base: string
}

/** `folder` + `relative`, for URLs and POSIX or Windows paths alike. */
function join(folder: string, relative: string): string {
  return folder.endsWith('/') || folder.endsWith('\\') ? folder + relative : `${folder}/${relative}`
}

/** The locations inside one `assets` folder laid out as ASSET_LAYOUT. */
export function assetsUnder(folder: string, fromOption: boolean): AssetLocations {
  return {
    pdfjs: {
      standardFontDataUrl: join(folder, ASSET_LAYOUT.standardFonts),
      cMapUrl: join(folder, ASSET_LAYOUT.cMaps),
      wasmUrl: join(folder, ASSET_LAYOUT.wasm),
    },
    tesseractWorker: join(folder, ASSET_LAYOUT.tesseractWorker),
    tesseractCore: join(folder, ASSET_LAYOUT.tesseractCore),
    languageFolder: () => join(folder, ASSET_LAYOUT.languages).replace(/[\\/]$/, ''),
    fromOption,
    base: folder,
  }
}
