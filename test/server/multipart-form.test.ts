import { PassThrough, Readable } from 'node:stream'
import { describe, expect, test } from 'vitest'
import { isMultipartForm, readUploadForm } from '../../src/server/multipart-form.js'
import { FormReadError, RequestError } from '../../src/partition-service/request-error.js'
import { multipartBody, textFile } from './multipart-body.js'
import type { FormPart } from './multipart-body.js'

const LIMITS = { maxUploadBytes: 1000, maxParts: 5, maxFieldBytes: 100 }

/** The form read from `parts` sent in chunks of `chunkSize` bytes (a boundary may fall across chunks). */
function read(parts: readonly FormPart[], chunkSize = 7, limits = LIMITS) {
  const { payload, headers } = multipartBody(parts)
  const chunks: Buffer[] = []
  for (let i = 0; i < payload.length; i += chunkSize) chunks.push(payload.subarray(i, i + chunkSize))
  return readUploadForm(headers, Readable.from(chunks), limits)
}

const text = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)

describe('readUploadForm', () => {
  test('reads files in part order with their names and types, and every text field value in order', async () => {
    const form = await read([
      textFile('first file', 'a.txt'),
      { name: 'strategy', value: 'fast' },
      { name: 'languages', value: 'eng' },
      { name: 'files', filename: 'dir/b.html', contentType: 'text/html', data: '<p>second</p>' },
      { name: 'languages', value: 'deu' },
    ])
    expect(form.fields).toEqual({ strategy: ['fast'], languages: ['eng', 'deu'] })
    expect(form.files.map((f) => (typeof f === 'string' ? f : [f.filename, f.contentType, text(f.bytes)]))).toEqual([
      ['a.txt', 'text/plain', 'first file'],
      ['dir/b.html', 'text/html', '<p>second</p>'],
    ])
  })

  test('a file part without a filename has none, a `files` text field stays a string, other file parts are dropped', async () => {
    const form = await read([
      { name: 'files', data: 'bytes' },
      { name: 'files', value: 'not a file' },
      { name: 'attachment', filename: 'x.bin', data: 'ignored' },
    ])
    expect(form.files).toEqual([
      { filename: undefined, contentType: 'application/octet-stream', bytes: new TextEncoder().encode('bytes') },
      'not a file',
    ])
  })

  test('a file owns its buffer (it can move to a worker thread) and is not a Buffer', async () => {
    const form = await read([textFile('owned')], 3)
    const file = form.files[0] as { bytes: Uint8Array }
    expect(Buffer.isBuffer(file.bytes)).toBe(false)
    expect(file.bytes.byteOffset).toBe(0)
    expect(file.bytes.buffer.byteLength).toBe(5)
  })

  test('a JSON text field keeps its exact text', async () => {
    const form = await read([{ name: 'extract_image_block_types', contentType: 'application/json', value: '[ "Image",  "Table" ]' }])
    expect(form.fields.extract_image_block_types).toEqual(['[ "Image",  "Table" ]'])
  })

  test('a body that is not multipart, and an empty multipart body, are empty forms', async () => {
    expect(await readUploadForm({ 'content-type': 'application/json' }, Readable.from(['{}']), LIMITS)).toEqual({ files: [], fields: {} })
    expect(await readUploadForm({}, Readable.from([]), LIMITS)).toEqual({ files: [], fields: {} })
    const empty = await readUploadForm({ 'content-type': 'multipart/form-data; boundary=abc' }, Readable.from([]), LIMITS)
    expect(empty).toEqual({ files: [], fields: {} })
  })

  test('files that add up past the upload limit are 413; one file past it too', async () => {
    const many = read([textFile('x'.repeat(600)), textFile('y'.repeat(600))])
    await expect(many).rejects.toBeInstanceOf(RequestError)
    await expect(many).rejects.toMatchObject({ status: 413 })
    await expect(read([textFile('z'.repeat(1001))])).rejects.toMatchObject({ status: 413 })
  })

  test('a text field past its limit, too many files or fields, and a prototype name are 400 with a reason', async () => {
    await expect(read([{ name: 'languages', value: 'e'.repeat(101) }])).rejects.toMatchObject({
      status: 400,
      message: 'Part exceeded maximum size of 0.09765625KB.',
    })
    const sixFiles = Array.from({ length: 6 }, () => textFile('a'))
    await expect(read(sixFiles)).rejects.toMatchObject({ status: 400, message: 'Too many files. Maximum number of files is 5.' })
    const sixFields = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, value: 'v' }))
    await expect(read(sixFields)).rejects.toMatchObject({ status: 400, message: 'Too many fields. Maximum number of fields is 5.' })
    await expect(read([{ name: '__proto__', value: 'x' }])).rejects.toMatchObject({ status: 400 })
    await expect(read([{ name: 'constructor', filename: 'c.txt', data: 'x' }])).rejects.toMatchObject({ status: 400 })
  })

  test('a body cut short, garbage and a missing boundary are FormReadErrors', async () => {
    const { payload, headers } = multipartBody([textFile('cut short')])
    await expect(readUploadForm(headers, Readable.from([payload.subarray(0, payload.length - 20)]), LIMITS)).rejects.toBeInstanceOf(FormReadError)
    await expect(readUploadForm(headers, Readable.from([Buffer.from([0, 255, 13, 10, 1])]), LIMITS)).rejects.toBeInstanceOf(FormReadError)
    await expect(readUploadForm({ 'content-type': 'multipart/form-data' }, Readable.from(['abc']), LIMITS)).rejects.toBeInstanceOf(FormReadError)
  })

  test('a client that goes away mid-body is a 400 saying the body was incomplete', async () => {
    const { payload, headers } = multipartBody([textFile('abandoned upload')])
    const body = new PassThrough()
    const form = readUploadForm(headers, body, LIMITS)
    body.write(payload.subarray(0, 40))
    body.destroy()
    await expect(form).rejects.toMatchObject({ status: 400, message: 'The request ended before its multipart body was complete.' })
  })
})

describe('isMultipartForm', () => {
  test.each([
    ['multipart/form-data; boundary=x', true],
    ['Multipart/Form-Data;boundary=x', true],
    ['multipart/form-data', true],
    ['multipart/mixed; boundary=x', false],
    ['multipart/form-datax', false],
    ['application/json', false],
    [undefined, false],
  ] as const)('%j → %s', (contentType, expected) => {
    expect(isMultipartForm(contentType)).toBe(expected)
  })
})
