/**
 * @module test/detect/helpers/build-zip
 * A tiny zip writer for tests: local headers, data (stored or deflated with pako), central
 * directory and end record, as APPNOTE describes them.
 */
import { deflateRaw } from 'pako'

export interface ZipInput {
  name: string
  data: string | Uint8Array
  /** 0 stored (default), 8 deflated. */
  method?: 0 | 8
  /** General-purpose flags; bit 11 (UTF-8 names) is set automatically for non-ASCII names. */
  flags?: number
}

export interface ZipBuildOptions {
  /** Archive comment, placed after the end record. */
  comment?: string
  /** Bytes placed before the first local header. */
  prefix?: Uint8Array
}

export function buildZip(entries: ZipInput[], options: ZipBuildOptions = {}): Uint8Array {
  const encoder = new TextEncoder()
  const parts: Uint8Array[] = []
  const central: Uint8Array[] = []
  let offset = options.prefix?.length ?? 0
  if (options.prefix) parts.push(options.prefix)
  for (const entry of entries) {
    const raw = typeof entry.data === 'string' ? encoder.encode(entry.data) : entry.data
    const method = entry.method ?? 0
    const stored = method === 8 ? deflateRaw(raw) : raw
    const name = encoder.encode(entry.name)
    const flags = (entry.flags ?? 0) | (/^[\x00-\x7f]*$/.test(entry.name) ? 0 : 0x0800)
    const crc = crc32(raw)

    const local = new DataView(new ArrayBuffer(30))
    local.setUint32(0, 0x04034b50, true)
    local.setUint16(4, 20, true)
    local.setUint16(6, flags, true)
    local.setUint16(8, method, true)
    local.setUint32(14, crc, true)
    local.setUint32(18, stored.length, true)
    local.setUint32(22, raw.length, true)
    local.setUint16(26, name.length, true)
    parts.push(new Uint8Array(local.buffer), name, stored)

    const header = new DataView(new ArrayBuffer(46))
    header.setUint32(0, 0x02014b50, true)
    header.setUint16(4, 20, true)
    header.setUint16(6, 20, true)
    header.setUint16(8, flags, true)
    header.setUint16(10, method, true)
    header.setUint32(16, crc, true)
    header.setUint32(20, stored.length, true)
    header.setUint32(24, raw.length, true)
    header.setUint16(28, name.length, true)
    header.setUint32(42, offset, true)
    central.push(new Uint8Array(header.buffer), name)
    offset += 30 + name.length + stored.length
  }
  const centralSize = central.reduce((sum, part) => sum + part.length, 0)
  const comment = encoder.encode(options.comment ?? '')
  const end = new DataView(new ArrayBuffer(22))
  end.setUint32(0, 0x06054b50, true)
  end.setUint16(8, entries.length, true)
  end.setUint16(10, entries.length, true)
  end.setUint32(12, centralSize, true)
  end.setUint32(16, offset, true)
  end.setUint16(20, comment.length, true)
  return concat([...parts, ...central, new Uint8Array(end.buffer), comment])
}

export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0))
  let at = 0
  for (const part of parts) {
    out.set(part, at)
    at += part.length
  }
  return out
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
