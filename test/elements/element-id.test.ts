import { describe, expect, it } from 'vitest'
import { deterministicElementId, uniqueElementId } from '../../src/elements/element-id.js'
import { sha256Hex } from '../../src/elements/sha256.js'

describe('deterministicElementId', () => {
  it('hashes "foo.pdffoo11" for text foo on page 1 of foo.pdf, sequence 1 (upstream vector)', () => {
    expect(deterministicElementId({ filename: 'foo.pdf', text: 'foo', pageNumber: 1, sequence: 1 })).toBe('4bb264eb23ceb44cd8fcc5af44f8dc71')
  })

  it('renders a missing page number as "None" (upstream vector)', () => {
    expect(deterministicElementId({ filename: 'some.txt', text: 'some text', sequence: 1 })).toBe('e3fd10d867c4a1c0264dde40e3d7e45a')
  })

  it('renders a missing filename and page as "None" for an empty element (upstream vector)', () => {
    expect(deterministicElementId({ text: '', sequence: 0 })).toBe('5336294a19f32ff03ef80066fbc3e0f7')
    expect(deterministicElementId({ filename: null, text: '', pageNumber: null, sequence: 0 })).toBe('5336294a19f32ff03ef80066fbc3e0f7')
  })

  it('matches the API id of the fake-xml.xml element "United States"', () => {
    expect(deterministicElementId({ filename: 'fake-xml.xml', text: 'United States', sequence: 0 })).toBe('0e0e3ceecc272305ff14af4c2fbf8ef7')
  })

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    const id = deterministicElementId({ filename: 'ü.txt', text: '日本', pageNumber: 2, sequence: 3 })
    expect(id).toBe(sha256Hex('ü.txt日本23').slice(0, 32))
    expect(id).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('sha256Hex', () => {
  it('gives the standard digest of "abc"', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
  })
})

describe('uniqueElementId', () => {
  it('returns a fresh UUID v4 each time', () => {
    const a = uniqueElementId()
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(uniqueElementId()).not.toBe(a)
  })
})
