/**
 * Browser parity on real documents: each file partitioned by Node (the sources) and by the built core entry
 * bundled for the browser and run in headless Chromium (the page), with the same options; prints, per file,
 * whether the elements are identical, how many differ, and both times.
 *
 *   npm run build && node --import tsx benchmarks/browser-parity.ts [--strategy S] <file or folder>...
 *
 * PDFs default to strategy fast (hi_res with --strategy hi_res); images are always OCRed (hi_res).
 * Needs Chromium (apt-get install chromium, or CHROMIUM_PATH).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, extname, join } from 'node:path'
import { build } from 'esbuild'
import { copyBrowserAssets } from '../src/node/copy-browser-assets.js'
import { disposeOcrPool } from '../src/ocr/ocr-pool.js'
import { partition } from '../src/partition.js'
import { PAGE_HTML, inPage } from '../test/browser/browser-page.js'
import type { CaseResult } from '../test/browser/browser-page.js'
import { launchChromium } from '../test/browser/chromium.js'
import { startStaticServer } from '../test/browser/static-server.js'

const args = process.argv.slice(2)
const strategyAt = args.indexOf('--strategy')
const pdfStrategy = strategyAt >= 0 ? args.splice(strategyAt, 2)[1]! : 'fast'
const files = args.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .map((name) => join(path, name))
        .filter((p) => statSync(p).isFile())
    : [path],
)
const IMAGES = new Set(['.png', '.jpg', '.jpeg', '.tif', '.tiff', '.bmp', '.gif', '.webp'])

const work = mkdtempSync(join(tmpdir(), 'docparts-parity-'))
try {
  const bundle = await build({
    entryPoints: [new URL('../dist/index.js', import.meta.url).pathname],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    tsconfigRaw: '{}',
  })
  await copyBrowserAssets(join(work, 'docparts-assets'))
  const routes: Record<string, Uint8Array | string> = { '/index.html': PAGE_HTML, '/docparts.js': bundle.outputFiles[0]!.contents }
  files.forEach((file, i) => (routes[`/inputs/${i}`] = new Uint8Array(readFileSync(file))))
  const server = await startStaticServer(routes, { '/docparts-assets/': join(work, 'docparts-assets') })
  const chromium = await launchChromium()
  let identical = 0
  console.log('file | node ms | browser ms | result')
  for (const [i, file] of files.entries()) {
    const ext = extname(file).toLowerCase()
    const options: Record<string, unknown> = { filename: basename(file), ...(ext === '.pdf' ? { strategy: pdfStrategy } : {}) }
    const bytes = routes[`/inputs/${i}`] as Uint8Array
    let t = performance.now()
    const node = await partition(bytes, options).then(
      (elements) => ({ elements: JSON.parse(JSON.stringify(elements)) as unknown[] }),
      (e: Error) => ({ error: { name: e.name, message: e.message } }),
    )
    const nodeMs = performance.now() - t
    t = performance.now()
    const [browser] = await chromium.evaluate<CaseResult[]>(`${server.url}index.html`, inPage([{ url: `/inputs/${i}`, options }]))
    const browserMs = performance.now() - t
    let result: string
    if ('error' in node || browser!.error !== undefined) {
      const a = 'error' in node ? `${node.error.name}: ${node.error.message.slice(0, 100)}` : `${node.elements.length} elements`
      const b =
        browser!.error !== undefined ? `${browser!.error.name}: ${browser!.error.message.slice(0, 100)}` : `${browser!.elements!.length} elements`
      result = a === b ? `same error (${a})` : `node ${a} / browser ${b}`
      if (a === b) identical++
    } else {
      const x = node.elements
      const y = browser!.elements!
      const differing = Math.max(x.length, y.length) - x.filter((e, k) => JSON.stringify(e) === JSON.stringify(y[k])).length
      if (differing === 0) identical++
      result = differing === 0 ? `identical (${x.length} elements)` : `${differing} of ${x.length}/${y.length} elements differ`
    }
    console.log(`${basename(file)}${IMAGES.has(ext) ? ' (OCR)' : ''} | ${nodeMs.toFixed(0)} | ${browserMs.toFixed(0)} | ${result}`)
  }
  console.log(`${identical} of ${files.length} files identical`)
  await chromium.close()
  await server.close()
} finally {
  await disposeOcrPool()
  rmSync(work, { recursive: true, force: true })
}
