/**
 * @module partition-service/estimate-document-memory
 * How much memory partitioning a document will take, guessed from its type and a look at its bytes —
 * never by decoding it (the server's main thread must stay cheap and safe). The server's memory budget
 * (./job-scheduler.ts, ./memory-plan.ts) admits documents by this figure. Rules, per file type:
 * - images: width × height × 4 bytes (from the header) for the decoded RGBA, twice (grey copy, OCR
 *   preparation), plus the OCR engine;
 * - zip containers (DOCX, XLSX, PPTX, ODT, EPUB): what the central directory says the members inflate to,
 *   each capped as the zip reader caps it (200× its compressed size, 512 MiB together: containers/zip-archive),
 *   × 16 for the parsed XML and the strings drawn from it (a 872-page DOCX inflating to 5.3 MB: 116 MB);
 * - PDFs: 128 MiB for the reader and layout analysis, plus the file × 16 (objects, inflated streams,
 *   fonts), plus 384 MiB for strategies that render pages (hi_res, auto, ocr_only, od_only, vlm: page
 *   images at 200 dpi, OCR, table detection);
 * - gzip: the inner size from the gzip trailer, as text;
 * - text formats (text, Markdown, HTML, XML, JSON, CSV, RTF, e-mail): × 16 (UTF-16 strings, the parsed
 *   tree, elements: an 11 MB text grew a process by 194 MB); compound files (DOC, XLS, PPT, MSG) × 8;
 *   anything else × 4.
 * Every document also counts a fixed 32 MiB (code loaded on first use, its share of heap growth). The
 * factors come from the peak resident memory of a process partitioning corpus documents (issue 18's
 * notes); they are coarse on purpose: admission needs the order of magnitude, and a document that lies
 * about its size (zip headers, a PDF stream inflating to a gigabyte) is caught by the watchdog instead
 * (./memory-watchdog.ts).
 */
import { detectFileType } from '../detect/detect-file-type.js'
import type { FileType } from '../detect/file-types.js'
import { zipEntries } from '../containers/zip-member-names.js'
import { DEFAULT_ZIP_LIMITS } from '../containers/zip-archive.js'
import { RENDERING_STRATEGIES } from '../options/strategies.js'

const MIB = 1024 * 1024
const PER_DOCUMENT = 32 * MIB
/** The OCR engine's working set (tesseract.js workers of one process and their buffers). */
const OCR_ENGINE = 160 * MIB
/** A PDF's reader, fonts and layout analysis, whatever its size (a 172 KB paper: 300 MB under `fast`). */
const PDF_READER = 128 * MIB
/** Pages rendered at the OCR resolution (200 dpi), their grey copies, OCR and table detection (measured: 514 MB for a one-page hi_res PDF). */
const PAGE_RENDERING = 384 * MIB
const RENDERING_STRATEGY_SET: ReadonlySet<string> = new Set(RENDERING_STRATEGIES)
const TEXT_TYPES = new Set<FileType>(['txt', 'md', 'html', 'xml', 'json', 'ndjson', 'csv', 'tsv', 'rtf', 'eml', 'org', 'rst'])
const COMPOUND_TYPES = new Set<FileType>(['doc', 'xls', 'ppt', 'msg'])
const ZIP_TYPES = new Set<FileType>(['docx', 'xlsx', 'pptx', 'odt', 'epub', 'zip'])
const IMAGE_TYPES = new Set<FileType>(['png', 'jpg', 'gif', 'bmp', 'tiff', 'webp', 'heic'])

export interface DocumentEstimate {
  /** Bytes the partition of this document is expected to hold at its peak. */
  bytes: number
  fileType: FileType | undefined
  /** How the figure was reached, for messages (`PNG 16000×16000`, `zip members 1.0 GiB`). */
  basis: string
}

/** The memory estimate of a document (bytes as uploaded, gzip included); never throws. */
export function estimateDocumentMemory(bytes: Uint8Array, filename?: string, strategy?: string): DocumentEstimate {
  let fileType: FileType | undefined
  try {
    fileType = detectFileType(bytes, { filename })
  } catch {
    fileType = undefined // detection refuses it (a password-protected Office file): the worker answers
  }
  const { bytes: own, basis } = ownEstimate(bytes, fileType, strategy)
  return { bytes: PER_DOCUMENT + own, fileType, basis }
}

function ownEstimate(bytes: Uint8Array, fileType: FileType | undefined, strategy: string | undefined): { bytes: number; basis: string } {
  const size = bytes.length
  if (isGzip(bytes)) {
    const inner = gzipInnerSize(bytes)
    return { bytes: inner * 8, basis: `gzip inflating to ${mib(inner)} × 8` }
  }
  if (fileType === undefined) return { bytes: size * 4, basis: `${mib(size)} of an undetected type × 4` }
  if (IMAGE_TYPES.has(fileType)) {
    const dimensions = imageDimensions(bytes)
    if (dimensions === undefined) return { bytes: size * 20 + OCR_ENGINE, basis: `${fileType} of ${mib(size)} × 20` }
    const [width, height] = dimensions
    return { bytes: width * height * 4 * 2 + size + OCR_ENGINE, basis: `${fileType} ${width}×${height} pixels` }
  }
  if (ZIP_TYPES.has(fileType)) {
    const inflated = zipInflatedBytes(bytes)
    return { bytes: size + inflated * 16, basis: `zip members inflating to ${mib(inflated)} × 16` }
  }
  if (fileType === 'pdf') {
    const renders = strategy === undefined || RENDERING_STRATEGY_SET.has(strategy)
    return {
      bytes: PDF_READER + size * 16 + (renders ? PAGE_RENDERING : 0),
      basis: `PDF of ${mib(size)} × 16${renders ? ` and page rendering (${strategy ?? 'hi_res'})` : ''}`,
    }
  }
  if (TEXT_TYPES.has(fileType)) return { bytes: size * 16, basis: `${fileType} of ${mib(size)} × 16` }
  if (COMPOUND_TYPES.has(fileType)) return { bytes: size * 8, basis: `${fileType} of ${mib(size)} × 8` }
  return { bytes: size * 4, basis: `${fileType} of ${mib(size)} × 4` }
}

/** What the zip reader will inflate at most: each member capped by the ratio limit, all by the total limit. */
function zipInflatedBytes(bytes: Uint8Array): number {
  let total = 0
  try {
    for (const entry of zipEntries(bytes)) {
      const cap =
        entry.method === 0 ? entry.compressedSize : Math.max(DEFAULT_ZIP_LIMITS.ratioGraceBytes, entry.compressedSize * DEFAULT_ZIP_LIMITS.maxRatio)
      total += Math.min(entry.uncompressedSize, cap)
    }
  } catch {
    return bytes.length * 4 // not a readable directory: the worker will say so
  }
  return Math.min(total, DEFAULT_ZIP_LIMITS.maxTotalBytes)
}

function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 18 && bytes[0] === 0x1f && bytes[1] === 0x8b
}

/** ISIZE, the last four bytes: the inner size modulo 4 GiB (at least the compressed size × 1). */
function gzipInnerSize(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return Math.max(bytes.length, view.getUint32(bytes.length - 4, true))
}

/** Width and height from an image header (PNG, JPEG, GIF, BMP, WEBP, TIFF's first page); undefined when unreadable. */
export function imageDimensions(bytes: Uint8Array): [number, number] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const at = (offset: number, length: number): boolean => offset + length <= bytes.length
  const ascii = (offset: number, text: string): boolean => at(offset, text.length) && [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0))
  if (ascii(1, 'PNG') && at(16, 8)) return [view.getUint32(16), view.getUint32(20)]
  if (ascii(0, 'GIF8') && at(6, 4)) return [view.getUint16(6, true), view.getUint16(8, true)]
  if (ascii(0, 'BM') && at(18, 8)) return [Math.abs(view.getInt32(18, true)), Math.abs(view.getInt32(22, true))]
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return webpDimensions(bytes, view)
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegDimensions(bytes, view)
  if ((ascii(0, 'II') || ascii(0, 'MM')) && at(8, 0)) return tiffDimensions(view)
  return undefined
}

function webpDimensions(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  if (bytes.length < 30) return undefined
  const chunk = String.fromCharCode(bytes[12]!, bytes[13]!, bytes[14]!, bytes[15]!)
  if (chunk === 'VP8X') return [1 + (view.getUint32(24, true) & 0xffffff), 1 + (view.getUint32(27, true) & 0xffffff)]
  if (chunk === 'VP8L') {
    const bits = view.getUint32(21, true)
    return [1 + (bits & 0x3fff), 1 + ((bits >>> 14) & 0x3fff)]
  }
  if (chunk === 'VP8 ') return [view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff]
  return undefined
}

function jpegDimensions(bytes: Uint8Array, view: DataView): [number, number] | undefined {
  let offset = 2
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined
    const marker = bytes[offset + 1]!
    if (marker === 0xff) {
      offset++
      continue
    }
    const length = view.getUint16(offset + 2)
    // SOF0–SOF15 carry the frame size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return [view.getUint16(offset + 7), view.getUint16(offset + 5)]
    }
    offset += 2 + length
  }
  return undefined
}

function tiffDimensions(view: DataView): [number, number] | undefined {
  const little = view.getUint8(0) === 0x49
  const ifd = view.getUint32(4, little)
  if (ifd + 2 > view.byteLength) return undefined
  const count = view.getUint16(ifd, little)
  let width: number | undefined
  let height: number | undefined
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12
    if (entry + 12 > view.byteLength) break
    const tag = view.getUint16(entry, little)
    const type = view.getUint16(entry + 2, little)
    const value = type === 3 ? view.getUint16(entry + 8, little) : view.getUint32(entry + 8, little)
    if (tag === 256) width = value
    if (tag === 257) height = value
  }
  return width === undefined || height === undefined ? undefined : [width, height]
}

function mib(bytes: number): string {
  return `${Math.round((bytes / MIB) * 10) / 10} MiB`
}
