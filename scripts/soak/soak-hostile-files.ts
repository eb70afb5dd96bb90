/**
 * @module scripts/soak/soak-hostile-files
 * The hostile half of the soak (issue 18): small files that decode into a lot, built deterministically
 * with node:zlib in a streaming way (a 1 GiB payload never sits in this process's memory). Each is what
 * issue 18 saw take memory or time out of proportion: a zip-bomb DOCX (honest sizes, and one whose zip
 * headers lie), an XML entity bomb, a PDF whose content stream inflates to 1 GiB, a blank 16000×16000
 * RGBA PNG, a 30 MB text of one line, random bytes, a truncated PDF, a Markdown list 2,000 levels deep,
 * and an HTML page of 200,000 nested divs.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createDeflate, createDeflateRaw, crc32 } from 'node:zlib'
import type { Deflate, DeflateRaw } from 'node:zlib'
import { fieldReportPdf } from '../../fixtures/samples/generate.js'
import { seededRandom } from '../hostile/seeded-random.js'
import type { SoakFile } from './soak-file.js'

const MIB = 1024 * 1024

/** Compresses `chunks` of `chunk` (written one after another) with the given zlib stream; answers the compressed bytes and the CRC-32 of the input. */
async function deflateRepeated(
  stream: Deflate | DeflateRaw,
  parts: readonly { chunk: Uint8Array; times: number }[],
): Promise<{ bytes: Uint8Array; crc: number; size: number }> {
  const out: Buffer[] = []
  stream.on('data', (data: Buffer) => out.push(data))
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve)
    stream.on('error', reject)
  })
  let crc = 0
  let size = 0
  for (const { chunk, times } of parts) {
    for (let i = 0; i < times; i++) {
      crc = crc32(chunk, crc)
      size += chunk.length
      if (!stream.write(chunk)) await new Promise((resolve) => stream.once('drain', resolve))
    }
  }
  stream.end()
  await ended
  return { bytes: Buffer.concat(out), crc, size }
}

interface ZipEntry {
  name: string
  compressed: Uint8Array
  crc: number
  size: number
  /** The uncompressed size written in the headers (a lie when it differs from `size`). */
  declaredSize?: number
}

/** A zip of deflated entries (method 8), as APPNOTE describes it. */
function zip(entries: readonly ZipEntry[]): Uint8Array {
  const parts: Buffer[] = []
  const central: Buffer[] = []
  let offset = 0
  for (const entry of entries) {
    const name = Buffer.from(entry.name)
    const declared = entry.declaredSize ?? entry.size
    const local = Buffer.alloc(30)
    local.writeUInt32LE(0x04034b50, 0)
    local.writeUInt16LE(20, 4)
    local.writeUInt16LE(8, 8)
    local.writeUInt32LE(entry.crc >>> 0, 14)
    local.writeUInt32LE(entry.compressed.length, 18)
    local.writeUInt32LE(declared, 22)
    local.writeUInt16LE(name.length, 26)
    parts.push(local, name, Buffer.from(entry.compressed))
    const record = Buffer.alloc(46)
    record.writeUInt32LE(0x02014b50, 0)
    record.writeUInt16LE(20, 4)
    record.writeUInt16LE(20, 6)
    record.writeUInt16LE(8, 10)
    record.writeUInt32LE(entry.crc >>> 0, 16)
    record.writeUInt32LE(entry.compressed.length, 20)
    record.writeUInt32LE(declared, 24)
    record.writeUInt16LE(name.length, 28)
    record.writeUInt32LE(offset, 42)
    central.push(record, name)
    offset += 30 + name.length + entry.compressed.length
  }
  const directory = Buffer.concat(central)
  const end = Buffer.alloc(22)
  end.writeUInt32LE(0x06054b50, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...parts, directory, end])
}

async function entry(name: string, parts: readonly { chunk: Uint8Array; times: number }[], declaredSize?: number): Promise<ZipEntry> {
  const { bytes, crc, size } = await deflateRepeated(createDeflateRaw({ level: 9 }), parts)
  return { name, compressed: bytes, crc, size, ...(declaredSize === undefined ? {} : { declaredSize }) }
}

const text = (value: string): { chunk: Uint8Array; times: number } => ({ chunk: Buffer.from(value), times: 1 })

/** Two DOCX whose document.xml is one paragraph of `payloadMib` MiB of letters: honest zip headers, and headers that claim 4 KiB. */
async function zipBombDocx(payloadMib: number): Promise<{ honest: Uint8Array; lying: Uint8Array }> {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main'
  const letters = Buffer.alloc(MIB, 'A')
  const document = await entry('word/document.xml', [
    text(`<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>`),
    { chunk: letters, times: payloadMib },
    text('</w:t></w:r></w:p></w:body></w:document>'),
  ])
  const types = await entry('[Content_Types].xml', [
    text(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
  ])
  const rels = await entry('_rels/.rels', [
    text(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
  ])
  return { honest: zip([types, rels, document]), lying: zip([types, rels, { ...document, declaredSize: 4096 }]) }
}

/** Billion laughs: ten levels of ten references each. */
function entityBombXml(): Uint8Array {
  const lines = ['<?xml version="1.0"?>', '<!DOCTYPE lolz [', '<!ENTITY lol0 "lol">']
  for (let i = 1; i <= 10; i++) lines.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`)
  lines.push(']>', '<lolz>&lol10;</lolz>', '')
  return Buffer.from(lines.join('\n'))
}

/** A one-page PDF whose content stream inflates to `payloadMib` MiB of spaces. */
async function flateBombPdf(payloadMib: number): Promise<Uint8Array> {
  const { bytes } = await deflateRepeated(createDeflate({ level: 9 }), [{ chunk: Buffer.alloc(MIB, ' '), times: payloadMib }])
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R >>',
  ]
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  const offsets: number[] = []
  let length = chunks[0]!.length
  const push = (chunk: Buffer): void => {
    chunks.push(chunk)
    length += chunk.length
  }
  objects.forEach((body, i) => {
    offsets.push(length)
    push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`))
  })
  offsets.push(length)
  push(Buffer.from(`4 0 obj\n<< /Length ${bytes.length} /Filter /FlateDecode >>\nstream\n`))
  push(Buffer.from(bytes))
  push(Buffer.from('\nendstream\nendobj\n'))
  const xref = length
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
  push(
    Buffer.from(
      `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  )
  return Buffer.concat(chunks)
}

/** A blank RGBA PNG of `side`×`side` pixels (its IDAT is a few MB of deflated zeros). */
async function hugePng(side: number): Promise<Uint8Array> {
  const row = Buffer.alloc(1 + side * 4) // filter byte 0, transparent black pixels
  const { bytes } = await deflateRepeated(createDeflate({ level: 9 }), [{ chunk: row, times: side }])
  const chunk = (type: string, data: Uint8Array): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.from(data), crc32(Buffer.from(type, 'latin1'))) >>> 0, 0)
    return Buffer.concat([head, Buffer.from(data), crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', bytes),
    chunk('IEND', new Uint8Array()),
  ])
}

/** Deterministic pseudo-random bytes. */
function randomBytes(length: number, seed: number): Uint8Array {
  const random = seededRandom(seed)
  return Uint8Array.from({ length }, () => Math.floor(random() * 256))
}

function nestedMarkdownList(levels: number): Uint8Array {
  const lines: string[] = []
  for (let i = 0; i < levels; i++) lines.push(`${'  '.repeat(i)}- level ${i}`)
  return Buffer.from(lines.join('\n') + '\n')
}

function nestedDivs(count: number): Uint8Array {
  return Buffer.from(`<html><body>${'<div>'.repeat(count)}The text at the bottom of the divs.${'</div>'.repeat(count)}</body></html>`)
}

/**
 * The hostile files of the soak (about 40 MB together). The three 1 GiB payloads take ~15 s each to
 * compress, so they are kept in `cacheDir` (os.tmpdir()) once built; the builders are deterministic.
 */
export async function soakHostileFiles(cacheDir = join(tmpdir(), 'docparts-soak-files-v1')): Promise<SoakFile[]> {
  const cached = async (name: string, build: () => Promise<Uint8Array>): Promise<Uint8Array> => {
    const path = join(cacheDir, name)
    if (existsSync(path)) return readFileSync(path)
    const bytes = await build()
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(path, bytes)
    return bytes
  }
  const report = await fieldReportPdf()
  let docx: Promise<{ honest: Uint8Array; lying: Uint8Array }> | undefined
  const zipBomb = await cached('zip-bomb.docx', async () => (await (docx ??= zipBombDocx(1024))).honest)
  const lyingZipBomb = await cached('zip-bomb-lying-sizes.docx', async () => (await (docx ??= zipBombDocx(1024))).lying)
  const flateBomb = await cached('flate-bomb.pdf', () => flateBombPdf(1024))
  const files: SoakFile[] = [
    { name: 'zip-bomb.docx', bytes: zipBomb, kind: 'hostile' },
    { name: 'zip-bomb-lying-sizes.docx', bytes: lyingZipBomb, kind: 'hostile' },
    { name: 'entity-bomb.xml', bytes: entityBombXml(), kind: 'hostile' },
    { name: 'flate-bomb.pdf', bytes: flateBomb, kind: 'hostile', fields: { strategy: 'fast' } },
    { name: 'flate-bomb-hi-res.pdf', bytes: flateBomb, kind: 'hostile', fields: { strategy: 'hi_res' } },
    { name: 'blank-16000.png', bytes: await cached('blank-16000.png', () => hugePng(16000)), kind: 'hostile' },
    { name: 'one-line-30mb.txt', bytes: Buffer.from('word.'.repeat(6 * MIB)), kind: 'hostile' },
    { name: 'random.bin', bytes: randomBytes(MIB, 18), kind: 'hostile' },
    { name: 'random.pdf', bytes: randomBytes(256 * 1024, 19), kind: 'hostile', fields: { strategy: 'fast' } },
    { name: 'truncated.pdf', bytes: report.slice(0, Math.floor(report.length * 0.6)), kind: 'hostile', fields: { strategy: 'fast' } },
    { name: 'nested-list-2000.md', bytes: nestedMarkdownList(2000), kind: 'hostile' },
    { name: 'nested-divs-200k.html', bytes: nestedDivs(200_000), kind: 'hostile' },
  ]
  return files
}
