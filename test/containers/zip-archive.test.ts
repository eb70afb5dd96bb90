import { describe, expect, test } from 'vitest'
import { openZipArchive } from '../../src/containers/zip-archive.js'
import { DocumentError } from '../../src/errors.js'
import { buildZip } from '../detect/helpers/build-zip.js'

const text = (bytes: Uint8Array | undefined): string => new TextDecoder().decode(bytes)

/** Rewrites the uncompressed size the central directory claims for every member (a lying archive). */
function claimSize(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice()
  const view = new DataView(out.buffer)
  for (let at = 0; at + 46 <= out.length; at++) {
    if (view.getUint32(at, true) === 0x02014b50) view.setUint32(at + 24, size, true)
  }
  return out
}

describe('openZipArchive', () => {
  test('reads members by name and says which exist', () => {
    const archive = openZipArchive(
      buildZip([
        { name: 'mimetype', data: 'application/epub+zip' },
        { name: 'word/document.xml', data: '<w:document/>', method: 8 },
      ]),
    )

    expect(archive.entries.map((entry) => entry.name)).toEqual(['mimetype', 'word/document.xml'])
    expect(archive.has('word/document.xml')).toBe(true)
    expect(text(archive.read('word/document.xml'))).toBe('<w:document/>')
    expect(archive.read('word/missing.xml')).toBeUndefined()
  })

  test('refuses an archive listing more members than the entry limit', () => {
    const bytes = buildZip(Array.from({ length: 6 }, (_, i) => ({ name: `m${i}`, data: 'x' })))

    expect(() => openZipArchive(bytes, { maxEntries: 5 })).toThrow(DocumentError)
    expect(() => openZipArchive(bytes, { maxEntries: 5 })).toThrow(/6 members, more than the limit of 5/)
    expect(openZipArchive(bytes, { maxEntries: 6 }).entries).toHaveLength(6)
  })

  test('refuses a member whose claimed expansion ratio is past the limit', () => {
    const archive = openZipArchive(buildZip([{ name: 'bomb.xml', data: new Uint8Array(200_000), method: 8 }]), {
      maxRatio: 10,
      ratioGraceBytes: 1000,
    })

    expect(() => archive.read('bomb.xml')).toThrow(/bomb\.xml expands .* more than 10 times/)
  })

  test('stops a member that lies about its size once it inflates past the ratio limit', () => {
    const lying = claimSize(buildZip([{ name: 'bomb.xml', data: new Uint8Array(200_000), method: 8 }]), 10)
    const archive = openZipArchive(lying, { maxRatio: 10, ratioGraceBytes: 1000 })

    expect(() => archive.read('bomb.xml')).toThrow(/bomb\.xml expands from \d+ bytes to more than 10 times/)
  })

  test('lets a small, very repetitive member through within the grace size', () => {
    const archive = openZipArchive(buildZip([{ name: 'a.xml', data: ' '.repeat(50_000), method: 8 }]), { maxRatio: 10 })

    expect(archive.read('a.xml')).toHaveLength(50_000)
  })

  test('refuses reading past the total decompressed size over all members', () => {
    const archive = openZipArchive(
      buildZip([
        { name: 'a', data: 'x'.repeat(600), method: 8 },
        { name: 'b', data: 'y'.repeat(600), method: 8 },
      ]),
      { maxTotalBytes: 1000 },
    )

    expect(archive.read('a')).toHaveLength(600)
    expect(() => archive.read('b')).toThrow(/past 1000 decompressed bytes in total/)
  })

  test('enforces the total limit while inflating when the directory understates sizes', () => {
    const lying = claimSize(buildZip([{ name: 'a', data: 'x'.repeat(5000), method: 8 }]), 1)
    const archive = openZipArchive(lying, { maxTotalBytes: 1000 })

    expect(() => archive.read('a')).toThrow(/past 1000 decompressed bytes in total/)
  })
})
