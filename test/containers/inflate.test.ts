import { describe, expect, test } from 'vitest'
import { deflateRaw, gzip } from 'pako'
import { DecompressionLimitError, gunzip, inflateRaw, inflateRawPartial, zlibDeflate, zlibInflate } from '../../src/containers/inflate.js'
import { DocumentError } from '../../src/errors.js'
import { concat } from '../detect/helpers/build-zip.js'

const encode = (text: string): Uint8Array => new TextEncoder().encode(text)
const decode = (bytes: Uint8Array): string => new TextDecoder().decode(bytes)

describe('gunzip', () => {
  test('restores the original bytes', () => {
    expect(decode(gunzip(gzip(encode('hello, gzip'))))).toBe('hello, gzip')
  })

  test('joins concatenated members and skips trailing zero padding, as Python gzip does', () => {
    const bytes = concat([gzip(encode('one ')), gzip(encode('two')), new Uint8Array(8)])

    expect(decode(gunzip(bytes))).toBe('one two')
  })

  test('reports a truncated stream as a DocumentError that says so', () => {
    const bytes = gzip(encode('a sentence long enough to be cut in the middle'))

    expect(() => gunzip(bytes.subarray(0, bytes.length - 6))).toThrow(DocumentError)
    expect(() => gunzip(bytes.subarray(0, bytes.length - 6))).toThrow(/truncated/)
  })

  test('reports bytes that are not gzip as corrupt', () => {
    expect(() => gunzip(encode('plain text'))).toThrow(/gzip data is corrupt/)
  })

  test('stops once the output passes the limit', () => {
    const bomb = gzip(new Uint8Array(2_000_000))

    expect(() => gunzip(bomb, { maxOutputBytes: 100_000 })).toThrow(/limit of 100000 bytes/)
  })

  test('accepts output exactly at the limit', () => {
    expect(gunzip(gzip(new Uint8Array(5000)), { maxOutputBytes: 5000 })).toHaveLength(5000)
  })
})

describe('inflateRaw', () => {
  test('restores raw DEFLATE data', () => {
    expect(decode(inflateRaw(deflateRaw(encode('raw deflate'))))).toBe('raw deflate')
  })

  test('names the data in its errors', () => {
    expect(() => inflateRaw(new Uint8Array([0xff, 0xff, 0xff]), { label: 'zip member word/document.xml' })).toThrow(/zip member word\/document\.xml/)
  })

  test('stops at the limit with a DecompressionLimitError naming it', () => {
    const error = (() => {
      try {
        inflateRaw(deflateRaw(new Uint8Array(50_000)), { maxOutputBytes: 1000 })
      } catch (caught) {
        return caught
      }
    })()

    expect(error).toBeInstanceOf(DecompressionLimitError)
    expect((error as DecompressionLimitError).limit).toBe(1000)
  })
})

describe('inflateRawPartial', () => {
  const text = 'q 1 0 0 1 72 720 cm BT (line) Tj ET Q '.repeat(3000)
  const packed = deflateRaw(encode(text), { level: 9 })

  test('a whole stream is complete, with its bytes', () => {
    const result = inflateRawPartial(packed)

    expect(result.complete).toBe(true)
    expect(decode(result.data)).toBe(text)
  })

  test('a stream cut short is not complete: what was decoded before the cut, and the last block boundary', () => {
    const result = inflateRawPartial(packed.subarray(0, packed.length >> 1))

    expect(result.complete).toBe(false)
    expect(text.startsWith(decode(result.data))).toBe(true)
    expect(result.data.length).toBeGreaterThan(0)
  })

  test('over the limit: a DecompressionLimitError', () => {
    expect(() => inflateRawPartial(packed, { maxOutputBytes: 100 })).toThrow(DecompressionLimitError)
  })
})

describe('zlibDeflate and zlibInflate', () => {
  test('round-trip through a zlib stream with the level-6 header CPython writes', () => {
    const packed = zlibDeflate(encode('orig elements payload'))

    expect([packed[0], packed[1]]).toEqual([0x78, 0x9c])
    expect(decode(zlibInflate(packed))).toBe('orig elements payload')
  })

  test('compress exactly as CPython zlib.compress does', () => {
    // python3 -c "import zlib; print(list(zlib.compress(b'hello hello hello hello')))"
    const cpython = [120, 156, 203, 72, 205, 201, 201, 87, 200, 64, 39, 1, 104, 3, 8, 177]

    expect([...zlibDeflate(encode('hello hello hello hello'))]).toEqual(cpython)
  })

  test('stop inflating at the limit with a DocumentError', () => {
    const packed = zlibDeflate(new Uint8Array(50_000))

    expect(() => zlibInflate(packed, { maxOutputBytes: 1000 })).toThrow(DocumentError)
  })
})
