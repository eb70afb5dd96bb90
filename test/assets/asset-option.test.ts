/**
 * The `assets` option in Node: a folder written by copyBrowserAssets serves pdf.js and OCR as the installed
 * packages do; a folder that lacks the files is an UnsupportedOptionError naming the option, before any work.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { UnsupportedOptionError, ValidationError } from '../../src/errors.js'
import { copyBrowserAssets } from '../../src/node/copy-browser-assets.js'
import { disposeOcrPool } from '../../src/ocr/ocr-pool.js'
import { partition } from '../../src/partition.js'
import { scannedPdf } from '../browser/browser-inputs.js'
import { scanPng, textPdf } from '../pdf/scan-fixture.js'

let folder: string
let png: Uint8Array

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'docparts-assets-'))
  await copyBrowserAssets(join(folder, 'assets'))
  png = await scanPng(await textPdf())
}, 120_000)

afterAll(async () => {
  await disposeOcrPool()
  rmSync(folder, { recursive: true, force: true })
})

describe('the assets option in Node', () => {
  test('OCR reads its language data from the folder and gives what the installed packages give', async () => {
    const fromPackages = await partition(png, { filename: 'scan.png' })
    const fromFolder = await partition(png, { filename: 'scan.png', assets: join(folder, 'assets') })

    expect(fromFolder).toEqual(fromPackages)
    expect(fromFolder.map((e) => e.text).join(' ')).toContain('Quarterly Report')
  }, 120_000)

  test('a folder without the OCR files is an UnsupportedOptionError naming the option and the missing file', async () => {
    const empty = join(folder, 'empty')

    const error = await partition(png, { filename: 'scan.png', assets: empty }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UnsupportedOptionError)
    expect((error as Error).message).toContain("The option 'assets' names")
    expect((error as Error).message).toContain(join(empty, 'lang', 'eng.traineddata.gz'))
  })

  test("a folder without pdf.js's files stops a scanned PDF under hi_res before pdf.js renders it", async () => {
    const error = await partition(await scannedPdf(png), {
      filename: 'scan.pdf',
      strategy: 'hi_res',
      assets: `file://${join(folder, 'empty')}/`,
    }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UnsupportedOptionError)
    expect((error as Error).message).toMatch(/pdf\.js's (CMaps|standard fonts|WASM decoders) is missing/)
  })

  test('a value that is neither a string nor a URL is a ValidationError at body.assets', async () => {
    const error = await partition(png, { filename: 'scan.png', assets: 42 as unknown as string }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).detail[0]).toMatchObject({ loc: ['body', 'assets'], type: 'string_type' })
  })
})
