/**
 * @module detect/magic-file-type
 * File types that a signature in the first bytes settles: PDF (also without its header, see
 * `isHeaderlessPdf`), images, audio, gzip. The Office
 * containers (zip, OLE) need their directories read and live in `zip-file-type` and `cfb-file-type`.
 */
import type { FileType } from './file-types.js'

/** How far into the file `%PDF-` may start; some writers put junk first and readers tolerate 1 KiB. */
const PDF_HEADER_SPAN = 1024

/** ISO-BMFF major brands of HEIF/HEIC images (the `filetype` package's list). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'hevm', 'hevs', 'mif1', 'msf1'])
/** ISO-BMFF major brands of MPEG-4 audio. */
const M4A_BRANDS = new Set(['M4A ', 'M4B ', 'M4P '])

/** What the signature says: a file type, `'gzip'`, or `undefined` when no signature matches. */
export function magicFileType(bytes: Uint8Array): FileType | 'gzip' | undefined {
  const b = bytes
  const ascii = (start: number, length: number): string => String.fromCharCode(...b.subarray(start, start + length))
  if (b.length >= 5 && (findPdfHeader(b) || isHeaderlessPdf(b))) return 'pdf'
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpg'
  if (startsWith(b, [0x49, 0x49, 0x2a, 0x00]) || startsWith(b, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff'
  if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a') return 'gif'
  if (isBmp(b)) return 'bmp'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return 'webp'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WAVE') return 'wav'
  if (ascii(4, 4) === 'ftyp') {
    const brand = ascii(8, 4)
    if (HEIF_BRANDS.has(brand)) return 'heic'
    if (M4A_BRANDS.has(brand)) return 'm4a'
  }
  if (ascii(0, 4) === 'fLaC') return 'flac'
  // an Ogg stream names its codec in the first packet, at byte 28
  if (ascii(0, 4) === 'OggS') return ascii(28, 8) === 'OpusHead' ? 'opus' : 'ogg'
  if (ascii(0, 3) === 'ID3' || isMp3Frame(b)) return 'mp3'
  if (startsWith(b, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm'
  if (startsWith(b, [0x1f, 0x8b])) return 'gzip'
  return undefined
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)
}

function findPdfHeader(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length, PDF_HEADER_SPAN) - 5
  for (let i = 0; i <= end; i++) {
    if (bytes[i] === 0x25 && bytes[i + 1] === 0x50 && bytes[i + 2] === 0x44 && bytes[i + 3] === 0x46 && bytes[i + 4] === 0x2d) {
      return true
    }
  }
  return false
}

/** How far from the end a headerless PDF's `startxref` or `%%EOF` may stand. */
const PDF_TRAILER_SPAN = 1024

/**
 * A PDF without `%PDF-` (pdf.js and poppler open them: they look for objects, not the header): the first
 * 1024 bytes, after whitespace and `%` comment lines (writers keep the binary-marker comment), open with an
 * indirect object `N G obj`, and the last 1024 bytes hold `startxref` or `%%EOF`.
 */
function isHeaderlessPdf(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, PDF_HEADER_SPAN))
  if (!/^(?:\s|%[^\r\n]*[\r\n])*\d+\s+\d+\s+obj\b/.test(head)) return false
  const tail = String.fromCharCode(...bytes.subarray(Math.max(0, bytes.length - PDF_TRAILER_SPAN)))
  return tail.includes('startxref') || tail.includes('%%EOF')
}

/** `BM` alone is too weak (text starting "BMW"): the DIB header size must be one of the known ones. */
function isBmp(bytes: Uint8Array): boolean {
  if (bytes.length < 18 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) return false
  const dibSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(14, true)
  return [12, 40, 52, 56, 64, 108, 124].includes(dibSize)
}

/** An MPEG audio layer III frame header without ID3 tag: sync bits, then a valid version and layer III. */
function isMp3Frame(bytes: Uint8Array): boolean {
  const [first, second] = bytes
  return first === 0xff && second !== undefined && (second === 0xfb || second === 0xf3 || second === 0xf2 || second === 0xe3)
}
