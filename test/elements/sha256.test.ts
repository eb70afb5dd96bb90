import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { sha256 } from '../../src/digests.js'
import { sha256Hex, sha256HexPortable } from '../../src/elements/sha256.js'
import { nativeSha256Hex as browserSha256Hex } from '../../src/platform-adapters/native-hash.browser.js'

const reference = (text: string): string => Buffer.from(sha256(new TextEncoder().encode(text))).toString('hex')

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 digests of the empty string and "abc"', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })

  it('agrees with the digest adapter on every length around the block edges (55, 56, 63, 64 bytes) and beyond', () => {
    for (let n = 0; n <= 300; n++) expect(sha256Hex('x'.repeat(n))).toBe(reference('x'.repeat(n)))
  })

  it('hashes the UTF-8 bytes of any text, lone surrogates as U+FFFD, as the adapter does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => sha256Hex(text) === reference(text)),
      { numRuns: 500 },
    )
    expect(sha256Hex('\ud800')).toBe(reference('\ufffd'))
    expect(sha256Hex('é€😀'.repeat(40))).toBe(reference('é€😀'.repeat(40)))
  })

  it('gives the first digits of the digest when asked for fewer', () => {
    expect(sha256Hex('abc', 32)).toBe('ba7816bf8f01cfea414140de5dae2223')
    expect(sha256Hex('x'.repeat(100), 8)).toBe(reference('x'.repeat(100)).slice(0, 8))
  })

  it('gives the same digits in JavaScript (the browser path) as natively, for any text', () => {
    expect(browserSha256Hex('abc')).toBeUndefined()
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom(8, 32, 64), (text, digits) => {
        return sha256HexPortable(text, digits) === sha256Hex(text, digits) && sha256HexPortable(text, digits) === reference(text).slice(0, digits)
      }),
      { numRuns: 500 },
    )
    expect(sha256HexPortable('\udc00x\ud800', 32)).toBe(sha256Hex('\udc00x\ud800', 32))
  })
})
