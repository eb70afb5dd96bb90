import { describe, expect, it } from 'vitest'
import { indexOfBytes } from '../../src/containers/index-of-bytes.js'

const bytes = (s: string): Uint8Array => new TextEncoder().encode(s)

describe('indexOfBytes', () => {
  it('finds the first occurrence at or after the start, past partial matches', () => {
    expect(indexOfBytes(bytes('endstreaendstream'), bytes('endstream'))).toBe(8)
    expect(indexOfBytes(bytes('ab--ab--ab'), bytes('ab'), 3)).toBe(4)
  })

  it('is -1 when the needle is absent or would run past the end', () => {
    expect(indexOfBytes(bytes('eexe'), [0x65, 0x65, 0x78, 0x65, 0x63])).toBe(-1)
    expect(indexOfBytes(bytes('abc'), bytes('x'))).toBe(-1)
  })
})
