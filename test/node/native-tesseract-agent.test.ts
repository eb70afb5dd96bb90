import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UnsupportedOptionError } from '../../src/errors.js'
import { createNativeTesseractAgent } from '../../src/node/native-tesseract-agent.js'
import { installNodeOcr } from '../../src/node/ocr-node-helpers.js'
import type { GrayImage } from '../../src/images/gray-image.js'
import { partition } from '../../src/partition.js'
import { SCAN_LINES, scanPng, textPdf, words } from '../pdf/scan-fixture.js'

installNodeOcr()

// The tesseract program is installed wherever the tests run (.ci/run: apt-get install tesseract-ocr).
let png: Uint8Array
let gray: GrayImage

beforeAll(async () => {
  png = await scanPng(await textPdf())
  const { data, info } = await sharp(png).grayscale().raw().toBuffer({ resolveWithObject: true })
  gray = { width: info.width, height: info.height, gray: new Uint8Array(data) }
}, 60_000)

const savedAgent = process.env.OCR_AGENT
const savedPath = process.env.PATH
afterAll(() => {
  if (savedAgent === undefined) delete process.env.OCR_AGENT
  else process.env.OCR_AGENT = savedAgent
  process.env.PATH = savedPath
})

const allWords = SCAN_LINES.flatMap(words)

describe('the native tesseract agent', () => {
  it('reads the lines of a scanned page with word boxes and confidences', async () => {
    const lines = await createNativeTesseractAgent().recognize(gray, 'eng', 200)

    expect(lines.flatMap((l) => l.words.map((w) => w.text)).flatMap(words)).toEqual(allWords)
    const first = lines[0]!.words[0]!
    expect(first.x1).toBeGreaterThan(first.x0)
    expect(first.y1).toBeGreaterThan(first.y0)
    expect(first.confidence).toBeGreaterThan(50)
  }, 60_000)

  it('names the program when it is not installed', async () => {
    const agent = createNativeTesseractAgent({ program: '/nonexistent/bin/tesseract' })

    const attempt = agent.recognize(gray, 'eng', 200)

    await expect(attempt).rejects.toThrow(UnsupportedOptionError)
    await expect(agent.recognize(gray, 'eng', 200)).rejects.toThrow(
      /'tesseract-native'.*tesseract program.*'\/nonexistent\/bin\/tesseract'.*apt-get install tesseract-ocr/,
    )
  })

  it('stops the program when the signal aborts', async () => {
    const controller = new AbortController()
    const reading = createNativeTesseractAgent().recognize(gray, 'eng', 200, controller.signal)
    controller.abort(new Error('stop'))

    await expect(reading).rejects.toThrow('stop')
  })

  it('reads pages when OCR_AGENT names it, as Unstructured selects agents, and the page text is the same as with the ocrAgent option', async () => {
    process.env.OCR_AGENT = 'tesseract-native'
    const byEnvironment = await partition(png, { strategy: 'hi_res', filename: 'scan.png' })
    delete process.env.OCR_AGENT
    const byOption = await partition(png, { strategy: 'hi_res', filename: 'scan.png', ocrAgent: 'tesseract-native' })

    expect(
      byEnvironment
        .map((e) => e.text)
        .join(' ')
        .split(/\s+/)
        .flatMap(words),
    ).toEqual(allWords)
    expect(byOption.map((e) => e.text)).toEqual(byEnvironment.map((e) => e.text))
  }, 60_000)

  it('is really the program that OCR_AGENT selects: without tesseract on PATH the page fails naming it', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'docparts-no-tesseract-'))
    process.env.PATH = empty
    process.env.OCR_AGENT = 'tesseract-native'
    try {
      await expect(partition(png, { strategy: 'hi_res', filename: 'scan.png' })).rejects.toThrow(/tesseract program, which was not found/)
    } finally {
      process.env.PATH = savedPath
      delete process.env.OCR_AGENT
      rmSync(empty, { recursive: true, force: true })
    }
  }, 60_000)
})
