import { describe, expect, test } from 'vitest'
import { magicFileType } from '../../src/detect/magic-file-type.js'

/** Bytes from a mix of numbers and latin-1 strings, padded with zeros to `length`. */
function bytesOf(parts: (number[] | string)[], length = 64): Uint8Array {
  const flat = parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part))
  const out = new Uint8Array(Math.max(length, flat.length))
  out.set(flat)
  return out
}
const u32le = (n: number): number[] => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff]

describe('magicFileType', () => {
  test.each([
    ['pdf', bytesOf(['%PDF-1.7\n'])],
    ['png', bytesOf([[0x89], 'PNG\r\n\x1a\n'])],
    ['jpg', bytesOf([[0xff, 0xd8, 0xff, 0xe0], '\0\x10JFIF'])],
    ['tiff', bytesOf(['II*\0'])],
    ['tiff', bytesOf(['MM\0*'])],
    ['gif', bytesOf(['GIF89a'])],
    ['gif', bytesOf(['GIF87a'])],
    ['bmp', bytesOf(['BM', u32le(70), [0, 0, 0, 0], u32le(54), u32le(40)])],
    ['webp', bytesOf(['RIFF', u32le(100), 'WEBPVP8 '])],
    ['wav', bytesOf(['RIFF', u32le(100), 'WAVEfmt '])],
    ['heic', bytesOf([[0, 0, 0, 0x18], 'ftypheic'])],
    ['heic', bytesOf([[0, 0, 0, 0x18], 'ftypmif1'])],
    ['m4a', bytesOf([[0, 0, 0, 0x20], 'ftypM4A '])],
    ['flac', bytesOf(['fLaC'])],
    ['ogg', bytesOf(['OggS\0\x02', new Array(22).fill(0), '\x01vorbis'])],
    ['opus', bytesOf(['OggS\0\x02', new Array(22).fill(0), 'OpusHead'])],
    ['mp3', bytesOf(['ID3\x04\0'])],
    ['mp3', bytesOf([[0xff, 0xfb, 0x90, 0x64]])],
    ['webm', bytesOf([[0x1a, 0x45, 0xdf, 0xa3]])],
    ['gzip', bytesOf([[0x1f, 0x8b, 0x08]])],
  ])('recognises %s by its signature', (expected, bytes) => {
    expect(magicFileType(bytes)).toBe(expected)
  })

  test('finds %PDF- anywhere in the first 1024 bytes but not later', () => {
    const early = bytesOf([new Array(1000).fill(0x20), '%PDF-1.4'])
    const late = bytesOf([new Array(1020).fill(0x20), '%PDF-1.4'])

    expect(magicFileType(early)).toBe('pdf')
    expect(magicFileType(late)).toBeUndefined()
  })

  test('takes a PDF without %PDF- (binary comment, then objects, then a trailer) for a PDF, but not text about PDF objects', () => {
    const body = ['1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n', 'xref\n0 1\ntrailer\n<< /Root 1 0 R >>\nstartxref\n9\n%%EOF\n']
    expect(magicFileType(bytesOf([[0x25, 0xe2, 0xe3, 0xcf, 0xd3, 0x0a], ...body]))).toBe('pdf')
    expect(magicFileType(bytesOf(body))).toBe('pdf')
    // objects but no trailer, or a trailer word in prose: not enough
    expect(magicFileType(bytesOf([body[0]!]))).toBeUndefined()
    expect(magicFileType(bytesOf(['Notes on PDF: an object reads "1 0 obj" and the file ends with startxref.']))).toBeUndefined()
  })

  test('does not take text that starts with "BM" for a bitmap', () => {
    expect(magicFileType(new TextEncoder().encode('BMW announced a new model on Tuesday.'))).toBeUndefined()
  })

  test('leaves zip, OLE2, text and unknown bytes to the other strategies', () => {
    expect(magicFileType(bytesOf(['PK\x03\x04']))).toBeUndefined()
    expect(magicFileType(bytesOf([[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]]))).toBeUndefined()
    expect(magicFileType(new TextEncoder().encode('plain words'))).toBeUndefined()
    expect(magicFileType(new Uint8Array(0))).toBeUndefined()
  })
})
