import { readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import { partition } from '../../src/index.js'
import { recognizeTables, tableParts } from '../../src/tables/detect-tables.js'
import type { Segment, TableWord } from '../../src/tables/types.js'
import type { Element } from '../../src/elements/types.js'
import type { PartitionOptions } from '../../src/index.js'

interface ExpectedPage {
  page: number
  tables: { html: string; text: string }[]
  prose: string[]
}

const expected = JSON.parse(readFileSync(new URL('../../fixtures/tables/expected.json', import.meta.url), 'utf8')) as Record<string, ExpectedPage[]>
const fixture = (name: string): Uint8Array => new Uint8Array(readFileSync(new URL(`../../fixtures/tables/${name}.pdf`, import.meta.url)))

const word = (text: string, x0: number, y0: number): TableWord => ({ text, x0, y0, x1: x0 + 6 * text.length, y1: y0 + 10 })

describe('recognizeTables', () => {
  test('a ruled grid takes the words inside it as cell texts; text and html follow the reading order', () => {
    const segments: Segment[] = [
      ...[0, 20, 40].map((y) => ({ x0: 0, y0: y, x1: 200, y1: y })),
      ...[0, 100, 200].map((x) => ({ x0: x, y0: 0, x1: x, y1: 40 })),
    ]
    const words = [word('Name', 4, 5), word('Qty', 104, 5), word('Apple', 4, 25), word('pie', 40, 25), word('3', 104, 25), word('outside', 4, 60)]
    const [grid, ...rest] = recognizeTables({ words, segments, rects: [], unit: 1 })
    expect(rest).toEqual([])
    expect(grid!.method).toBe('lattice')
    expect(tableParts(grid!)).toEqual({
      text: 'Name Qty Apple pie 3',
      html: '<table><thead><tr><th>Name</th><th>Qty</th></tr></thead><tr><td>Apple pie</td><td>3</td></tr></table>',
    })
  })

  test('a vector grid with almost no text in it (a chart) is not a table', () => {
    const segments: Segment[] = [
      ...[0, 20, 40, 60].map((y) => ({ x0: 0, y0: y, x1: 300, y1: y })),
      ...[0, 100, 200, 300].map((x) => ({ x0: x, y0: 0, x1: x, y1: 60 })),
    ]
    expect(recognizeTables({ words: [word('40', 4, 5)], segments, rects: [], unit: 1, stream: false })).toEqual([])
  })

  test('a sheet printed with its cell borders (columns of unequal widths) is a table however few of its cells hold text', () => {
    const xs = [0, 60, 100, 260, 300]
    const segments: Segment[] = [
      ...[0, 14, 28, 42].map((y) => ({ x0: 0, y0: y, x1: 300, y1: y })),
      ...xs.map((x) => ({ x0: x, y0: 0, x1: x, y1: 42 })),
    ]
    const [grid, ...rest] = recognizeTables({ words: [word('1/10/2012', 2, 2)], segments, rects: [], unit: 1, stream: false })
    expect(rest).toEqual([])
    expect(grid!.cells.map((c) => c.text)).toEqual(['1/10/2012', ...new Array<string>(11).fill('')])
    // Without any text it is a drawing of a grid, not a table.
    expect(recognizeTables({ words: [], segments, rects: [], unit: 1, stream: false })).toEqual([])
  })
})

function proseOk(elements: readonly Element[], page: ExpectedPage): void {
  const onPage = elements.filter((e) => e.metadata.page_number === page.page)
  const tables = onPage.filter((e) => e.type === 'Table')
  expect(tables.map((t) => t.metadata.text_as_html)).toEqual(page.tables.map((t) => t.html))
  expect(tables.map((t) => t.text)).toEqual(page.tables.map((t) => t.text))
  const others = onPage.filter((e) => e.type !== 'Table').map((e) => e.text)
  // Each paragraph is an element of its own, and no other element holds table text.
  for (const paragraph of page.prose) expect(others).toContain(paragraph)
  const tableWords = new Set(page.tables.flatMap((t) => t.text.split(' ')).filter((w) => /\d/.test(w)))
  for (const text of others) for (const w of text.split(' ')) expect(tableWords.has(w)).toBe(false)
}

describe('hi_res on the generated table fixtures', () => {
  for (const name of Object.keys(expected)) {
    test(`${name}: exact grid, and the prose around it as separate elements`, async () => {
      const elements = await partition(fixture(name), { strategy: 'hi_res', filename: `${name}.pdf` })
      for (const page of expected[name]!) proseOk(elements, page)
      expect(elements.filter((e) => e.type === 'Table')).toHaveLength(expected[name]!.reduce((n, p) => n + p.tables.length, 0))
    }, 60_000)
  }

  test('a table continued on the next page is two tables with the same columns', async () => {
    const elements = await partition(fixture('multipage'), { strategy: 'hi_res' })
    const tables = elements.filter((e) => e.type === 'Table')
    expect(tables.map((t) => t.metadata.page_number)).toEqual([1, 2])
    const header = (html: string | undefined): string => /<thead>.*<\/thead>/.exec(html ?? '')?.[0] ?? ''
    expect(header(tables[0]!.metadata.text_as_html)).toBe(header(tables[1]!.metadata.text_as_html))
    expect(header(tables[0]!.metadata.text_as_html)).toContain('<th>Price</th>')
  }, 60_000)

  test('the Table element carries PixelSpace coordinates around the grid', async () => {
    const [table] = (await partition(fixture('ruled'), { strategy: 'hi_res', coordinates: true })).filter((e) => e.type === 'Table')
    const c = table!.metadata.coordinates!
    expect(c.system).toBe('PixelSpace')
    // The grid starts at x = 72 pt and is 440 pt wide: 200 px and 1222 px at 200 DPI.
    expect(c.points[0]![0]).toBeCloseTo(200, 0)
    expect(c.points[2]![0] - c.points[0]![0]).toBeCloseTo(1222, 0)
  }, 60_000)

  test('pdfInferTableStructure false, skipInferTableTypes pdf and the fast strategy give no Table', async () => {
    const bytes = fixture('ruled')
    const cases: PartitionOptions[] = [
      { strategy: 'hi_res', pdfInferTableStructure: false },
      { strategy: 'hi_res', skipInferTableTypes: ['pdf'] },
      { strategy: 'fast' },
    ]
    for (const options of cases) {
      const elements = await partition(bytes, options)
      expect(elements.some((e) => e.type === 'Table')).toBe(false)
      expect(elements.map((e) => e.text).join(' ')).toContain('$38,410')
    }
  }, 60_000)
})
