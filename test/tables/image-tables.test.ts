import { readFileSync } from 'node:fs'
import { afterAll, describe, expect, test } from 'vitest'
import sharp from 'sharp'
import { disposeOcrPool, partition } from '../../src/node.js'
import { openPdf } from '../../src/pdf/pdfjs.js'

const expected = JSON.parse(readFileSync(new URL('../../fixtures/tables/expected.json', import.meta.url), 'utf8')) as Record<
  string,
  { tables: { html: string }[] }[]
>

/** A table fixture's first page as a PNG scan at 200 DPI. */
async function ruledPng(name = 'ruled'): Promise<Uint8Array> {
  const reader = await openPdf(new Uint8Array(readFileSync(new URL(`../../fixtures/tables/${name}.pdf`, import.meta.url))), { decodeImages: true })
  const page = await reader.renderPage(1, 200 / 72)
  await reader.close()
  return new Uint8Array(
    await sharp(page.rgba, { raw: { width: page.width, height: page.height, channels: 4 } })
      .withMetadata({ density: 200 })
      .png()
      .toBuffer(),
  )
}

afterAll(async () => {
  await disposeOcrPool()
})

describe('tables in images', () => {
  test('a scanned ruled table comes back with its grid from the lines on the image and the table OCR agent', async () => {
    const png = await ruledPng()
    const elements = await partition(png, { strategy: 'hi_res' })
    const tables = elements.filter((e) => e.type === 'Table')
    expect(tables.map((t) => t.metadata.text_as_html)).toEqual([expected.ruled![0]!.tables[0]!.html])
    // The paragraphs around it stay text elements.
    expect(
      elements
        .filter((e) => e.type !== 'Table')
        .map((e) => e.text)
        .join(' '),
    ).toContain('duplicate entries')

    const skipped = await partition(png, { strategy: 'hi_res', skipInferTableTypes: ['png'] })
    expect(skipped.some((e) => e.type === 'Table')).toBe(false)
  }, 120_000)

  test('scanned item tables ruled only above and under the header and at the bottom come back with their lone item numbers', async () => {
    // The page's own OCR drops or garbles a column of lone digits; each table's crop is read again as one block.
    const elements = await partition(await ruledPng('items'), { strategy: 'hi_res' })
    const tables = elements.filter((e) => e.type === 'Table')
    // Tesseract reads Helvetica's capital I as a bar; the structure and the numbers are what is tested here.
    expect(tables.map((t) => t.metadata.text_as_html?.replaceAll('|', 'I'))).toEqual(expected.items![0]!.tables.map((t) => t.html))
    expect(
      elements
        .filter((e) => e.type !== 'Table')
        .map((e) => e.text)
        .join(' '),
    ).toContain('The pretest phase assessed')
  }, 120_000)
})
