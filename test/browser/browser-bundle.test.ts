/**
 * The core entry as a browser application gets it: dist/index.js (what `docparts` resolves to) bundled by
 * esbuild for the browser with no externals, stubs or plugins, served from 127.0.0.1 with the asset folder
 * copyBrowserAssets writes, and run in headless Chromium — in the page and in a module Web Worker. Each
 * input gives the same elements as Node's partition() of the same bytes. `npm test` builds dist first.
 */
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { copyBrowserAssets } from '../../src/node/copy-browser-assets.js'
import { disposeOcrPool } from '../../src/ocr/ocr-pool.js'
import { partition } from '../../src/partition.js'
import { browserInputs } from './browser-inputs.js'
import type { BrowserInput } from './browser-inputs.js'
import { PAGE_HTML, WORKER_JS, inPage, inWorker } from './browser-page.js'
import type { CaseResult } from './browser-page.js'
import { launchChromium } from './chromium.js'
import type { Chromium } from './chromium.js'
import { startStaticServer } from './static-server.js'
import type { StaticServer } from './static-server.js'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const ENTRY = join(ROOT, 'dist', 'index.js')

/** The newest modification time of the .ts files under src/ (dist must be at least as new). */
function newestSource(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.ts'))
      .map((e) => statSync(join(e.parentPath, e.name)).mtimeMs),
  )
}

let work: string
let server: StaticServer
let chromium: Chromium
let inputs: BrowserInput[]
let inNode: Record<string, unknown>[][]

beforeAll(async () => {
  if (statSync(ENTRY, { throwIfNoEntry: false }) === undefined)
    throw new Error('dist/ is missing: run `npm run build` (npm test does) before this test.')
  if (statSync(ENTRY).mtimeMs < newestSource(join(ROOT, 'src')) - 1000)
    console.warn('browser test: dist/ is older than src/ (`npm run build` refreshes it); testing the build as it is.')
  // As an application bundles the package. The repository's tsconfig.json maps #platform/* to the Node
  // sources for tsx; an installed package has no tsconfig, so none is read here (tsconfigRaw) either.
  const bundle = await build({
    entryPoints: [ENTRY],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    logLevel: 'silent',
    tsconfigRaw: '{}',
  })
  work = mkdtempSync(join(tmpdir(), 'docparts-browser-'))
  await copyBrowserAssets(join(work, 'docparts-assets'))
  inputs = await browserInputs()
  inNode = []
  for (const input of inputs) inNode.push(JSON.parse(JSON.stringify(await partition(input.bytes, input.options))) as Record<string, unknown>[])
  await disposeOcrPool()
  server = await startStaticServer(
    {
      '/index.html': PAGE_HTML,
      '/worker.js': WORKER_JS,
      '/docparts.js': bundle.outputFiles[0]!.contents,
      ...Object.fromEntries(inputs.map((input) => [`/inputs/${input.name}`, input.bytes])),
    },
    { '/docparts-assets/': join(work, 'docparts-assets') },
  )
  chromium = await launchChromium()
}, 600_000)

afterAll(async () => {
  await chromium?.close()
  await server?.close()
  if (work !== undefined) rmSync(work, { recursive: true, force: true })
})

const cases = (): { url: string; options: Record<string, unknown> }[] =>
  inputs.map((input) => ({ url: `/inputs/${input.name}`, options: input.options }))

function expectSameAsNode(results: CaseResult[]): void {
  inputs.forEach((input, i) => {
    const result = results[i]!
    expect(result.error, `${input.name}: ${JSON.stringify(result.error)}\n${chromium.log.join('\n')}`).toBeUndefined()
    expect(result.elements!.length, input.name).toBeGreaterThan(0)
    expect(result.elements, input.name).toEqual(inNode[i])
  })
}

describe('the core entry bundled for the browser, in headless Chromium', () => {
  test('HTML, DOCX, a PDF read fast, a scanned PDF read hi_res and an OCRed PNG give the elements Node gives, in the page', async () => {
    const results = await chromium.evaluate<CaseResult[]>(`${server.url}index.html`, inPage(cases()))

    expectSameAsNode(results)
  }, 600_000)

  test('the same bundle gives the same elements in a Web Worker', async () => {
    const results = await chromium.evaluate<CaseResult[]>(`${server.url}index.html`, inWorker(cases()))

    expectSameAsNode(results)
  }, 600_000)

  test("every asset comes from the page's own server, and only from the asset folder", () => {
    const assets = server.requested.filter((path) => path.startsWith('/docparts-assets/'))

    expect(assets).toEqual(
      expect.arrayContaining([
        '/docparts-assets/tesseract/worker.min.js',
        '/docparts-assets/tesseract/tesseract-core-simd-lstm.wasm.js',
        '/docparts-assets/lang/eng.traineddata.gz',
      ]),
    )
    expect(server.requested.filter((path) => !path.startsWith('/docparts-assets/') && !path.startsWith('/inputs/'))).toEqual(
      expect.arrayContaining(['/index.html', '/docparts.js', '/worker.js']),
    )
  })

  test('an asset folder that is not served is an UnsupportedOptionError naming the option assets, for OCR and for rendering', async () => {
    const scan = inputs.find((input) => input.name === 'scan.png')!
    const scannedPdf = inputs.find((input) => input.name === 'scan.pdf')!
    const results = await chromium.evaluate<CaseResult[]>(
      `${server.url}index.html`,
      inPage([
        { url: `/inputs/${scan.name}`, options: { ...scan.options, assets: '/not-served/' } },
        { url: `/inputs/${scannedPdf.name}`, options: { ...scannedPdf.options, assets: '/not-served/' } },
      ]),
    )

    for (const result of results) {
      expect(result.error).toMatchObject({ name: 'UnsupportedOptionError', isTypeError: false })
      expect(result.error!.message).toContain("the option 'assets' names http://127.0.0.1:")
      expect(result.error!.message).toContain('/not-served/')
    }
  }, 120_000)
})
