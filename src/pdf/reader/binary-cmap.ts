/**
 * @module pdf/reader/binary-cmap
 * A predefined CMap in pdf.js's packed ".bcmap" form (node_modules/pdfjs-dist/cmaps/<name>.bcmap) decoded
 * into plain data, exactly as pdf.js's `BinaryCMapReader.process` (src/core/cmap.js) fills its `CMap`:
 * the header's vertical flag, codespace ranges, code → CID entries (cidchar, cidrange) and code → binary
 * string entries (bfchar, bfrange: the UCS2 CMaps, Adobe-Japan1-UCS2 and its siblings, map a CID to its
 * UTF-16BE text this way), later entries replacing earlier ones, and the name of the CMap it extends
 * (`usecmap`), which the caller merges in with `extendBinaryCMap` as pdf.js's `extendCMap` does.
 *
 * Format (pdf.js's external/cmapscompress/compress.js): one header byte (bit 0: vertical), then records
 * whose first byte holds the type (bits 5–7), a "sequence" flag (bit 4: each entry follows the previous
 * one, its start not stored) and the code size − 1 (bits 0–3), then the entry count; numbers are 7-bit
 * groups, high bit set on all but the last; codes are stored as differences from the previous entry.
 * Type 7 records carry a comment (0) or the usecmap name (1).
 */
import type { CodespaceRange } from './to-unicode-cmap.js'
import { nextBfDestination } from './bf-range-destination.js'

export class BinaryCMapFormatError extends Error {
  override name = 'BinaryCMapFormatError'
}

export interface BinaryCMap {
  vertical: boolean
  /** The CMap this one extends (`usecmap`), null when none. */
  useCMap: string | null
  /** Codespace ranges in the order the file declares them. */
  codespaces: CodespaceRange[]
  /** Code → CID (a number) or → binary string (bf entries: UTF-16BE bytes as char codes 0–255). */
  map: Map<number, number | string>
}

/** pdf.js's MAX_NUM_SIZE: codes of up to 16 bytes (only 1–4 occur). */
const MAX_NUM_SIZE = 16
/** pdf.js's MAX_ENCODED_NUM_SIZE: the longest 7-bit-group number it reads. */
const MAX_ENCODED_NUM_SIZE = 19
/** pdf.js's MAX_MAP_RANGE: a longer cid range makes it reject the whole CMap. */
const MAX_MAP_RANGE = 2 ** 24 - 1

function hexToInt(a: Uint8Array, size: number): number {
  let n = 0
  for (let i = 0; i <= size; i++) n = (n << 8) | a[i]!
  return n >>> 0
}

function hexToStr(a: Uint8Array, size: number): string {
  return String.fromCharCode(...a.subarray(0, size + 1))
}

/** a += b over size + 1 big-endian bytes. */
function addHex(a: Uint8Array, b: Uint8Array, size: number): void {
  let c = 0
  for (let i = size; i >= 0; i--) {
    c += a[i]! + b[i]!
    a[i] = c & 255
    c >>= 8
  }
}

function incHex(a: Uint8Array, size: number): void {
  let c = 1
  for (let i = size; i >= 0 && c > 0; i--) {
    c += a[i]!
    a[i] = c & 255
    c >>= 8
  }
}

class Reader {
  pos = 0
  private readonly stack = new Uint8Array(MAX_ENCODED_NUM_SIZE)
  constructor(private readonly bytes: Uint8Array) {}

  byte(): number {
    return this.pos < this.bytes.length ? this.bytes[this.pos++]! : -1
  }

  private next(): number {
    const b = this.byte()
    if (b < 0) throw new BinaryCMapFormatError('The bcmap data ends inside a number; the file is truncated.')
    return b
  }

  number(): number {
    let n = 0
    let b: number
    do {
      b = this.next()
      n = (n << 7) | (b & 0x7f)
    } while (b & 0x80)
    return n
  }

  signed(): number {
    const n = this.number()
    return n & 1 ? ~(n >>> 1) : n >>> 1
  }

  hex(num: Uint8Array, size: number): void {
    for (let i = 0; i <= size; i++) num[i] = this.next()
  }

  hexNumber(num: Uint8Array, size: number): void {
    const stack = this.stack
    let sp = 0
    let b: number
    do {
      b = this.next()
      if (sp >= stack.length) throw new BinaryCMapFormatError('A bcmap number is longer than 19 groups.')
      stack[sp++] = b & 0x7f
    } while (b & 0x80)
    let buffer = 0
    let bufferSize = 0
    for (let i = size; i >= 0; i--) {
      // pdf.js tests stack.length (always 19) here, so an exhausted stack reads stack[-1] → undefined → 0
      while (bufferSize < 8) {
        buffer |= (sp > 0 ? stack[--sp]! : 0) << bufferSize
        bufferSize += 7
      }
      num[i] = buffer & 255
      buffer >>= 8
      bufferSize -= 8
    }
  }

  hexSigned(num: Uint8Array, size: number): void {
    this.hexNumber(num, size)
    const sign = num[size]! & 1 ? 255 : 0
    let c = 0
    for (let i = 0; i <= size; i++) {
      c = ((c & 1) << 8) | num[i]!
      num[i] = (c >> 1) ^ sign
    }
  }

  string(): string {
    const length = this.number()
    const codes: number[] = []
    for (let i = 0; i < length; i++) codes.push(this.number())
    return String.fromCharCode(...codes)
  }
}

/** A record's first range: its start stored whole, its end as the difference from the start. */
function firstRange(r: Reader, start: Uint8Array, end: Uint8Array, size: number): void {
  r.hex(start, size)
  r.hexNumber(end, size)
  addHex(end, start, size)
}

/** A record's next range: its start one past the previous end (plus a stored gap unless `sequence`), its end as above. */
function nextRange(r: Reader, start: Uint8Array, end: Uint8Array, size: number, sequence: boolean): void {
  incHex(end, size)
  if (!sequence) {
    r.hexNumber(start, size)
    addHex(start, end, size)
  } else start.set(end)
  r.hexNumber(end, size)
  addHex(end, start, size)
}

/** Decodes a .bcmap file's bytes. Throws BinaryCMapFormatError on data pdf.js would also reject. */
export function decodeBinaryCMap(bytes: Uint8Array): BinaryCMap {
  const r = new Reader(bytes)
  const header = r.byte()
  if (header < 0) throw new BinaryCMapFormatError('The bcmap data is empty.')
  const out: BinaryCMap = { vertical: (header & 1) !== 0, useCMap: null, codespaces: [], map: new Map() }
  const map = out.map
  const start = new Uint8Array(MAX_NUM_SIZE)
  const end = new Uint8Array(MAX_NUM_SIZE)
  const char = new Uint8Array(MAX_NUM_SIZE)
  const charCode = new Uint8Array(MAX_NUM_SIZE)
  const tmp = new Uint8Array(MAX_NUM_SIZE)
  const cidRange = (low: number, high: number, cid: number): void => {
    if (high - low > MAX_MAP_RANGE) throw new BinaryCMapFormatError('A bcmap cid range spans more than 2^24 codes.')
    while (low <= high) map.set(low++, cid++)
  }
  const bfRange = (low: number, high: number, dst: string): void => {
    if (high - low > MAX_MAP_RANGE) throw new BinaryCMapFormatError('A bcmap bf range spans more than 2^24 codes.')
    while (low <= high) {
      map.set(low++, dst)
      dst = nextBfDestination(dst)
    }
  }
  const ucs2 = 1
  // every record has its first entry, whatever its count says (pdf.js reads it before counting)
  let b: number
  while ((b = r.byte()) >= 0) {
    const type = b >> 5
    if (type === 7) {
      const sub = b & 0x1f
      if (sub === 0) r.string()
      else if (sub === 1) out.useCMap = r.string()
      continue
    }
    const sequence = (b & 0x10) !== 0
    const size = b & 15
    const count = r.number()
    switch (type) {
      case 0: // codespace ranges
      case 1: // notdef ranges (pdf.js reads and drops them)
        for (let i = 0; i < Math.max(count, 1); i++) {
          // pdf.js stores these ranges' gaps even in a sequence record
          if (i === 0) firstRange(r, start, end, size)
          else nextRange(r, start, end, size, false)
          if (type === 0) out.codespaces.push({ bytes: size + 1, low: hexToInt(start, size), high: hexToInt(end, size) })
          else r.number()
        }
        break
      case 2: {
        // cidchar
        r.hex(char, size)
        let cid = r.number()
        map.set(hexToInt(char, size), cid)
        for (let i = 1; i < count; i++) {
          incHex(char, size)
          if (!sequence) {
            r.hexNumber(tmp, size)
            addHex(char, tmp, size)
          }
          cid = r.signed() + (cid + 1)
          map.set(hexToInt(char, size), cid)
        }
        break
      }
      case 3: // cidrange
        for (let i = 0; i < Math.max(count, 1); i++) {
          if (i === 0) firstRange(r, start, end, size)
          else nextRange(r, start, end, size, sequence)
          cidRange(hexToInt(start, size), hexToInt(end, size), r.number())
        }
        break
      case 4: // bfchar: a 2-byte code to a string of size + 1 bytes
        r.hex(char, ucs2)
        r.hex(charCode, size)
        map.set(hexToInt(char, ucs2), hexToStr(charCode, size))
        for (let i = 1; i < count; i++) {
          incHex(char, ucs2)
          if (!sequence) {
            r.hexNumber(tmp, ucs2)
            addHex(char, tmp, ucs2)
          }
          incHex(charCode, size)
          r.hexSigned(tmp, size)
          addHex(charCode, tmp, size)
          map.set(hexToInt(char, ucs2), hexToStr(charCode, size))
        }
        break
      case 5: // bfrange
        for (let i = 0; i < Math.max(count, 1); i++) {
          if (i === 0) firstRange(r, start, end, ucs2)
          else nextRange(r, start, end, ucs2, sequence)
          r.hex(charCode, size)
          bfRange(hexToInt(start, ucs2), hexToInt(end, ucs2), hexToStr(charCode, size))
        }
        break
      default:
        throw new BinaryCMapFormatError(`Unknown bcmap record type ${type} at byte ${r.pos - 1}.`)
    }
  }
  return out
}

/**
 * pdf.js's `extendCMap`: `cmap` with the CMap it names in `usecmap` (already extended by its own chain)
 * merged in: the parent's codespace ranges when `cmap` declares none, and every parent entry `cmap` lacks.
 */
export function extendBinaryCMap(cmap: BinaryCMap, parent: BinaryCMap): BinaryCMap {
  const map = new Map(cmap.map)
  for (const [code, value] of parent.map) if (!map.has(code)) map.set(code, value)
  return { vertical: cmap.vertical, useCMap: null, codespaces: cmap.codespaces.length > 0 ? cmap.codespaces : parent.codespaces.slice(), map }
}
