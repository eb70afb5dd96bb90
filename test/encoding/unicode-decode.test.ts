import { describe, expect, it } from 'vitest'
import { decodeUtf32Strict, findUtf8Failure, tryDecodeUtf8 } from '../../src/encoding/unicode-decode.js'

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values)

describe('findUtf8Failure', () => {
  it('finds nothing wrong in valid UTF-8, including 4-byte sequences', () => {
    expect(findUtf8Failure(new TextEncoder().encode('a é 日 😀'))).toBeUndefined()
  })

  it('rejects overlong and out-of-range lead bytes as invalid start bytes', () => {
    expect(findUtf8Failure(bytes(0xc0, 0x80))).toEqual({ start: 0, end: 1, reason: 'invalid start byte' })
    expect(findUtf8Failure(bytes(0xf5, 0x80, 0x80, 0x80))).toEqual({ start: 0, end: 1, reason: 'invalid start byte' })
  })

  it('rejects code points above U+10FFFF at the second byte', () => {
    expect(findUtf8Failure(bytes(0xf4, 0x90, 0x80, 0x80))).toEqual({ start: 0, end: 1, reason: 'invalid continuation byte' })
  })
})

describe('tryDecodeUtf8', () => {
  it('returns undefined instead of throwing for invalid bytes', () => {
    expect(tryDecodeUtf8(bytes(0xff))).toBeUndefined()
    expect(tryDecodeUtf8(bytes(0x68, 0x69))).toBe('hi')
  })
})

describe('decodeUtf32Strict', () => {
  it('decodes more code points than one String.fromCodePoint call takes', () => {
    const count = 20_000
    const input = new Uint8Array(count * 4)
    for (let i = 0; i < count; i += 1) input[i * 4] = 0x61

    expect(decodeUtf32Strict(input, true)).toBe('a'.repeat(count))
  })

  it('rejects an encoded surrogate', () => {
    expect(() => decodeUtf32Strict(bytes(0x00, 0xd8, 0x00, 0x00), true)).toThrow(
      "'utf-32-le' codec can't decode bytes in position 0-3: code point in surrogate code point range(0xd800, 0xe000)",
    )
  })
})
