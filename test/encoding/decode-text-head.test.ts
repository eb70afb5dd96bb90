import { describe, expect, test } from 'vitest'
import { decodeReplacing, decodeTextHead } from '../../src/encoding/decode-text-head.js'

const utf16 = (text: string, littleEndian: boolean): number[] =>
  [...text].flatMap((c) => {
    const code = c.charCodeAt(0)
    return littleEndian ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]
  })

describe('decodeTextHead', () => {
  test('reads UTF-8, with or without a byte-order mark', () => {
    const plain = decodeTextHead(new TextEncoder().encode('héllo wörld'))
    const marked = decodeTextHead(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('hi')]))

    expect(plain).toMatchObject({ text: 'héllo wörld', encoding: 'utf-8', bomLength: 0, truncated: false })
    expect(marked).toMatchObject({ text: 'hi', encoding: 'utf-8', bomLength: 3 })
  })

  test('reads UTF-16 by its byte-order mark, and without one by its zero bytes', () => {
    expect(decodeTextHead(new Uint8Array([0xff, 0xfe, ...utf16('Hello', true)]))).toMatchObject({ text: 'Hello', encoding: 'utf-16le' })
    expect(decodeTextHead(new Uint8Array([0xfe, 0xff, ...utf16('Hello', false)]))).toMatchObject({ text: 'Hello', encoding: 'utf-16be' })
    expect(decodeTextHead(new Uint8Array(utf16('Hello there', true)))).toMatchObject({ text: 'Hello there', encoding: 'utf-16le' })
    expect(decodeTextHead(new Uint8Array(utf16('Hello there', false)))).toMatchObject({ text: 'Hello there', encoding: 'utf-16be' })
  })

  test('reads UTF-32 by its byte-order mark', () => {
    const le = new Uint8Array([0xff, 0xfe, 0, 0, 0x41, 0, 0, 0, 0x00, 0xf6, 0x01, 0])
    const be = new Uint8Array([0, 0, 0xfe, 0xff, 0, 0, 0, 0x41])

    expect(decodeTextHead(le)).toMatchObject({ text: 'A\u{1f600}', encoding: 'utf-32le', bomLength: 4 })
    expect(decodeTextHead(be)).toMatchObject({ text: 'A', encoding: 'utf-32be' })
  })

  test('falls back to a single-byte charset for text that is not UTF-8', () => {
    const latin1 = new Uint8Array([...new TextEncoder().encode('caf'), 0xe9, 0x20, 0x93, 0x6f, 0x6b, 0x94])

    expect(decodeTextHead(latin1)).toMatchObject({ text: 'café “ok”', encoding: 'windows-1252' })
  })

  test('does not fail on a multi-byte character cut at the head boundary', () => {
    const bytes = new TextEncoder().encode('aaaé')
    const head = decodeTextHead(bytes, 4)

    expect(head).toMatchObject({ text: 'aaa', encoding: 'utf-8', truncated: true })
  })

  test('says binary for bytes with NULs or many control characters', () => {
    expect(decodeTextHead(new Uint8Array([0x41, 0x00, 0x00, 0x42, 0x07, 0x00, 0x01, 0x02]))).toBeUndefined()
    expect(decodeTextHead(new Uint8Array(Array.from({ length: 200 }, (_, i) => (i % 10 === 0 ? 0x01 : 0x61))))).toBeUndefined()
  })

  test('tolerates a rare stray control character', () => {
    const bytes = new Uint8Array(Array.from({ length: 500 }, (_, i) => (i === 250 ? 0x01 : 0x61)))

    expect(decodeTextHead(bytes)?.encoding).toBe('utf-8')
  })
})

describe('decodeReplacing', () => {
  test('replaces malformed UTF-8 instead of failing', () => {
    expect(decodeReplacing(new Uint8Array([0x61, 0xff, 0x62]), 'utf-8')).toBe('a\ufffdb')
  })
})
