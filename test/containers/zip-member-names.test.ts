import { describe, expect, test } from 'vitest'
import { zipEntries, zipMemberNames } from '../../src/containers/zip-member-names.js'
import { DocumentError } from '../../src/errors.js'
import { buildZip } from '../detect/helpers/build-zip.js'

describe('zipMemberNames', () => {
  test('lists the members in central-directory order', () => {
    const bytes = buildZip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>', method: 8 },
    ])

    expect(zipMemberNames(bytes)).toEqual(['[Content_Types].xml', 'word/document.xml'])
  })

  test('finds the end record behind an archive comment', () => {
    const bytes = buildZip([{ name: 'a.txt', data: 'a' }], { comment: 'made by hand, PK\x05\x06 inside the comment' })

    expect(zipMemberNames(bytes)).toEqual(['a.txt'])
  })

  test('decodes UTF-8 names when flagged and CP437 names otherwise', () => {
    const utf8 = buildZip([{ name: 'données/é.txt', data: '' }])
    const cp437 = buildZip([{ name: 'x', data: '' }])
    // rewrite the one-byte name "x" as CP437 0x82 (é) in both headers
    cp437.forEach((byte, i) => {
      if (byte === 0x78) cp437[i] = 0x82
    })

    expect(zipMemberNames(utf8)).toEqual(['données/é.txt'])
    expect(zipMemberNames(cp437)).toEqual(['é'])
  })

  test('reports sizes, method and offset of each entry', () => {
    const bytes = buildZip([
      { name: 'a', data: 'hello' },
      { name: 'b', data: 'x'.repeat(1000), method: 8 },
    ])

    const [a, b] = zipEntries(bytes)

    expect(a).toMatchObject({ name: 'a', method: 0, compressedSize: 5, uncompressedSize: 5, localHeaderOffset: 0 })
    expect(b).toMatchObject({ name: 'b', method: 8, uncompressedSize: 1000, localHeaderOffset: 30 + 1 + 5 })
    expect(b!.compressedSize).toBeLessThan(1000)
  })

  test('walks the local headers of an archive whose end is cut off', () => {
    const full = buildZip([
      { name: 'mimetype', data: 'application/epub+zip' },
      { name: 'META-INF/container.xml', data: '<container/>' },
    ])
    const truncated = full.subarray(0, full.length - 40)

    expect(zipMemberNames(truncated)).toEqual(['mimetype', 'META-INF/container.xml'])
  })

  test('rejects bytes that hold no zip structure with a DocumentError', () => {
    expect(() => zipMemberNames(new TextEncoder().encode('not a zip archive at all, just words'))).toThrow(DocumentError)
  })

  test('rejects a central directory that points at garbage', () => {
    const bytes = buildZip([{ name: 'a', data: 'a' }])
    // central directory offset in the end record → 0, where a local header (not a central one) sits
    new DataView(bytes.buffer).setUint32(bytes.length - 22 + 16, 0, true)

    expect(() => zipEntries(bytes)).toThrow(/central directory is damaged/)
  })
})
