/**
 * @module containers/zip-member-names
 * Lists the members of a zip archive from its central directory (APPNOTE 4.3.12–4.3.16), with the
 * zip64 end record when the classic one overflows. Only the directory is read; nothing is inflated.
 * When the end of the archive is missing (a truncated upload) the local file headers are walked
 * from the start instead, as far as they go.
 */
import { DocumentError } from '../errors.js'

/** One member of a zip archive, as its directory entry describes it. */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated (`word/document.xml`). */
  name: string
  /** Compression method: 0 stored, 8 deflated; others are unsupported here. */
  method: number
  /** Size of the member's data as stored, in bytes. */
  compressedSize: number
  /** Size of the member once decompressed, in bytes, as the archive claims it. */
  uncompressedSize: number
  /** Byte offset of the member's local file header. */
  localHeaderOffset: number
  /** General-purpose flags; bit 0 = encrypted. */
  flags: number
}

const EOCD_SIGNATURE = 0x06054b50
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50
const ZIP64_EOCD_SIGNATURE = 0x06064b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
/** The end record is 22 bytes plus a comment of at most 65535 bytes. */
const EOCD_SEARCH_SPAN = 22 + 0xffff

/** Names of every member of the zip archive in `bytes`, in directory order. */
export function zipMemberNames(bytes: Uint8Array): string[] {
  return zipEntries(bytes).map((entry) => entry.name)
}

/**
 * Every member of the zip archive in `bytes`, in directory order. Throws `DocumentError` when the
 * bytes are not a readable zip archive.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const eocd = findEndOfCentralDirectory(view)
  if (eocd === undefined) return walkLocalHeaders(bytes, view)

  let count = view.getUint16(eocd + 10, true)
  let offset = view.getUint32(eocd + 16, true)
  if (count === 0xffff || offset === 0xffffffff) {
    const zip64 = readZip64End(view, eocd)
    if (zip64 !== undefined) ({ count, offset } = zip64)
  }
  const entries: ZipEntry[] = []
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) {
      throw new DocumentError(
        `The zip archive's central directory is damaged (entry ${i + 1} of ${count} is unreadable); ` +
          'the file may be truncated or not a zip archive.',
      )
    }
    // a central record holds a local header's fields 2 bytes later ("version made by" comes first)
    const { entry, nameLength, extraLength } = readEntry(bytes, view, offset + 2, offset + 46, view.getUint32(offset + 42, true))
    entries.push(entry)
    offset += 46 + nameLength + extraLength + view.getUint16(offset + 32, true)
  }
  return entries
}

function findEndOfCentralDirectory(view: DataView): number | undefined {
  const last = view.byteLength - 22
  for (let at = last; at >= 0 && at >= last - EOCD_SEARCH_SPAN; at--) {
    if (view.getUint32(at, true) !== EOCD_SIGNATURE) continue
    // the comment length must reach exactly to the end, else this is a stray signature
    if (at + 22 + view.getUint16(at + 20, true) === view.byteLength) return at
  }
  return undefined
}

function readZip64End(view: DataView, eocd: number): { count: number; offset: number } | undefined {
  const locator = eocd - 20
  if (locator < 0 || view.getUint32(locator, true) !== ZIP64_LOCATOR_SIGNATURE) return undefined
  const record = Number(view.getBigUint64(locator + 8, true))
  if (record + 56 > view.byteLength || view.getUint32(record, true) !== ZIP64_EOCD_SIGNATURE) return undefined
  return {
    count: Number(view.getBigUint64(record + 32, true)),
    offset: Number(view.getBigUint64(record + 48, true)),
  }
}

/** Replaces 0xFFFFFFFF sizes and offsets with the 64-bit values of the zip64 extra field (0x0001). */
function applyZip64Extra(entry: ZipEntry, view: DataView, start: number, length: number): void {
  const end = Math.min(start + length, view.byteLength)
  for (let at = start; at + 4 <= end;) {
    const id = view.getUint16(at, true)
    const size = view.getUint16(at + 2, true)
    if (id === 0x0001) {
      let field = at + 4
      const next = (): number | undefined => {
        if (field + 8 > at + 4 + size || field + 8 > end) return undefined
        const value = Number(view.getBigUint64(field, true))
        field += 8
        return value
      }
      // the fields are present only for the values that overflowed, in this order
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next() ?? entry.uncompressedSize
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next() ?? entry.compressedSize
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next() ?? entry.localHeaderOffset
      return
    }
    at += 4 + size
  }
}

/**
 * The entry whose local-header fields (flags, method, sizes, name and extra lengths, at their local
 * header offsets) start at `fieldsAt`, its name at `nameAt`, the zip64 extra field applied.
 */
function readEntry(
  bytes: Uint8Array,
  view: DataView,
  fieldsAt: number,
  nameAt: number,
  localHeaderOffset: number,
): { entry: ZipEntry; nameLength: number; extraLength: number } {
  const flags = view.getUint16(fieldsAt + 6, true)
  const nameLength = view.getUint16(fieldsAt + 26, true)
  const extraLength = view.getUint16(fieldsAt + 28, true)
  const entry: ZipEntry = {
    name: decodeName(bytes.subarray(nameAt, nameAt + nameLength), flags),
    method: view.getUint16(fieldsAt + 8, true),
    compressedSize: view.getUint32(fieldsAt + 18, true),
    uncompressedSize: view.getUint32(fieldsAt + 22, true),
    localHeaderOffset,
    flags,
  }
  applyZip64Extra(entry, view, nameAt + nameLength, extraLength)
  return { entry, nameLength, extraLength }
}

/** Fallback for an archive whose end is missing: follow the local headers while their sizes are known. */
function walkLocalHeaders(bytes: Uint8Array, view: DataView): ZipEntry[] {
  const entries: ZipEntry[] = []
  let offset = 0
  while (offset + 30 <= view.byteLength && view.getUint32(offset, true) === LOCAL_SIGNATURE) {
    const { entry, nameLength, extraLength } = readEntry(bytes, view, offset, offset + 30, offset)
    entries.push(entry)
    // bit 3: sizes follow the data in a descriptor, so the next header cannot be located
    if ((entry.flags & 0x08) !== 0) break
    offset += 30 + nameLength + extraLength + entry.compressedSize
  }
  if (entries.length === 0) {
    throw new DocumentError('The file is not a readable zip archive: no central directory and no local file header found.')
  }
  return entries
}

// IBM code page 437, bytes 0x80–0xFF: the encoding of names without the UTF-8 flag (bit 11)
const CP437_HIGH =
  'ÇüéâäàåçêëèïîìÄÅÉæÆôöòûùÿÖÜ¢£¥₧ƒáíóúñÑªº¿⌐¬½¼¡«»░▒▓│┤╡╢╖╕╣║╗╝╜╛┐└┴┬├─┼╞╟╚╔╩╦╠═╬╧╨╤╥╙╘╒╓╫╪┘┌█▄▌▐▀' + 'αßΓπΣσµτΦΘΩδ∞φε∩≡±≥≤⌠⌡÷≈°∙·√ⁿ²■\u00a0'

function decodeName(raw: Uint8Array, flags: number): string {
  if ((flags & 0x0800) !== 0) return new TextDecoder('utf-8').decode(raw)
  let name = ''
  for (const byte of raw) name += byte < 0x80 ? String.fromCharCode(byte) : CP437_HIGH[byte - 0x80]
  return name
}
