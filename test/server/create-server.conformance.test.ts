/**
 * Port of upstream's unstructured-api test_general/api/test_app.py (api §2.1): the cases that need no ML
 * model, with hand-written stand-ins for sample-docs and PDFs generated with pdf-lib. Cases for formats
 * that have not landed in the registry are skipped until they do (`skipIf(!supports(...))`).
 */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { partitionerFor } from '../../src/partitioners.js'
import type { FileType } from '../../src/detect/file-types.js'
import { createServer } from '../../src/server/create-server.js'
import { multipartBody } from './multipart-body.js'
import type { FormPart } from './multipart-body.js'
import { FAKE_HTML, FAKE_TEXT, FAMILY_DAY_EML, README_MD, README_RST, samplePdf } from './sample-docs.js'

const ROUTE = '/general/v0/general'
const supports = (type: FileType): boolean => partitionerFor(type) !== undefined

interface Element {
  type: string
  element_id: string
  text: string
  metadata: Record<string, unknown>
}

let app: FastifyInstance
let pdf3: Uint8Array

beforeAll(async () => {
  app = createServer({ workers: 1, logLevel: process.env.DEBUG_SERVER ?? 'silent' })
  pdf3 = await samplePdf(3)
})
afterAll(async () => app.close())

async function post(parts: FormPart[], headers: Record<string, string> = {}) {
  const body = multipartBody(parts)
  return app.inject({ method: 'POST', url: ROUTE, payload: body.payload, headers: { ...body.headers, ...headers } })
}

function file(name: string, data: Uint8Array | string, contentType?: string): FormPart {
  return { name: 'files', filename: `sample-docs/${name}`, data, ...(contentType === undefined ? {} : { contentType }) }
}

function field(name: string, value: string): FormPart {
  return { name, value }
}

/** Rows of our CSV (header first); quoted cells may hold commas and line breaks. */
function csvRows(csv: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < csv.length; i++) {
    const c = csv[i]!
    if (quoted) {
      if (c === '"' && csv[i + 1] === '"') ((cell += '"'), i++)
      else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') (row.push(cell), (cell = ''))
    else if (c === '\r' && csv[i + 1] === '\n') (row.push(cell), rows.push(row), (row = []), (cell = ''), i++)
    else cell += c
  }
  return rows
}

describe('test_app.py, ported', () => {
  test('GET /healthcheck answers 200 with upstream body', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthcheck' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ healthcheck: 'HEALTHCHECK STATUS: EVERYTHING OK!' })
  })

  const cases: { name: string; type: FileType; data: () => Uint8Array | string; contentType: string; fields?: FormPart[] }[] = [
    { name: 'fake-text.txt', type: 'txt', data: () => FAKE_TEXT, contentType: 'text/plain' },
    { name: 'fake-html.html', type: 'html', data: () => FAKE_HTML, contentType: 'text/html' },
    { name: 'README.md', type: 'md', data: () => README_MD, contentType: 'text/markdown' },
    { name: 'README.rst', type: 'rst', data: () => README_RST, contentType: 'text/x-rst' },
    { name: 'family-day.eml', type: 'eml', data: () => FAMILY_DAY_EML, contentType: 'message/rfc822' },
    { name: 'sample.pdf', type: 'pdf', data: () => pdf3, contentType: 'application/pdf', fields: [field('strategy', 'fast')] },
    { name: 'stanley-cups.csv', type: 'csv', data: () => 'Team,Cups\nBoston Bruins,6\nToronto Maple Leafs,13\n', contentType: 'application/csv' },
    {
      name: 'fake-xml.xml',
      type: 'xml',
      data: () => '<?xml version="1.0"?><root><a>First element of the xml document</a><b>Second &amp; last</b></root>',
      contentType: 'application/xml',
    },
  ]
  for (const c of cases) {
    test.skipIf(!supports(c.type))(`test_general_api: ${c.name} as ${c.contentType}, alone, twice, and twice as CSV`, async () => {
      const one = await post([file(c.name, c.data(), c.contentType), ...(c.fields ?? [])])
      expect(one.statusCode).toBe(200)
      const elements = one.json<Element[]>()
      expect(elements.length).toBeGreaterThan(0)
      for (const element of elements) expect(element.metadata.filename).toBe(c.name)
      expect(elements.map((e) => e.text).join('').length).toBeGreaterThan(20)

      const two = await post([file(c.name, c.data(), c.contentType), file(c.name, c.data(), c.contentType), ...(c.fields ?? [])])
      expect(two.statusCode).toBe(200)
      const arrays = two.json<Element[][]>()
      expect(arrays).toHaveLength(2)
      expect(arrays.flat().every((e) => e.metadata.filename === c.name)).toBe(true)
      expect(arrays[1]).toEqual(elements)

      const csv = await post([
        file(c.name, c.data(), c.contentType),
        file(c.name, c.data(), c.contentType),
        field('output_format', 'text/csv'),
        ...(c.fields ?? []),
      ])
      expect(csv.statusCode).toBe(200)
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
      const rows = csvRows(csv.body)
      expect(rows[0]).toEqual(['type', 'element_id', 'text', 'languages', 'page_number', 'filename', 'filetype', 'parent_id', 'links'])
      expect(rows).toHaveLength(1 + 2 * elements.length)
    })
  }

  test('test_strategy_param_400: an unknown strategy for a PDF is a 400 (tolerant enum, see report)', async () => {
    const response = await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'not_a_strategy')])
    expect(response.statusCode).toBe(400)
    expect(response.json<{ detail: string }>().detail).toContain('not_a_strategy')
  })

  test('test_valid_encoding_param: encoding=ascii for an ASCII text file is a 200', async () => {
    const response = await post([file('fake-text.txt', FAKE_TEXT, 'text/plain'), field('encoding', 'ascii')])
    expect(response.statusCode).toBe(200)
  })

  test('test_invalid_encoding_param: an unknown encoding answers with its name in the detail', async () => {
    const response = await post([file('fake-html.html', FAKE_HTML, 'text/plain'), field('encoding', 'not_an_encoding')])
    expect(response.statusCode).toBe(422)
    expect(response.json()).toEqual({ detail: 'unknown encoding: not_an_encoding' })
  })

  test('test_api_with_different_encodings: a UTF-32 file read as utf-16, utf-32 and utf8', async () => {
    const bytes = new Uint8Array(4 + FAKE_TEXT.length * 4)
    const view = new DataView(bytes.buffer)
    view.setUint32(0, 0xfffe0000, false)
    for (let i = 0; i < FAKE_TEXT.length; i++) view.setUint32(4 + i * 4, FAKE_TEXT.charCodeAt(i), true)
    const utf16 = await post([file('fake-text-utf-32.txt', bytes, 'text/plain'), field('encoding', 'utf-16')])
    expect(utf16.statusCode).toBe(200)
    expect(utf16.json<Element[]>()[0]!.text.startsWith('\x00T\x00h\x00i\x00s\x00 \x00i\x00s\x00')).toBe(true)
    const utf32 = await post([file('fake-text-utf-32.txt', bytes, 'text/plain'), field('encoding', 'utf-32')])
    expect(utf32.statusCode).toBe(200)
    expect(utf32.json<Element[]>().some((e) => e.text.startsWith('Important points:'))).toBe(true)
    const utf8 = await post([file('fake-text-utf-32.txt', bytes, 'text/plain'), field('encoding', 'utf8')])
    expect(utf8.json<{ detail: string }>().detail).toContain('invalid start byte')
  })

  test('test_element_ids_unique_and_deterministic_by_default: sha256(filename + text + page + index)[:32]', async () => {
    const elements = (await post([file('fake-text.txt', FAKE_TEXT, 'text/plain')])).json<Element[]>()
    const expected = elements.map((e, index) => createHash('sha256').update(`fake-text.txt${e.text}None${index}`).digest('hex').slice(0, 32))
    expect(elements.map((e) => e.element_id)).toEqual(expected)
    expect(new Set(expected).size).toBe(expected.length)
  })

  test.skipIf(!supports('xml'))('test_element_ids_unique_and_deterministic_by_default: the fake-xml.xml id formula', async () => {
    const xml = '<?xml version="1.0"?><root><country>United States</country></root>'
    const elements = (await post([file('fake-xml.xml', xml, 'application/xml')])).json<Element[]>()
    expect(elements[0]!.element_id).toBe('0e0e3ceecc272305ff14af4c2fbf8ef7')
  })

  test('test_unique_element_ids_param: unique_element_ids=True gives UUID v4 ids', async () => {
    const elements = (await post([file('fake-text.txt', FAKE_TEXT, 'text/plain'), field('unique_element_ids', 'True')])).json<Element[]>()
    expect(elements.length).toBeGreaterThan(1)
    for (const e of elements) expect(e.element_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(new Set(elements.map((e) => e.element_id)).size).toBe(elements.length)
  })

  test('test_include_page_breaks_param: the same text with PageBreaks, the last element a PageBreak', async () => {
    const plain = (await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast')])).json<Element[]>()
    const broken = (await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast'), field('include_page_breaks', 'true')])).json<
      Element[]
    >()
    expect(plain.some((e) => e.type === 'PageBreak')).toBe(false)
    expect(broken.filter((e) => e.type === 'PageBreak')).toHaveLength(3)
    expect(broken.at(-1)!.type).toBe('PageBreak')
    expect(broken.filter((e) => e.type !== 'PageBreak').map((e) => e.text)).toEqual(plain.map((e) => e.text))
  })

  test('test_general_api_returns_422_bad_pdf: garbage sent as a PDF, and a text file sent as application/pdf', async () => {
    for (const data of ['This is not a valid PDF', FAKE_TEXT]) {
      for (const strategy of ['fast', 'hi_res', 'auto']) {
        const response = await post([file('bad.pdf', data, 'application/pdf'), field('strategy', strategy)])
        expect(response.statusCode).toBe(422)
        expect(response.json<{ detail: string }>().detail).toContain('File does not appear to be a valid PDF')
      }
    }
  })

  test('test_general_api_returns_503: at or below the free-memory minimum every file is refused', async () => {
    const loaded = createServer({ workers: 0, memoryFreeMinimumMb: 300_000_000 })
    try {
      const body = multipartBody([file('fake-text.txt', FAKE_TEXT, 'text/plain')])
      const response = await loaded.inject({ method: 'POST', url: ROUTE, payload: body.payload, headers: body.headers })
      expect(response.statusCode).toBe(503)
      expect(response.json()).toEqual({ detail: 'Server is under heavy load. Please try again later.' })
    } finally {
      await loaded.close()
    }
  })

  test('test_general_api_returns_401: with a key configured, only that key passes', async () => {
    const guarded = createServer({ workers: 0, apiKey: 'foobar' })
    try {
      const body = multipartBody([file('fake-text.txt', FAKE_TEXT, 'text/plain')])
      const send = (headers: Record<string, string>) =>
        guarded.inject({ method: 'POST', url: ROUTE, payload: body.payload, headers: { ...body.headers, ...headers } })
      expect((await send({ 'unstructured-api-key': 'foobar' })).statusCode).toBe(200)
      const wrong = await send({ 'unstructured-api-key': 'helloworld' })
      expect(wrong.statusCode).toBe(401)
      expect(wrong.body).toBe('{"detail":"API key helloworld is invalid"}')
      expect((await send({})).json()).toEqual({ detail: 'API key None is invalid' })
      // the hosted spec's header name is accepted too
      expect((await send({ 'service-api-key': 'foobar' })).statusCode).toBe(200)
    } finally {
      await guarded.close()
    }
  })

  test('without a configured key, any key or none is accepted', async () => {
    expect((await post([file('fake-text.txt', FAKE_TEXT, 'text/plain')], { 'unstructured-api-key': 'a'.repeat(30) })).statusCode).toBe(200)
  })

  test('test_general_api_can_set_content_type: an e-mail sent as text/plain (part header, then form field)', async () => {
    const byHeader = (await post([file('family-day.eml', FAMILY_DAY_EML, 'text/plain')])).json<Element[]>()
    const byField = (await post([file('family-day.eml', FAMILY_DAY_EML, 'message/rfc822'), field('content_type', 'text/plain')])).json<Element[]>()
    for (const elements of [byHeader, byField]) {
      expect(elements.length).toBeGreaterThan(0)
      for (const e of elements) expect(e.metadata.filetype).toBe('text/plain')
    }
  })

  test('test_chunking_strategy_param: by_title gives CompositeElements and a different result', async () => {
    const plain = (await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast')])).json<Element[]>()
    const chunked = (
      await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast'), field('chunking_strategy', 'by_title')])
    ).json<Element[]>()
    expect(chunked).not.toEqual(plain)
    expect(chunked.some((e) => e.type === 'CompositeElement')).toBe(true)
  })

  test('test_chunking_strategy_additional_params: each parameter set changes the chunks', async () => {
    const sentence = 'Each paragraph of this section carries enough words to make chunk sizes matter here. '
    const html = `<html><body>${Array.from({ length: 6 }, (_, n) => `<h1>Section ${n + 1}</h1>${`<p>${sentence.repeat(2)}</p>`.repeat(3)}`).join(
      '',
    )}</body></html>`
    const chunks = async (extra: FormPart[]) =>
      (await post([file('sections.html', html, 'text/html'), field('chunking_strategy', 'by_title'), ...extra])).json<Element[]>()
    const base = await chunks([])
    const variants = [
      [field('multipage_sections', 'false'), field('max_characters', '600')],
      [field('multipage_sections', 'true'), field('combine_under_n_chars', '1000'), field('max_characters', '5000')],
      [field('multipage_sections', 'true'), field('new_after_n_chars', '10'), field('max_characters', '500')],
      [field('multipage_sections', 'true'), field('max_characters', '100')],
    ]
    for (const variant of variants) expect(await chunks(variant)).not.toEqual(base)
  })

  test('test_get_request: GET on the partition path is a 405 with upstream body', async () => {
    const response = await app.inject({ method: 'GET', url: ROUTE })
    expect(response.statusCode).toBe(405)
    expect(response.body).toBe('{"detail":"Only POST requests are supported."}')
  })

  test('test_output_format_csv: an e-mail as CSV, whatever the Accept header says', async () => {
    for (const accept of [undefined, 'application/json']) {
      const response = await post(
        [file('family-day.eml', FAMILY_DAY_EML, 'message/rfc822'), field('output_format', 'text/csv')],
        accept === undefined ? {} : { accept },
      )
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
      const rows = csvRows(response.body)
      expect(rows.slice(1).map((row) => row[2])).toContain('Make sure to RSVP!')
    }
  })

  test('test_metadata_fields_removed (fast PDF): coordinates only with coordinates=true, nothing else differs', async () => {
    const without = (await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast')])).json<Element[]>()
    const withCoords = (await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast'), field('coordinates', 'true')])).json<
      Element[]
    >()
    expect(withCoords).toHaveLength(without.length)
    withCoords.forEach((element, i) => {
      expect(element.metadata.coordinates).toBeDefined()
      const { coordinates: _c, ...rest } = element.metadata
      expect({ ...element, metadata: rest }).toEqual(without[i])
      expect(without[i]!.metadata).not.toHaveProperty('last_modified')
      expect(without[i]!.metadata).not.toHaveProperty('file_directory')
      expect(without[i]!.metadata).not.toHaveProperty('detection_class_prob')
    })
  })

  test('starting_page_number offsets PDF page numbers', async () => {
    const elements = (await post([file('sample.pdf', pdf3, 'application/pdf'), field('strategy', 'fast'), field('starting_page_number', '7')])).json<
      Element[]
    >()
    expect([...new Set(elements.map((e) => e.metadata.page_number))]).toEqual([7, 8, 9])
  })
})

describe('test_gzip.py intent: a gzipped upload equals the plain one', () => {
  test('by part type application/gzip and by .gz name, JSON and CSV, with gz_uncompressed_content_type', async () => {
    const plain = await post([file('fake-text.txt', FAKE_TEXT, 'text/plain')])
    const zipped = gzipSync(Buffer.from(FAKE_TEXT))
    const byType = await post([file('fake-text.txt.gz', zipped, 'application/gzip')])
    const byName = await post([file('fake-text.txt.gz', zipped, 'application/octet-stream')])
    expect(byType.statusCode).toBe(200)
    expect(byType.json()).toEqual(plain.json())
    expect(byName.json()).toEqual(plain.json())
    const csvPlain = await post([file('fake-text.txt', FAKE_TEXT, 'text/plain'), field('output_format', 'text/csv')])
    const csvZipped = await post([file('fake-text.txt.gz', zipped, 'application/gzip'), field('output_format', 'text/csv')])
    expect(csvZipped.body).toBe(csvPlain.body)
    const asMarkdown = await post([file('notes.gz', zipped, 'application/gzip'), field('gz_uncompressed_content_type', 'text/markdown')])
    for (const e of asMarkdown.json<Element[]>()) expect(e.metadata.filetype).toBe('text/markdown')
  })

  test('mixed gzipped and plain files in one request', async () => {
    const zipped = gzipSync(Buffer.from(FAKE_TEXT))
    const response = await post([file('fake-text.txt.gz', zipped, 'application/gzip'), file('fake-text.txt', FAKE_TEXT, 'text/plain')])
    const [first, second] = response.json<Element[][]>()
    expect(first).toEqual(second)
  })
})
