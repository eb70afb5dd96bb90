import { describe, expect, test } from 'vitest'
import { gzipSync } from 'node:zlib'
import { DocumentError, partition, UnsupportedFileTypeError, UnsupportedOptionError, ValidationError } from '../src/index.js'

const utf8 = (text: string): Uint8Array => new TextEncoder().encode(text)

const NOTE = [
  'Quarterly Report',
  '',
  'The gauge network ran well this quarter, and the team replaced two batteries at the northern stations.',
  '',
  '• Order spare batteries before the summer visit.',
].join('\n')

describe('partition() end to end', () => {
  test('a text file becomes typed elements with ids, filename, filetype and languages', async () => {
    const elements = await partition(utf8(NOTE), { filename: 'notes/update.txt' })

    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'Quarterly Report'],
      ['NarrativeText', 'The gauge network ran well this quarter, and the team replaced two batteries at the northern stations.'],
      ['ListItem', 'Order spare batteries before the summer visit.'],
    ])
    expect(elements[0]!.metadata).toEqual({ filename: 'update.txt', filetype: 'text/plain', languages: ['eng'] })
    expect(elements[1]!.metadata.parent_id).toBe(elements[0]!.element_id)
    expect(elements.every((e) => /^[0-9a-f]{32}$/.test(e.element_id))).toBe(true)
  })

  test('ids are deterministic: the same input gives the same ids', async () => {
    const first = await partition(utf8(NOTE), { filename: 'update.txt' })
    const second = await partition(utf8(NOTE), { filename: 'update.txt' })

    expect(second.map((e) => e.element_id)).toEqual(first.map((e) => e.element_id))
  })

  test('uniqueElementIds gives UUID v4 ids', async () => {
    const elements = await partition(utf8(NOTE), { filename: 'update.txt', uniqueElementIds: true })

    expect(elements.every((e) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/.test(e.element_id))).toBe(true)
  })

  test("the first XML element gets upstream's id (api §1.9 vector)", async () => {
    const xml = '<?xml version="1.0"?>\n<data><country>United States</country></data>'

    const elements = await partition(utf8(xml), { filename: 'fake-xml.xml' })

    expect(elements[0]!.element_id).toBe('0e0e3ceecc272305ff14af4c2fbf8ef7')
  })

  test('contentType overrides detection and becomes the filetype', async () => {
    const html = '<html><body><h1>Family Day</h1><p>Bring the whole family to the picnic on Sunday afternoon.</p></body></html>'

    const elements = await partition(utf8(html), { filename: 'family.html', contentType: 'text/plain' })

    expect(new Set(elements.map((e) => e.metadata.filetype))).toEqual(new Set(['text/plain']))
  })

  test('gzip input is unwrapped and partitioned as its inner type', async () => {
    const plain = await partition(utf8(NOTE), { filename: 'update.txt' })

    const zipped = await partition(new Uint8Array(gzipSync(NOTE)), { filename: 'update.txt.gz' })

    expect(zipped).toEqual(plain)
  })

  test('chunking runs after partitioning and chunks get deterministic ids', async () => {
    const elements = await partition(utf8(NOTE), { filename: 'update.txt', chunkingStrategy: 'by_title' })

    expect(elements.map((e) => e.type)).toEqual(['CompositeElement'])
    expect(elements[0]!.element_id).toMatch(/^[0-9a-f]{32}$/)
    expect(elements[0]!.metadata.orig_elements).toHaveLength(3)
  })

  test('a languages option is honoured', async () => {
    const elements = await partition(utf8(NOTE), { filename: 'update.txt', languages: ['deu'] })

    // core §5.6: the whole document is detected first; one language then applies to every element.
    expect(elements.map((e) => e.metadata.languages)).toEqual([['deu'], ['deu'], ['deu']])
  })
})

describe('partition() with bad input', () => {
  test('an empty file gives []', async () => {
    expect(await partition(new Uint8Array(0), { filename: 'empty.txt' })).toEqual([])
  })

  test('wrong option types are a ValidationError listing every problem', async () => {
    const error = await partition(utf8(NOTE), { maxCharacters: 'many', coordinates: 'yes' } as never).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).detail.map((d) => d.loc)).toEqual([
      ['body', 'coordinates'],
      ['body', 'max_characters'],
    ])
  })

  test('an out-of-range number is a ValidationError with the bound', async () => {
    const error = await partition(utf8(NOTE), { similarityThreshold: 1.5 }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).detail[0]).toMatchObject({ type: 'less_than_equal', loc: ['body', 'similarity_threshold'] })
  })

  test("upstream's chunking rules are validation errors", async () => {
    const error = await partition(utf8(NOTE), { chunkingStrategy: 'basic', maxCharacters: 100, overlap: 100 }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ValidationError)
    expect((error as ValidationError).detail[0]!.msg).toBe("Value error, 'overlap' argument must be less than `max_characters`, got 100 >= 100")
  })

  test('a chunking strategy that cannot be served passes the schema, then fails clearly', async () => {
    // @ts-expect-error an untyped caller (JavaScript, a form) may send any string; TypeScript refuses it
    const error = await partition(utf8(NOTE), { chunkingStrategy: 'by_magic' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UnsupportedOptionError)
    expect((error as Error).message).toContain("'by_magic'")
  })

  test('binary garbage is an UnsupportedFileTypeError naming the detected type', async () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919 + 13) % 251)

    const error = await partition(garbage, { filename: 'blob' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UnsupportedFileTypeError)
    expect((error as Error).message).toBe('File type application/octet-stream is not supported.')
  })

  test('a zip archive is unsupported, named as such', async () => {
    const zip = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)])

    const error = await partition(zip, { filename: 'bundle.zip' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(UnsupportedFileTypeError)
    expect((error as UnsupportedFileTypeError).fileType).toBe('application/zip')
  })

  test("an unknown encoding is a DocumentError with upstream's text", async () => {
    const error = await partition(utf8(NOTE), { filename: 'update.txt', encoding: 'not_an_encoding' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(DocumentError)
    expect((error as Error).message).toBe('unknown encoding: not_an_encoding')
  })

  test('bytes that are not UTF-8 are decoded by detection, with a warning', async () => {
    const latin1 = new Uint8Array([...utf8('Caf'), 0xe9, ...utf8(' au lait, tr'), 0xe8, ...utf8('s bon.')])
    const warnings: string[] = []

    const elements = await partition(latin1, { filename: 'menu.txt', onWarning: (w) => warnings.push(w.code) })

    expect(elements[0]!.text).toBe('Café au lait, très bon.')
    expect(warnings).toEqual(['decode-fallback'])
  })

  test('an explicit encoding that does not fit the bytes is a DocumentError', async () => {
    const error = await partition(new Uint8Array([0xff, 0xfe, 0x41]), { filename: 'x.txt', encoding: 'utf-8', contentType: 'text/plain' }).then(
      () => undefined,
      (e: unknown) => e,
    )

    // utf-8 is the default: invalid bytes fall back to detection rather than fail.
    expect(error).toBeUndefined()
    const strict = await partition(new Uint8Array([0x41, 0xff]), { filename: 'x.txt', encoding: 'ascii' }).catch((e: unknown) => e)
    expect(strict).toBeInstanceOf(DocumentError)
  })

  test('malformed XML is a DocumentError, not a crash', async () => {
    const error = await partition(utf8('<?xml version="1.0"?><a><b>text</a>'), { filename: 'broken.xml' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(DocumentError)
  })

  test("an aborted signal stops the work with the signal's reason", async () => {
    const controller = new AbortController()
    controller.abort(new Error('stopped by the caller'))

    await expect(partition(utf8(NOTE), { signal: controller.signal })).rejects.toThrow('stopped by the caller')
  })

  test(
    'a 50 MB text file of one line gives its text in pieces of at most 100,000 characters, nothing lost, not a crash or a hang',
    { timeout: 240_000 },
    async () => {
      const big = utf8('word '.repeat(10_000_000))

      const elements = await partition(big, { filename: 'big.txt' })

      expect(elements).toHaveLength(500)
      expect(elements.every((e) => e.text.length <= 100_000)).toBe(true)
      expect(elements.reduce((sum, e) => sum + e.text.length + 1, -1)).toBe(49_999_999)
      expect(elements.every((e) => e.text.startsWith('word') && e.text.endsWith('word'))).toBe(true)
    },
  )
})
