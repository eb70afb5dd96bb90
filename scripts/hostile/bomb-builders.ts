/**
 * @module scripts/hostile/bomb-builders
 * Small writers for the harness's hostile files: a PDF from object bodies (classic cross-reference table,
 * optional junk before the header), a zlib or raw DEFLATE stream of `n` spaces produced in chunks (so a
 * 4 GiB bomb never exists uncompressed), and a zip with one pre-deflated member.
 */
import { createDeflate, createDeflateRaw, crc32 } from 'node:zlib'

const enc = (s: string): Buffer => Buffer.from(s, 'latin1')

/** A PDF whose object `i + 1` is `bodies[i]` (object 1 the catalog); `trailer` adds entries to the trailer. */
export function simplePdf(bodies: (string | Buffer)[], options: { prefix?: Buffer; trailer?: string; startxref?: number } = {}): Buffer {
  const parts: Buffer[] = [options.prefix ?? Buffer.alloc(0), enc('%PDF-1.7\n')]
  let size = parts[0]!.length + parts[1]!.length
  const offsets: number[] = []
  bodies.forEach((body, i) => {
    offsets.push(size)
    const b = Buffer.concat([enc(`${i + 1} 0 obj\n`), typeof body === 'string' ? enc(body) : body, enc('\nendobj\n')])
    parts.push(b)
    size += b.length
  })
  const rows = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  parts.push(
    enc(
      `xref\n0 ${bodies.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${bodies.length + 1} /Root 1 0 R ${options.trailer ?? ''}>>\nstartxref\n${options.startxref ?? size}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(parts)
}

/** A stream body `<< /Length … /Filter /FlateDecode >> stream … endstream` around `data`. */
export function flateStreamBody(compressed: Buffer, extra = ''): Buffer {
  return Buffer.concat([enc(`<< /Length ${compressed.length} /Filter /FlateDecode ${extra}>>\nstream\n`), compressed, enc('\nendstream')])
}

/** `n` bytes of `fill` compressed (zlib wrapper, or raw DEFLATE for zip members), in 64 MiB steps. */
export async function deflateRepeated(n: number, options: { raw?: boolean; fill?: number } = {}): Promise<Buffer> {
  const chunk = Buffer.alloc(Math.min(n, 64 << 20), options.fill ?? 0x20)
  const deflater = options.raw === true ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 })
  const out: Buffer[] = []
  deflater.on('data', (c: Buffer) => out.push(c))
  const done = new Promise<void>((resolve, reject) => {
    deflater.on('end', resolve)
    deflater.on('error', reject)
  })
  for (let left = n; left > 0; left -= chunk.length) {
    if (!deflater.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) await new Promise((r) => deflater.once('drain', r))
  }
  deflater.end()
  await done
  return Buffer.concat(out)
}

export interface ZipMember {
  name: string
  /** Raw DEFLATE data, or the member's bytes to store uncompressed. */
  data: Buffer
  deflated?: { uncompressedSize: number; crc: number }
}

/** A zip archive; `entryCount` overrides the count the end record states (a count lie). */
export function zipArchive(members: ZipMember[], options: { entryCount?: number } = {}): Buffer {
  const local: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const m of members) {
    const name = enc(m.name)
    const size = m.deflated?.uncompressedSize ?? m.data.length
    const crc = m.deflated?.crc ?? crc32(m.data)
    const method = m.deflated === undefined ? 0 : 8
    const header = Buffer.alloc(30)
    header.writeUInt32LE(0x04034b50, 0)
    header.writeUInt16LE(20, 4)
    header.writeUInt16LE(method, 8)
    header.writeUInt32LE(crc >>> 0, 14)
    header.writeUInt32LE(m.data.length, 18)
    header.writeUInt32LE(Math.min(size, 0xffffffff), 22)
    header.writeUInt16LE(name.length, 26)
    const entry = Buffer.alloc(46)
    entry.writeUInt32LE(0x02014b50, 0)
    entry.writeUInt16LE(20, 4)
    entry.writeUInt16LE(20, 6)
    entry.writeUInt16LE(method, 10)
    entry.writeUInt32LE(crc >>> 0, 16)
    entry.writeUInt32LE(m.data.length, 20)
    entry.writeUInt32LE(Math.min(size, 0xffffffff), 24)
    entry.writeUInt16LE(name.length, 28)
    entry.writeUInt32LE(offset, 42)
    local.push(header, name, m.data)
    central.push(entry, name)
    offset += header.length + name.length + m.data.length
  }
  const dir = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(options.entryCount ?? members.length, 8)
  end.writeUInt16LE(options.entryCount ?? members.length, 10)
  end.writeUInt32LE(dir.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...local, dir, end])
}
