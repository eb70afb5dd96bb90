/**
 * @module ocr/tesseract
 * The ONLY importer of tesseract.js (loaded lazily). One tesseract worker (a worker thread in Node, a web
 * worker in browsers) with its languages loaded. In Node the WASM core comes from the installed
 * tesseract.js-core package; in a browser the worker script and core come from the asset folder
 * (assets/asset-locations: the `assets` option, else `docparts-assets/` beside the page; checked before the
 * worker starts, so a missing file is an UnsupportedOptionError naming the option). The language data comes
 * from ocr/language-data. Nothing is fetched from a CDN and nothing is cached to disk (`cacheMethod: 'none'`: tesseract.js would otherwise write
 * `<lang>.traineddata` into the working directory). LSTM engine only, page segmentation mode 3 (automatic,
 * tesseract's default, as upstream's pytesseract calls use), or 6 (one block) when the caller asks for the
 * `block` layout (a table's crop, ocr/ocr-types). Results are read as TSV: the cheapest output
 * that carries word boxes and confidences.
 *
 * Speed (benchmarks/ocr.bench.ts, a 1700×2200 text page): with OEM 1 tesseract.js loads an "-lstm" core,
 * the SIMD one on Node 20 (relaxed SIMD needs V8 ≥ 11.4; forced on with --experimental-wasm-relaxed-simd it
 * measured the same CPU, within noise, as SIMD and as the plain build). ~90% of a page's CPU is LSTM
 * recognition inside the WASM (layout analysis alone: ~0.35 s of ~3 s), so neither the image transfer (raw
 * PGM, see images/encode-pgm), cropping blank margins, nor tessedit_do_invert / table finding changed
 * the time; native tesseract's AVX2 int8 kernels stay ~1.4× faster on the same model file.
 */
import type { OcrLayout, OcrLine } from './ocr-types.js'
import type { GrayImage } from '../images/gray-image.js'
import { encodePgm } from '../images/encode-pgm.js'
import { languageFolder } from './language-data.js'
import { assetLocations, checkOcrAssets, tesseractWorkerOptions } from '#platform/asset-locations'
import type { AssetLocations } from '../assets/asset-locations.js'
import { parseTesseractTsv } from './parse-tesseract-tsv.js'

type TesseractModule = typeof import('tesseract.js')

let tesseractModule: Promise<TesseractModule> | undefined

function loadTesseract(): Promise<TesseractModule> {
  tesseractModule ??= import('tesseract.js').then((m) => ((m as { default?: TesseractModule }).default ?? m) as TesseractModule)
  return tesseractModule
}

let workerPath: string | undefined

/**
 * The script tesseract.js starts its worker threads with (Node only; undefined: tesseract.js's own).
 * docparts/node installs one that keeps the engine's diagnostics off stderr (node/tesseract-worker).
 */
export function setTesseractWorkerPath(path: string | undefined): void {
  workerPath = path
}

/** A started tesseract worker for one language set ("eng", "eng+kor"). */
export interface TesseractWorker {
  languages: string
  recognize(image: GrayImage, dpi: number, layout?: OcrLayout): Promise<OcrLine[]>
  terminate(): Promise<void>
}

/** Starts a worker and loads `languages` (tesseract codes joined with "+"), its files from `assets`. */
export async function startTesseractWorker(languages: string, assets: AssetLocations = assetLocations(undefined)): Promise<TesseractWorker> {
  const codes = languages.split('+')
  const langPath = await languageFolder(codes, assets)
  await checkOcrAssets(assets, codes)
  const tesseract = await loadTesseract()
  const worker = await tesseract.createWorker(languages, tesseract.OEM.LSTM_ONLY, {
    ...tesseractWorkerOptions(assets),
    langPath,
    gzip: true,
    cacheMethod: 'none',
    ...(workerPath !== undefined ? { workerPath } : {}),
    // tesseract.js logs worker errors to the console by default; they reach the caller as rejections instead.
    errorHandler: () => undefined,
  })
  // tesseract.js defaults to PSM 6 (one uniform block), which reads across columns; 3 is tesseract's own default.
  // tesseract's own diagnostics ("Detected 60 diacritics", …) would go to the process's stderr, in the
  // middle of a CLI's output or a server's log: debug_file sends them to the WASM file system's /dev/null.
  await worker.setParameters({ tessedit_pageseg_mode: tesseract.PSM.AUTO, debug_file: '/dev/null' })
  let dpiSet = 0
  let layoutSet: OcrLayout = 'auto'
  return {
    languages,
    async recognize(image: GrayImage, dpi: number, layout: OcrLayout = 'auto'): Promise<OcrLine[]> {
      if (dpi !== dpiSet) {
        await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) })
        dpiSet = dpi
      }
      if (layout !== layoutSet) {
        await worker.setParameters({ tessedit_pageseg_mode: layout === 'block' ? tesseract.PSM.SINGLE_BLOCK : tesseract.PSM.AUTO })
        layoutSet = layout
      }
      const result = await worker.recognize(encodePgm(image) as never, {}, { text: false, tsv: true })
      return parseTesseractTsv(result.data.tsv ?? '')
    },
    async terminate(): Promise<void> {
      await worker.terminate()
    },
  }
}
