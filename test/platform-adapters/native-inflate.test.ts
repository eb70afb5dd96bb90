import { deflateRaw } from 'pako'
import { describe, expect, test } from 'vitest'
import { inflateRawWhole as inNode } from '../../src/platform-adapters/native-inflate.node.js'
import { inflateRawWhole as inBrowser } from '../../src/platform-adapters/native-inflate.browser.js'

const text = 'a content stream: BT /F1 12 Tf (Hello) Tj ET '.repeat(200)
const packed = deflateRaw(new TextEncoder().encode(text))

describe('native inflate (node:zlib) answers only for whole valid streams', () => {
  test('a whole stream: its bytes; bytes after the final block are ignored', () => {
    expect(new TextDecoder().decode(inNode(packed, 1 << 20))).toBe(text)
    expect(new TextDecoder().decode(inNode(new Uint8Array([...packed, 0x65, 0x6e, 0x64]), 1 << 20))).toBe(text)
  })

  test('a stream cut short, corrupt data or output over the limit: undefined (the caller decodes it with pako)', () => {
    expect(inNode(packed.subarray(0, packed.length - 4), 1 << 20)).toBeUndefined()
    expect(inNode(new Uint8Array([0xff, 0xff, 0xff, 0xff]), 1 << 20)).toBeUndefined()
    expect(inNode(packed, text.length - 1)).toBeUndefined()
    expect(inNode(packed, text.length)).toBeDefined()
  })

  test('a browser has no synchronous native inflater: always undefined', () => {
    expect(inBrowser(packed, 1 << 20)).toBeUndefined()
  })
})
