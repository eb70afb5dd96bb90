import { describe, expect, test } from 'vitest'
import { chunkTable } from '../../src/chunking/chunk-table.js'
import { asElement } from '../../src/elements/element-draft.js'
import type { PartitionWarning } from '../../src/errors.js'
import { table } from './make-element.js'

const settings = (hardMax: number, extra: { includeOrigElements?: boolean; repeatTableHeaders?: boolean; overlap?: number } = {}) => ({
  hardMax,
  overlap: extra.overlap ?? 0,
  includeOrigElements: extra.includeOrigElements ?? true,
  repeatTableHeaders: extra.repeatTableHeaders ?? true,
})

const HEADED_HTML =
  '<table><thead><tr><th>Header A</th><th>Header B</th></tr><tr><th>Subhead A</th><th>Subhead B</th></tr></thead>' +
  '<tbody><tr><td>Body 1</td><td>Alpha</td></tr><tr><td>Body 2</td><td>Bravo</td></tr>' +
  '<tr><td>Body 3</td><td>Charlie</td></tr><tr><td>Body 4</td><td>Delta</td></tr></tbody></table>'
const HEADED_TEXT = 'Header A Header B\nSubhead A Subhead B\nBody 1 Alpha\nBody 2 Bravo\nBody 3 Charlie\nBody 4 Delta'

// Ported from upstream test_base.py::Describe_TableChunker (core §4.6).
describe('chunkTable', () => {
  test('keeps a table that fits as one Table, with compact HTML and the overlap prefix on its text', () => {
    const html =
      '<table>\n<thead>\n<tr><th>Header Col 1 </th><th>Header Col 2 </th></tr>\n</thead>\n<tbody>\n' +
      '<tr><td>Lorem ipsum  </td><td>adipiscing   </td></tr>\n</tbody>\n</table>'
    const source = table('Header Col 1  Header Col 2\nLorem ipsum   adipiscing', html)

    const chunks = chunkTable(source, 'ctus porta volutpat.', settings(175))

    expect(chunks).toEqual([
      {
        type: 'Table',
        element_id: '',
        text: 'ctus porta volutpat.\nHeader Col 1  Header Col 2\nLorem ipsum   adipiscing',
        metadata: {
          text_as_html: '<table><tr><td>Header Col 1</td><td>Header Col 2</td></tr><tr><td>Lorem ipsum</td><td>adipiscing</td></tr></table>',
          orig_elements: [source],
        },
      },
    ])
  })

  test('forms no chunk from a table whose text is only whitespace', () => {
    expect(chunkTable(table('  \t  \n  ', '<table><tr><td/><td>  \t  \n   </td></tr></table>'), 'volutpat.', settings(175))).toEqual([])
  })

  test('drops the DROP fields, keeps the rest and leaves no table_id on a table that fits', () => {
    const source = table('foo bar', '<table>foo bar</table>', { page_number: 2, parent_id: 'p', coordinates: { points: [], system: 'PixelSpace' } })

    const [chunk] = chunkTable(source, '', settings(500, { includeOrigElements: false }))

    expect(chunk?.metadata).toEqual({ page_number: 2, text_as_html: '<table>foo bar</table>' })
  })

  test('splits a table whose text exceeds the window into TableChunks of whole rows', () => {
    const html = `
      <table>
      <thead><tr><th>Header Col 1   </th><th>Header Col 2  </th></tr></thead>
      <tbody>
      <tr><td>Lorem ipsum    </td><td>A Link example</td></tr>
      <tr><td>Consectetur    </td><td>adipiscing elit</td></tr>
      <tr><td>Nunc aliquam   </td><td>id enim nec molestie</td></tr>
      </tbody>
      </table>`
    const text =
      'Header Col 1   Header Col 2\nLorem ipsum    dolor sit amet\nConsectetur    adipiscing elit\n' +
      'Nunc aliquam   id enim nec molestie\nVivamus quis   nunc ipsum donec ac fermentum'

    const chunks = chunkTable(table(text, html), '', settings(100, { repeatTableHeaders: false }))

    expect(chunks.map((c) => [c.type, c.text, c.metadata.text_as_html, c.metadata.is_continuation])).toEqual([
      [
        'TableChunk',
        'Header Col 1 Header Col 2 Lorem ipsum A Link example Consectetur adipiscing elit',
        '<table><tr><td>Header Col 1</td><td>Header Col 2</td></tr><tr><td>Lorem ipsum</td><td>A Link example</td></tr>' +
          '<tr><td>Consectetur</td><td>adipiscing elit</td></tr></table>',
        undefined,
      ],
      ['TableChunk', 'Nunc aliquam id enim nec molestie', '<table><tr><td>Nunc aliquam</td><td>id enim nec molestie</td></tr></table>', true],
    ])
  })

  test('text-splits a table below a 50-character window, each chunk keeping the whole table as orig_elements', () => {
    const source = table('Header Col 1   Header Col 2\nLorem ipsum   dolor sit amet', '<table/>')

    const chunks = chunkTable(source, '', settings(30))

    expect(chunks.map((c) => c.text)).toEqual(['Header Col 1   Header Col 2', 'Lorem ipsum   dolor sit amet'])
    expect(chunks.map((c) => c.metadata.text_as_html)).toEqual([undefined, undefined])
    expect(chunks.map((c) => c.metadata.orig_elements)).toEqual([[source], [source]])
    expect(chunks.map((c) => c.metadata.is_continuation)).toEqual([undefined, true])
  })

  test('numbers the chunks of one table under one table_id, with no carried header rows without headers', () => {
    const html =
      '<table><tr><td>Header Col 1</td><td>Header Col 2</td></tr><tr><td>Lorem ipsum</td><td>A Link example</td></tr>' +
      '<tr><td>Consectetur</td><td>adipiscing elit</td></tr><tr><td>Nunc aliquam</td><td>id enim nec molestie</td></tr></table>'

    const chunks = chunkTable(table('Header Col 1 Header Col 2\nLorem ipsum A Link example', html), '', settings(75))

    expect(chunks.length).toBeGreaterThanOrEqual(2)
    expect(new Set(chunks.map((c) => c.metadata.table_id)).size).toBe(1)
    expect(chunks[0]?.metadata.table_id).toMatch(/^[0-9a-f-]{36}$/)
    expect(chunks.map((c) => c.metadata.chunk_index)).toEqual(chunks.map((_, i) => i))
    expect(chunks.map((c) => c.metadata.num_carried_over_header_rows)).toEqual(chunks.map(() => 0))
  })

  test('repeats leading header rows on continuation chunks and records how many', () => {
    const chunks = chunkTable(table(HEADED_TEXT, HEADED_HTML), '', settings(55))
    const optedOut = chunkTable(table(HEADED_TEXT, HEADED_HTML), '', settings(55, { repeatTableHeaders: false }))

    expect(chunks.map((c) => c.metadata.num_carried_over_header_rows)).toEqual([0, 2, 2, 2])
    expect(chunks.slice(1).map((c) => c.text.replace('Header A Header B Subhead A Subhead B ', ''))).toEqual([
      'Body 2 Bravo',
      'Body 3 Charlie',
      'Body 4 Delta',
    ])
    expect(optedOut.map((c) => c.metadata.num_carried_over_header_rows)).toEqual([0, 0])
    expect(chunks[0]?.text).toBe(optedOut[0]?.text)
    expect(chunks[0]?.metadata.text_as_html).toBe(optedOut[0]?.metadata.text_as_html)
  })

  test('falls back to text-only chunks and warns when text_as_html holds no table', () => {
    const warnings: PartitionWarning[] = []
    const source = table('Header Col 1  Header Col 2\nLorem ipsum   dolor sit amet', 'not valid html')

    const chunks = chunkTable(source, '', { ...settings(500), onWarning: (w: PartitionWarning) => warnings.push(w) })

    expect(chunks).toHaveLength(1)
    expect(chunks[0]?.type).toBe('Table')
    expect(chunks[0]?.metadata.text_as_html).toBeUndefined()
    expect(warnings).toHaveLength(1)
    expect(warnings[0]?.message).toMatch(/^Could not parse text_as_html.*not valid html$/)
  })

  test('copies the table into orig_elements without its own orig_elements and does not mutate it', () => {
    const source = table('Lorem ipsum', '<table/>', { orig_elements: [table('Lorem Ipsum')] })
    const before = structuredClone(source)

    const [chunk] = chunkTable(source, '', settings(500))

    const orig = chunk?.metadata.orig_elements?.[0]
    expect(orig).toEqual({ ...source, metadata: { text_as_html: '<table/>' } })
    expect(orig).not.toBe(source)
    expect(source).toEqual(before)
  })

  test('gives a TableChunk that fits back as a Table', () => {
    const source = asElement({ ...table('a b', '<table><tr><td>a</td><td>b</td></tr></table>'), type: 'TableChunk' })

    expect(chunkTable(source, '', settings(500))[0]?.type).toBe('Table')
  })
})
