import { gzipSync } from 'node:zlib'
import { describe, expect, test } from 'vitest'
import { buildZip } from '../../fixtures/office/zip-writer.js'
import { estimateDocumentMemory, imageDimensions } from '../../src/partition-service/estimate-document-memory.js'

const MIB = 1024 * 1024
const PER_DOCUMENT = 32 * MIB

function bytes(length: number, head: readonly number[] = []): Uint8Array {
  const out = new Uint8Array(length)
  out.set(head)
  return out
}

describe('imageDimensions reads the size from the header of every image type the server takes', () => {
  test('PNG, GIF, BMP', () => {
    const png = bytes(32, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(png.buffer).setUint32(16, 1200)
    new DataView(png.buffer).setUint32(20, 800)
    expect(imageDimensions(png)).toEqual([1200, 800])
    const gif = bytes(16, [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00])
    expect(imageDimensions(gif)).toEqual([320, 240])
    const bmp = bytes(32, [0x42, 0x4d])
    new DataView(bmp.buffer).setInt32(18, 640, true)
    new DataView(bmp.buffer).setInt32(22, -480, true) // top-down rows
    expect(imageDimensions(bmp)).toEqual([640, 480])
  })

  test('JPEG: the first frame header after other segments', () => {
    const app0 = [0xff, 0xe0, 0, 4, 0, 0]
    const sof0 = [0xff, 0xc0, 0, 11, 8, 0x03, 0x00, 0x05, 0x00, 3, 0, 0, 0]
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, ...app0, ...sof0, 0, 0]))).toEqual([1280, 768])
  })

  test('WEBP (lossy, lossless, extended) and TIFF', () => {
    const riff = (chunk: string, body: number[]): Uint8Array =>
      new Uint8Array([
        ...Buffer.from('RIFF'),
        0,
        0,
        0,
        0,
        ...Buffer.from('WEBP'),
        ...Buffer.from(chunk),
        0,
        0,
        0,
        0,
        ...body,
        ...new Array(16).fill(0),
      ])
    const extended = riff('VP8X', [0, 0, 0, 0, 99, 0, 0, 49, 0, 0]) // canvas 100 × 50 (stored minus one)
    expect(imageDimensions(extended)).toEqual([100, 50])
    const lossless = riff('VP8L', [0x2f, 199 & 0xff, ((199 >> 8) & 0x3f) | ((99 & 0x03) << 6), (99 >> 2) & 0xff, 0])
    expect(imageDimensions(lossless)).toEqual([200, 100])
    const lossy = riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x40, 0x01, 0xf0, 0x00])
    expect(imageDimensions(lossy)).toEqual([320, 240])
    const tiff = bytes(64, [0x49, 0x49, 42, 0, 8, 0, 0, 0, 2, 0])
    const view = new DataView(tiff.buffer)
    view.setUint16(10, 256, true) // ImageWidth, SHORT
    view.setUint16(12, 3, true)
    view.setUint16(18, 2000, true)
    view.setUint16(22, 257, true) // ImageLength, LONG
    view.setUint16(24, 4, true)
    view.setUint32(30, 3000, true)
    expect(imageDimensions(tiff)).toEqual([2000, 3000])
  })

  test('an unreadable header gives undefined', () => {
    expect(imageDimensions(new Uint8Array([0xff, 0xd8, 0x00]))).toBeUndefined()
    expect(imageDimensions(new Uint8Array(4))).toBeUndefined()
  })
})

describe('estimateDocumentMemory', () => {
  test('an image counts its decoded pixels twice, whatever its file size', () => {
    const png = bytes(64, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    new DataView(png.buffer).setUint32(16, 16000)
    new DataView(png.buffer).setUint32(20, 16000)
    const estimate = estimateDocumentMemory(png, 'blank.png')
    expect(estimate.bytes).toBeGreaterThan(16000 * 16000 * 4 * 2)
    expect(estimate.basis).toBe('png 16000×16000 pixels')
  })

  test('a zip counts what its members inflate to, each capped as the zip reader caps it', () => {
    const xml = '<w:t>river</w:t>'.repeat(20_000) // 320 KB, deflates to a few KB
    const docx = buildZip([{ name: 'word/document.xml', data: xml, method: 8 }])
    expect(estimateDocumentMemory(docx, 'a.docx').bytes).toBeGreaterThanOrEqual(PER_DOCUMENT + xml.length * 16)
    // a member claiming 1 GiB from 1 KiB cannot inflate past 200 × 1 KiB (or the 1 MiB grace): the claim is not believed
    const claim = buildZip([{ name: 'word/document.xml', data: 'A'.repeat(1024), method: 8 }])
    const view = new DataView(claim.buffer, claim.byteOffset)
    const central = claim.findIndex((_, i) => view.getUint32(i, true) === 0x02014b50)
    view.setUint32(central + 24, 1024 * MIB, true)
    expect(estimateDocumentMemory(claim, 'a.docx').bytes).toBeLessThanOrEqual(PER_DOCUMENT + claim.length + 1 * MIB * 16)
  })

  test('a PDF costs more under a strategy that renders pages than under fast', () => {
    const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< >>\nendobj\n%%EOF\n')
    const fast = estimateDocumentMemory(pdf, 'a.pdf', 'fast').bytes
    const hiRes = estimateDocumentMemory(pdf, 'a.pdf', 'hi_res').bytes
    expect(hiRes).toBeGreaterThan(fast)
    expect(estimateDocumentMemory(pdf, 'a.pdf').bytes).toBe(hiRes) // hi_res is the default
  })

  test('text grows with its size; gzip counts its inner size from the trailer', () => {
    const small = estimateDocumentMemory(new TextEncoder().encode('hello world'), 'a.txt').bytes
    const large = estimateDocumentMemory(new TextEncoder().encode('hello world '.repeat(100_000)), 'a.txt').bytes
    expect(large - small).toBeGreaterThanOrEqual(1_200_000 * 8)
    const gzipped = gzipSync(Buffer.alloc(8 * MIB, 'a'))
    expect(estimateDocumentMemory(gzipped, 'a.txt.gz').bytes).toBeGreaterThanOrEqual(8 * MIB * 8)
  })
})
