import { describe, expect, test } from 'vitest'
import { gzip } from 'pako'
import fc from 'fast-check'
import { FILE_TYPES } from '../../src/detect/file-types.js'
import { detectFileType } from '../../src/detect/detect-file-type.js'
import { buildZip } from './helpers/build-zip.js'
import { buildCfb } from './helpers/build-cfb.js'

const text = (value: string): Uint8Array => new TextEncoder().encode(value)

/** Deterministic pseudo-random bytes (xorshift32), so the "binary" input never changes. */
function noise(length: number, seed = 0x9e3779b9): Uint8Array {
  const out = new Uint8Array(length)
  let x = seed
  for (let i = 0; i < length; i++) {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    out[i] = x & 0xff
  }
  return out
}

const PDF = text('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n')
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const DOCX = buildZip([
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: 'word/document.xml', data: '<w:document/>', method: 8 },
])
const EMAIL = text(
  'MIME-Version: 1.0\nDate: Fri, 16 Dec 2022 17:04:16 -0500\nMessage-ID: <abc@mail.example.com>\n' +
    'Subject: Test Email\nFrom: Ada <ada@example.com>\nTo: Alan <alan@example.com>\n\nHello.\n',
)
const CSV = text('name,age\nAda,36\nAlan,41\n')
const JSON_DOC = text('[{"type": "Title", "text": "Hi"}]')
const NDJSON = text('{"a": 1}\n{"a": 2}\n')

describe('detectFileType', () => {
  describe('settled by bytes', () => {
    test('zero bytes are empty whatever the hints say', () => {
      expect(detectFileType(new Uint8Array(0), { filename: 'a.pdf', contentType: 'application/pdf' })).toBe('empty')
    })

    test('a signature wins over the content type and the extension', () => {
      expect(detectFileType(PDF, { filename: 'notes.txt', contentType: 'text/plain' })).toBe('pdf')
      expect(detectFileType(PNG, { filename: 'x.jpg', contentType: 'image/jpeg' })).toBe('png')
    })

    test('gzip bytes are unknown: they must be unwrapped first', () => {
      expect(detectFileType(gzip(PDF), { filename: 'a.pdf' })).toBe('unk')
    })

    test.each([
      ['docx', DOCX],
      ['xlsx', buildZip([{ name: 'xl/workbook.xml', data: '<workbook/>' }])],
      ['pptx', buildZip([{ name: 'ppt/presentation.xml', data: '<p/>', method: 8 }])],
      ['odt', buildZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.text' }])],
      [
        'epub',
        buildZip([
          { name: 'mimetype', data: 'application/epub+zip' },
          { name: 'content.opf', data: '<x/>' },
        ]),
      ],
      ['zip', buildZip([{ name: 'readme.txt', data: 'hello' }])],
    ])('a zip archive is %s by its members', (expected, bytes) => {
      expect(detectFileType(bytes, { filename: 'upload.bin' })).toBe(expected)
    })

    test.each([
      ['doc', 'WordDocument'],
      ['ppt', 'PowerPoint Document'],
      ['xls', 'Workbook'],
      ['msg', '__properties_version1.0'],
    ])('an OLE2 file is %s by its %s stream', (expected, stream) => {
      expect(detectFileType(buildCfb([{ stream }]), { contentType: 'application/octet-stream' })).toBe(expected)
    })

    test('an asserted Office type the zip does not confirm is dropped, leaving a plain zip', () => {
      const bytes = buildZip([{ name: 'data.csv', data: 'a,b' }])

      expect(detectFileType(bytes, { contentType: mimeOfDocx() })).toBe('zip')
    })

    test('an asserted OLE2 or zip type is dropped for bytes that are neither', () => {
      expect(detectFileType(text('plain words'), { contentType: 'application/msword' })).toBe('txt')
      expect(detectFileType(text('plain words'), { contentType: mimeOfDocx() })).toBe('txt')
      expect(detectFileType(CSV, { contentType: 'application/epub+zip' })).toBe('csv')
    })

    test('an OLE2 file without a known stream falls back to its extension, else unknown', () => {
      const bytes = buildCfb([{ stream: 'Contents' }])

      expect(detectFileType(bytes, { filename: 'old.doc' })).toBe('doc')
      expect(detectFileType(bytes, { contentType: 'application/msword' })).toBe('unk')
    })

    test('a zip whose mimetype names an unknown type falls back to the content type, else zip', () => {
      const ods = buildZip([{ name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet' }])

      expect(detectFileType(ods, { filename: 'sheet.ods' })).toBe('zip')
      expect(detectFileType(ods, { contentType: 'text/plain' })).toBe('txt')
    })
  })

  describe('asserted content type', () => {
    test('is obeyed when it names a type, even a wrong one (api §1.7)', () => {
      expect(detectFileType(EMAIL, { contentType: 'text/plain' })).toBe('txt')
      expect(detectFileType(text('anything'), { contentType: 'text/markdown' })).toBe('md')
    })

    test('is matched through aliases, parameters and case', () => {
      expect(detectFileType(text('a;b'), { contentType: 'application/x-csv' })).toBe('csv')
      expect(detectFileType(text('x'), { contentType: 'Text/HTML; charset=ISO-8859-1' })).toBe('html')
      expect(detectFileType(text('key: value'), { contentType: 'application/yaml' })).toBe('txt')
    })

    test('wins over the extension', () => {
      expect(detectFileType(text('# Title'), { filename: 'a.txt', contentType: 'text/x-rst' })).toBe('rst')
    })

    test('is ignored when it is octet-stream, empty or unknown', () => {
      expect(detectFileType(CSV, { contentType: 'application/octet-stream' })).toBe('csv')
      expect(detectFileType(CSV, { contentType: 'inode/x-empty' })).toBe('csv')
      expect(detectFileType(CSV, { contentType: 'application/x-something' })).toBe('csv')
    })

    test('application/json is trusted only when the bytes parse, and then told apart from NDJSON', () => {
      expect(detectFileType(JSON_DOC, { contentType: 'application/json' })).toBe('json')
      expect(detectFileType(NDJSON, { contentType: 'application/json' })).toBe('ndjson')
      expect(detectFileType(text('1\n2\n'), { contentType: 'application/json' })).toBe('ndjson')
      expect(detectFileType(CSV, { contentType: 'application/json' })).toBe('csv')
    })

    test('application/x-ndjson is taken as it is', () => {
      expect(detectFileType(JSON_DOC, { contentType: 'application/x-ndjson' })).toBe('ndjson')
    })
  })

  describe('text', () => {
    test.each([
      ['json', JSON_DOC],
      ['json', text('{\n  "a": [1, 2],\n  "b": {"c": null}\n}\n')],
      ['ndjson', NDJSON],
      ['csv', CSV],
      ['eml', EMAIL],
      ['eml', text('Received: from mx.example.org\nFrom: a@example.org\nTo: b@example.org\nSubject: hi\n\nBody\n')],
      ['html', text('<!DOCTYPE html>\n<html><head><title>T</title></head><body><p>x</p></body></html>')],
      ['html', text('<div><p>fragment</p></div>')],
      ['xml', text('<?xml version="1.0" encoding="UTF-8"?>\n<root><item>1</item></root>')],
      ['xml', text('<root><item>1</item></root>')],
      ['rtf', text('{\\rtf1\\ansi{\\fonttbl\\f0\\fswiss Helvetica;}\\f0\\pard Hello, world.\\par}')],
      ['txt', text('Just some words.\nOn two lines.\n')],
      ['txt', text('# A markdown title\n\nNo extension, so plain text, as upstream.\n')],
    ])('without hints, content says %s', (expected, bytes) => {
      expect(detectFileType(bytes)).toBe(expected)
    })

    test('text in UTF-16 or a single-byte charset is text', () => {
      const utf16 = new Uint8Array([0xff, 0xfe, ...[...'Hello, world'].flatMap((c) => [c.charCodeAt(0), 0])])
      const latin1 = new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x20, 0x63, 0x72, 0xe8, 0x6d, 0x65])

      expect(detectFileType(utf16)).toBe('txt')
      expect(detectFileType(latin1)).toBe('txt')
    })

    test('a telling text extension wins over the content', () => {
      expect(detectFileType(CSV, { filename: 'notes.md' })).toBe('md')
      expect(detectFileType(text('no commas at all'), { filename: 'data.csv' })).toBe('csv')
      expect(detectFileType(EMAIL, { filename: 'message.tsv' })).toBe('tsv')
      expect(detectFileType(JSON_DOC, { filename: 'doc.rst' })).toBe('rst')
      expect(detectFileType(text('* heading'), { filename: 'todo.org' })).toBe('org')
      expect(detectFileType(text('hello'), { filename: 'signed.p7s' })).toBe('eml')
      expect(detectFileType(text('<p>hi</p>'), { filename: 'page.html' })).toBe('html')
    })

    test('a .json file is told apart as JSON or NDJSON by its content, and stays JSON otherwise', () => {
      expect(detectFileType(JSON_DOC, { filename: 'a.json' })).toBe('json')
      expect(detectFileType(NDJSON, { filename: 'a.json' })).toBe('ndjson')
      expect(detectFileType(text('not json'), { filename: 'a.json' })).toBe('json')
      expect(detectFileType(JSON_DOC, { filename: 'a.ndjson' })).toBe('ndjson')
    })

    test('an XML declaration comes before the extension, except for .html and .htm', () => {
      const xml = text('<?xml version="1.0"?><doc/>')

      expect(detectFileType(xml, { filename: 'a.md' })).toBe('xml')
      expect(detectFileType(xml, { filename: 'a.htm' })).toBe('html')
    })

    test('.txt keeps HTML and header-block mail plain, but not an upstream e-mail head', () => {
      expect(detectFileType(text('<html><body>x</body></html>'), { filename: 'a.txt' })).toBe('txt')
      expect(detectFileType(text('From: a\nTo: b\nSubject: c\n\nbody'), { filename: 'a.txt' })).toBe('txt')
      expect(detectFileType(EMAIL, { filename: 'a.txt' })).toBe('eml')
      expect(detectFileType(CSV, { filename: 'a.txt' })).toBe('csv')
    })

    test('text named like a binary type is text, as libmagic tells upstream', () => {
      expect(detectFileType(text('not really a PDF'), { filename: 'fake.pdf' })).toBe('txt')
      expect(detectFileType(text('print("hi")\n'), { filename: 'script.py' })).toBe('txt')
    })
  })

  describe('other bytes', () => {
    test('fall back to the extension', () => {
      expect(detectFileType(noise(4096), { filename: 'broken.docx' })).toBe('docx')
      expect(detectFileType(noise(4096), { filename: 'sound.wav' })).toBe('wav')
    })

    test('are unknown without a known extension', () => {
      expect(detectFileType(noise(4096))).toBe('unk')
      expect(detectFileType(noise(4096), { filename: 'blob.bin' })).toBe('unk')
    })
  })
})

function mimeOfDocx(): string {
  return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
}

describe('detectFileType on hostile input', () => {
  const DOCX_BYTES = DOCX
  const DOC_BYTES = buildCfb([{ stream: 'WordDocument' }, { storage: 'ObjectPool', children: [{ stream: 'x' }] }])

  test('never throws on arbitrary bytes and hints', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.option(fc.string()), fc.option(fc.string()), (bytes, filename, contentType) => {
        const type = detectFileType(bytes, { filename: filename ?? undefined, contentType: contentType ?? undefined })
        expect(FILE_TYPES).toContain(type)
      }),
      { seed: 20240601, numRuns: 300 },
    )
  })

  test('never throws on truncated or byte-flipped zip and OLE2 containers', () => {
    const container = fc.constantFrom(DOCX_BYTES, DOC_BYTES)
    fc.assert(
      fc.property(container, fc.nat(), fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }), (source, cut, flips) => {
        const bytes = source.slice(0, Math.max(8, cut % (source.length + 1)))
        for (const [at, value] of flips) bytes[at % bytes.length] = value
        // keep the signature, so the container readers are the ones exercised
        bytes.set(source.subarray(0, 8))
        expect(FILE_TYPES).toContain(detectFileType(bytes))
      }),
      { seed: 7, numRuns: 500 },
    )
  })
})
