import { describe, expect, test } from 'vitest'
import { gzip } from 'pako'
import { unwrapGzip } from '../../src/detect/unwrap-gzip.js'
import { detectFileType } from '../../src/detect/detect-file-type.js'
import { DocumentError } from '../../src/errors.js'

const text = (value: string): Uint8Array => new TextEncoder().encode(value)
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)
const CSV = 'name,age\nAda,36\nAlan,41\n'

describe('unwrapGzip', () => {
  test('gunzips a .gz file, strips the suffix, and leaves the inner type to detection', () => {
    const source = unwrapGzip(gzip(text(CSV)), { filename: 'people.csv.gz', contentType: 'application/gzip' })

    expect(decode(source.bytes)).toBe(CSV)
    expect(source.filename).toBe('people.csv')
    expect(source.contentType).toBeUndefined()
    expect(detectFileType(source.bytes, source)).toBe('csv')
  })

  test('uses gzUncompressedContentType as the inner content type when given', () => {
    const source = unwrapGzip(gzip(text(CSV)), {
      filename: 'people.gz',
      gzUncompressedContentType: 'text/plain',
    })

    expect(source.filename).toBe('people')
    expect(source.contentType).toBe('text/plain')
    expect(detectFileType(source.bytes, source)).toBe('txt')
  })

  test('gunzips by the magic bytes alone, keeping a non-gzip asserted type for the inner data', () => {
    const source = unwrapGzip(gzip(text(CSV)), { filename: 'people.csv', contentType: 'text/csv' })

    expect(decode(source.bytes)).toBe(CSV)
    expect(source.filename).toBe('people.csv')
    expect(source.contentType).toBe('text/csv')
  })

  test('matches the suffix and the gzip content types regardless of case and parameters', () => {
    expect(unwrapGzip(gzip(text('x')), { filename: 'A.TXT.GZ' }).filename).toBe('A.TXT')
    expect(unwrapGzip(gzip(text('x')), { contentType: 'Application/X-Gzip; q=1' }).contentType).toBeUndefined()
  })

  test('returns anything that is not gzip unchanged', () => {
    const bytes = text(CSV)

    const source = unwrapGzip(bytes, { filename: 'people.csv', contentType: 'text/csv' })

    expect(source).toEqual({ bytes, filename: 'people.csv', contentType: 'text/csv' })
    expect(source.bytes).toBe(bytes)
  })

  test('refuses a .gz name or a gzip type on bytes that are not gzip, with a DocumentError saying why', () => {
    expect(() => unwrapGzip(text(CSV), { filename: 'people.csv.gz' })).toThrow(DocumentError)
    expect(() => unwrapGzip(text(CSV), { filename: 'people.csv.gz' })).toThrow(/not gzip-compressed.*people\.csv\.gz/)
    expect(() => unwrapGzip(text(CSV), { contentType: 'application/gzip' })).toThrow(/content type is application\/gzip/)
  })

  test('refuses a corrupted gzip stream with a DocumentError', () => {
    const bytes = gzip(text(CSV.repeat(20)))
    bytes.fill(0x55, 20, 40)

    expect(() => unwrapGzip(bytes, { filename: 'people.csv.gz' })).toThrow(DocumentError)
  })

  test('refuses a truncated gzip stream with a DocumentError that says it is truncated', () => {
    const bytes = gzip(text(CSV.repeat(20)))

    expect(() => unwrapGzip(bytes.subarray(0, bytes.length - 10))).toThrow(/truncated/)
  })

  test('stops a gzip bomb at the limit', () => {
    const bomb = gzip(new Uint8Array(4_000_000))

    expect(() => unwrapGzip(bomb, { filename: 'bomb.gz', maxUncompressedBytes: 1_000_000 })).toThrow(
      /gzip data of bomb\.gz expands past the limit of 1000000 bytes/,
    )
  })

  test('unwraps one layer only', () => {
    const twice = gzip(gzip(text(CSV)))

    const source = unwrapGzip(twice, { filename: 'people.csv.gz.gz' })

    expect(source.filename).toBe('people.csv.gz')
    expect(source.bytes[0]).toBe(0x1f)
    expect(source.bytes[1]).toBe(0x8b)
  })
})
