/**
 * @module scripts/hostile/hostile-files
 * The harness's inputs, written to a folder: bombs of every kind issue 18 lists (zip, flate, XML entity,
 * deep nesting, reference loops, count lies, huge lines, empty files of every type, huge images, a
 * many-page TIFF, encrypted and header-less PDFs) and deterministic byte-level mutants of the project's
 * own fixtures. `slice` makes a small, quick set (smaller bombs, one mutant per fixture) for `npm test`.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { crc32 } from 'node:zlib'
import { byteMutant } from './byte-mutants.js'
import { deflateRepeated, flateStreamBody, simplePdf, zipArchive } from './bomb-builders.js'
import { compoundSources, directoryLoopMsg } from './compound-sources.js'
import { multiPageTiff } from './multi-page-tiff.js'

export interface HostileFile {
  path: string
  /** What the file is meant to provoke (bomb kind, or `mutant`). */
  kind: string
}

const ROOT = join(import.meta.dirname, '..', '..')
const FIXTURE = readFileSync(join(ROOT, 'fixtures/samples/field-report.pdf'))
const GiB = 1024 ** 3

const CATALOG = '<< /Type /Catalog /Pages 2 0 R >>'
const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>'
const page = (contents: string): string =>
  `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents ${contents} >>`
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>'
const textStream = (content: string): string => `<< /Length ${content.length} >>\nstream\n${content}\nendstream`

const SMALL_DOCS: Record<string, string> = {
  'note.txt': 'Field Notes\n\nThe survey visited every gauge on the upper river.\n\nThree needed repairs.\n',
  'note.md': '# Field notes\n\n- gauge 4\n- gauge 9\n\n> quoted\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
  'note.csv': 'station,level\nMillbrook,2.41\nHollow Ford,1.87\n',
  'note.json': '[{"type":"Title","element_id":"a","text":"Hello","metadata":{}}]',
  'note.eml': 'From: a@example.com\r\nTo: b@example.com\r\nSubject: Gauges\r\nContent-Type: text/plain\r\n\r\nThree gauges needed repairs.\r\n',
  'note.html': '<html><body><h1>Field notes</h1><p>Three gauges <b>needed</b> repairs.</p><ul><li>4</li><li>9</li></ul></body></html>',
}

const SLICE_EMPTY_TYPES = ['pdf', 'docx', 'txt', 'png']
const EMPTY_TYPES = [
  'pdf',
  'docx',
  'xlsx',
  'pptx',
  'doc',
  'xls',
  'ppt',
  'txt',
  'md',
  'html',
  'xml',
  'json',
  'csv',
  'tsv',
  'eml',
  'msg',
  'rtf',
  'odt',
  'epub',
  'png',
  'jpg',
  'tiff',
  'bmp',
  'gif',
  'webp',
  'heic',
]

export async function writeHostileFiles(dir: string, options: { slice: boolean }): Promise<HostileFile[]> {
  mkdirSync(dir, { recursive: true })
  const files: HostileFile[] = []
  const put = (name: string, kind: string, data: Uint8Array | string): void => {
    const path = join(dir, name)
    writeFileSync(path, data)
    files.push({ path, kind })
  }
  const slice = options.slice

  // ── decompression bombs ──
  // the slice's bombs are just over the default budgets (maxStreamBytes 256 MiB, a zip member's ceiling)
  const bombBytes = slice ? 300 * 1024 * 1024 : 4 * GiB
  put('flate-bomb.pdf', 'flate bomb', simplePdf([CATALOG, PAGES, page('4 0 R'), flateStreamBody(await deflateRepeated(bombBytes)), FONT]))
  const documentXml = await deflateRepeated(bombBytes, { raw: true })
  const contentTypes = Buffer.from(
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  )
  // the CRC of the bomb is left wrong on purpose: a reader must stop at its size limit before it could check it
  put(
    'zip-bomb.docx',
    'zip bomb',
    zipArchive([
      { name: '[Content_Types].xml', data: contentTypes },
      { name: 'word/document.xml', data: documentXml, deflated: { uncompressedSize: 0xffffffff, crc: 0 } },
    ]),
  )
  put('zip-count-lie.docx', 'count lie', zipArchive([{ name: '[Content_Types].xml', data: contentTypes }], { entryCount: 65535 }))
  const laughs = ['<!ENTITY lol "lol">', ...Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`)]
  put('entity-bomb.xml', 'XML entity bomb', `<?xml version="1.0"?>\n<!DOCTYPE lolz [\n${laughs.join('\n')}\n]>\n<lolz>&lol9;</lolz>\n`)
  put(
    'entity-bomb.docx',
    'XML entity bomb',
    zipArchive([
      { name: '[Content_Types].xml', data: contentTypes },
      {
        name: 'word/document.xml',
        data: Buffer.from(
          `<?xml version="1.0"?><!DOCTYPE d [${laughs.join('')}]><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>&lol9;</w:t></w:r></w:p></w:body></w:document>`,
        ),
      },
    ]),
  )

  // ── deep nesting ──
  const depth = slice ? 20_000 : 200_000
  put('nested.json', 'deep nesting', '['.repeat(depth) + ']'.repeat(depth))
  put('nested-divs.html', 'deep nesting', `<html><body>${'<div>'.repeat(depth)}deep text${'</div>'.repeat(depth)}</body></html>`)
  put('nested-quotes.md', 'deep nesting', `${'>'.repeat(slice ? 10_000 : 100_000)} deep quote\n`)
  put('nested-list.md', 'deep nesting', Array.from({ length: 2000 }, (_, i) => `${'  '.repeat(i)}- item ${i}`).join('\n'))
  put('nested.xml', 'deep nesting', `<?xml version="1.0"?>${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`)
  put('nested-groups.rtf', 'deep nesting', `{\\rtf1 ${'{'.repeat(depth)}deep${'}'.repeat(depth)}}`)
  put(
    'nested-arrays.pdf',
    'deep nesting',
    simplePdf([CATALOG, PAGES, page('4 0 R'), textStream(`BT /F1 12 Tf 72 700 Td ${'['.repeat(depth)}(x)${']'.repeat(depth)} TJ ET`), FONT]),
  )

  // ── reference loops and count lies ──
  put(
    'page-tree-loop.pdf',
    'reference loop',
    simplePdf([CATALOG, '<< /Type /Pages /Kids [2 0 R 3 0 R] /Count 2 >>', page('4 0 R'), textStream('BT /F1 12 Tf 72 700 Td (loop) Tj ET'), FONT]),
  )
  put('self-reference.pdf', 'reference loop', simplePdf([CATALOG, PAGES, page('4 0 R'), '4 0 R', FONT]))
  put(
    'xref-prev-loop.pdf',
    'reference loop',
    simplePdf([CATALOG, PAGES, page('4 0 R'), textStream('BT /F1 12 Tf 72 700 Td (prev) Tj ET'), FONT], { trailer: '/Prev 9 ' }),
  )
  put(
    'page-count-lie.pdf',
    'count lie',
    simplePdf([
      CATALOG,
      '<< /Type /Pages /Kids [3 0 R] /Count 1000000000 >>',
      page('4 0 R'),
      textStream('BT /F1 12 Tf 72 700 Td (count) Tj ET'),
      FONT,
    ]),
  )
  put('xref-size-lie.pdf', 'count lie', Buffer.from(FIXTURE.toString('latin1').replace(/xref\n0 (\d+)/, 'xref\n0 2000000000'), 'latin1'))

  // ── huge lines ──
  const lineBytes = slice ? 5 * 1024 * 1024 : 200 * 1024 * 1024
  put('one-line.txt', 'huge line', 'a'.repeat(lineBytes))
  put('word-dots.txt', 'huge line', 'word.'.repeat(200_000))
  put('one-cell.csv', 'huge line', `a,b\n"${'x'.repeat(slice ? 5_000_000 : 50_000_000)}",1\n`)

  // ── empty files of every type ──
  for (const ext of slice ? SLICE_EMPTY_TYPES : EMPTY_TYPES) put(`empty.${ext}`, 'empty file', new Uint8Array(0))

  // ── images ──
  const sharp = (await import('sharp')).default
  const side = slice ? 3000 : 16000
  put(
    `blank-${side}.png`,
    'huge image',
    await sharp({ create: { width: side, height: side, channels: 4, background: { r: 255, g: 255, b: 255, alpha: 1 } } })
      .png()
      .toBuffer(),
  )
  put('many-pages.tiff', 'many-page TIFF', multiPageTiff(slice ? 100 : 2000))
  put('png-size-lie.png', 'count lie', pngWithSize(100_000, 100_000))

  // ── PDFs: encrypted, header-less ──
  put('headerless.pdf', 'header-less', Buffer.concat([Buffer.alloc(600, 0x25), FIXTURE]))
  if (hasQpdf()) {
    put('encrypted-user-password.pdf', 'encrypted', qpdfEncrypt(dir, FIXTURE, 'secret'))
    put('encrypted-empty-password.pdf', 'encrypted', qpdfEncrypt(dir, FIXTURE, ''))
  }

  // ── compound files: a directory chain that never ends ──
  put('directory-loop.msg', 'reference loop', directoryLoopMsg())

  // ── deterministic mutants of the project's fixtures ──
  // the slice: one mutant of every fourth source; the full run: twenty of each
  const sources = fixtureFiles().filter((source, i) => !slice || i % 4 === 0 || source.name === 'outlook.msg')
  const perFile = slice ? 1 : 20
  for (const source of sources) {
    const bytes = new Uint8Array(readFileSync(source.path))
    for (let i = 0; i < perFile; i++) {
      const seed = (source.seed * 1000 + i) >>> 0
      put(`mutant-${source.name.replace(/\.[^.]+$/, '')}-${i}${extname(source.name)}`, 'mutant', byteMutant(bytes, seed))
    }
  }
  return files
}

function fixtureFiles(): { path: string; name: string; seed: number }[] {
  const out: { path: string; name: string; seed: number }[] = []
  const wanted = new Set(['.pdf', '.doc', '.docx', '.odt', '.rtf', '.html', '.xml'])
  for (const folder of ['fixtures/samples', 'fixtures/office', 'fixtures/pdf', 'fixtures/xml']) {
    for (const name of readdirSync(join(ROOT, folder)).sort()) {
      if (wanted.has(extname(name))) out.push({ path: join(ROOT, folder, name), name, seed: out.length + 1 })
    }
  }
  const small = join(ROOT, 'node_modules', '.cache', 'docparts-hostile-small')
  mkdirSync(small, { recursive: true })
  for (const [name, text] of [...Object.entries(SMALL_DOCS), ...Object.entries(compoundSources())]) {
    writeFileSync(join(small, name), text)
    out.push({ path: join(small, name), name, seed: out.length + 1 })
  }
  return out
}

/** A PNG whose header claims `width` × `height` with one tiny IDAT (a size lie). */
function pngWithSize(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer): Buffer => {
    const head = Buffer.alloc(8)
    head.writeUInt32BE(data.length, 0)
    head.write(type, 4, 'latin1')
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
    return Buffer.concat([head, data, crc])
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function hasQpdf(): boolean {
  try {
    execFileSync('qpdf', ['--version'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function qpdfEncrypt(dir: string, plain: Buffer, user: string): Buffer {
  const input = join(dir, '.plain.pdf')
  const output = join(dir, '.encrypted.pdf')
  writeFileSync(input, plain)
  execFileSync('qpdf', ['--encrypt', user, 'owner-secret', '256', '--', input, output])
  return readFileSync(output)
}
