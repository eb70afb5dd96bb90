import net from 'node:net'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { partition, disposeOcrPool } from '../../src/node.js'
import { SCAN_LINES, scanPng, textPdf, words } from './scan-fixture.js'
import { languageDataFolder } from '../../src/ocr/language-data.js'
import { UnsupportedOptionError } from '../../src/errors.js'
import type { VlmProvider } from '../../src/options/vlm-types.js'

const LINES = SCAN_LINES

let pdf: Uint8Array
let png: Uint8Array
const networkAttempts: string[] = []

beforeAll(async () => {
  pdf = await textPdf()
  png = await scanPng(pdf)
  // Any network use in this process fails the test (see 'no network' below).
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    networkAttempts.push(`fetch ${String(url)}`)
    throw new Error('network disabled in tests')
  })
  vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
    networkAttempts.push(`socket ${JSON.stringify(args[0])}`)
    throw new Error('network disabled in tests')
  })
}, 60_000)

afterAll(async () => {
  vi.restoreAllMocks()
  await disposeOcrPool()
})

describe('partition PDFs and images with OCR', () => {
  test('ocr_only reads the rendered page: every word of the page comes back, in PixelSpace of a 200-DPI render', async () => {
    const elements = await partition(pdf, { strategy: 'ocr_only', coordinates: true })
    const found = words(elements.map((e) => e.text).join(' '))
    for (const word of words(LINES.join(' '))) expect(found).toContain(word)
    expect(elements[0]!.metadata.coordinates?.layout_width).toBe(Math.ceil(612 * (200 / 72)))
  }, 120_000)

  test('hi_res keeps a trustworthy text layer (exact text, no OCR errors) in pixel coordinates', async () => {
    const elements = await partition(pdf, { strategy: 'hi_res', coordinates: true })
    expect(elements.map((e) => e.text)).toEqual(LINES)
    expect(elements[0]!.type).toBe('Title')
    expect(elements[0]!.metadata.coordinates?.system).toBe('PixelSpace')
  }, 60_000)

  test('a PNG scan is OCRed by default (hi_res) and gives the page text', async () => {
    const elements = await partition(png, { filename: 'scan.png' })
    const found = words(elements.map((e) => e.text).join(' '))
    for (const word of words(LINES.join(' '))) expect(found).toContain(word)
    expect(elements.every((e) => e.metadata.filetype === 'image/png')).toBe(true)
  }, 120_000)

  test('no network access happens during partition: no fetch, no socket, language data from a local folder', () => {
    expect(networkAttempts).toEqual([])
    expect(languageDataFolder('eng')).toMatch(/^(\/|[A-Za-z]:)/)
  })

  test("the fast strategy is refused for images with upstream's message", async () => {
    await expect(partition(png, { strategy: 'fast' })).rejects.toThrow(
      new UnsupportedOptionError('The fast strategy is not available for image files'),
    )
  })

  test('an unknown hi_res model name is "Unknown model type: <name>"', async () => {
    await expect(partition(pdf, { strategy: 'hi_res', hiResModelName: 'invalid_model' })).rejects.toThrow('Unknown model type: invalid_model')
  })

  test('vlm without a provider says how to register one', async () => {
    await expect(partition(pdf, { strategy: 'vlm' })).rejects.toThrow(/vlmProvider/)
  })

  test("vlm hands each page image and the model names to the caller's provider and keeps its regions", async () => {
    const seen: { mimeType: string; provider?: string; model?: string; width: number }[] = []
    const provider: VlmProvider = async (request) => {
      seen.push({ mimeType: request.mimeType, provider: request.provider, model: request.model, width: request.width })
      return [{ type: 'Title', text: 'Seen by the model', bbox: [10, 10, 100, 40] }]
    }
    const elements = await partition(pdf, { strategy: 'vlm', vlmProvider: provider, vlmModelProvider: 'local', vlmModel: 'tiny', coordinates: true })
    expect(seen).toEqual([{ mimeType: 'image/jpeg', provider: 'local', model: 'tiny', width: Math.ceil(612 * (200 / 72)) }])
    expect(elements.map((e) => [e.type, e.text])).toEqual([['Title', 'Seen by the model']])
  })

  test('od_only returns typed regions from the text layer without OCR', async () => {
    const elements = await partition(pdf, { strategy: 'od_only' })
    expect(elements.map((e) => e.text)).toEqual(LINES)
  })

  test('an OCR language whose data package is missing names the package to install', async () => {
    await expect(partition(png, { filename: 'scan.png', languages: ['fra'] })).rejects.toThrow('npm install @tesseract.js-data/fra')
  })
})
