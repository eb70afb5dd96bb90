import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { base64ToBytes, bytesToBase64 } from '../../src/serialize/base64.js'

const bytes = (...values: number[]): Uint8Array => Uint8Array.from(values)

describe('bytesToBase64', () => {
  it('encodes the RFC 4648 test vectors with padding', () => {
    const text = new TextEncoder()
    expect(['', 'f', 'fo', 'foo', 'foob', 'fooba', 'foobar'].map((s) => bytesToBase64(text.encode(s)))).toEqual([
      '',
      'Zg==',
      'Zm8=',
      'Zm9v',
      'Zm9vYg==',
      'Zm9vYmE=',
      'Zm9vYmFy',
    ])
  })

  it('uses + and / for the last two symbols', () => {
    expect(bytesToBase64(bytes(0xfb, 0xff, 0xbf))).toBe('+/+/')
  })

  it('encodes inputs longer than one internal slice', () => {
    const input = new Uint8Array(200_000).map((_, i) => (i * 7) & 0xff)
    expect(base64ToBytes(bytesToBase64(input))).toEqual(input)
    expect(bytesToBase64(input).length).toBe(Math.ceil(200_000 / 3) * 4)
  })
})

describe('base64ToBytes', () => {
  it('decodes padded, unpadded and line-wrapped text', () => {
    expect(base64ToBytes('Zm9vYg==')).toEqual(new TextEncoder().encode('foob'))
    expect(base64ToBytes('Zm9vYg')).toEqual(new TextEncoder().encode('foob'))
    expect(base64ToBytes('Zm9v\r\nYmFy\n')).toEqual(new TextEncoder().encode('foobar'))
  })

  it('rejects characters outside the standard alphabet, naming the position', () => {
    expect(() => base64ToBytes('Zm9v-_')).toThrow(/character "-" at position 4/)
  })

  it('rejects data after padding and impossible lengths', () => {
    expect(() => base64ToBytes('Zg==Zg==')).toThrow(/after "=" padding/)
    expect(() => base64ToBytes('Zm9vY')).toThrow(/cannot encode whole bytes/)
    expect(() => base64ToBytes('Zm9=')).not.toThrow()
    expect(() => base64ToBytes('Zg=')).toThrow(/padding/)
  })

  it('decodes the same bytes with or without padding and line breaks', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (input) => {
        const text = bytesToBase64(input)
        const wrapped = text.replace(/(.{76})/g, '$1\r\n')
        expect(base64ToBytes(text.replace(/=+$/, ''))).toEqual(input)
        expect(base64ToBytes(wrapped)).toEqual(input)
      }),
    )
  })

  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (input) => {
        expect(base64ToBytes(bytesToBase64(input))).toEqual(input)
      }),
    )
  })
})
