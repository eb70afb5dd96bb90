/**
 * Writes N generated documents of mixed types (text, HTML, Markdown, CSV, XML, PDF via pdf-lib) into a folder,
 * some in sub-folders, for the job runner's end-to-end tests. Deterministic: document i always has the same text.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PDFDocument, StandardFonts } from 'pdf-lib'

const KINDS = ['txt', 'html', 'md', 'csv', 'xml', 'pdf'] as const

/** The file ids (relative paths) written, sorted. */
export async function writeMixedDocuments(dir: string, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!
    const folder = i % 4 === 0 ? `part-${i % 3}` : ''
    const id = `${folder === '' ? '' : `${folder}/`}doc-${String(i).padStart(3, '0')}.${kind}`
    mkdirSync(join(dir, folder), { recursive: true })
    writeFileSync(join(dir, id), await documentBytes(kind, i))
    ids.push(id)
  }
  return ids.sort()
}

async function documentBytes(kind: (typeof KINDS)[number], i: number): Promise<Uint8Array | string> {
  const sentence = `Document ${i} describes topic ${i * 7} in a few plain sentences. It is long enough to be narrative text.`
  switch (kind) {
    case 'txt':
      return `Report ${i}\n\n${sentence}\n\n${sentence}`
    case 'html':
      return `<html><body><h1>Page ${i}</h1><p>${sentence}</p><ul><li>first item ${i}</li><li>second item</li></ul></body></html>`
    case 'md':
      return `# Notes ${i}\n\n${sentence}\n\n- point one\n- point two\n`
    case 'csv':
      return `name,value\nalpha,${i}\nbeta,${i * 2}\n`
    case 'xml':
      return `<?xml version="1.0"?><root><title>Record ${i}</title><body>${sentence}</body></root>`
    case 'pdf': {
      const pdf = await PDFDocument.create()
      const font = await pdf.embedFont(StandardFonts.Helvetica)
      const page = pdf.addPage([595, 842])
      page.drawText(`Chapter ${i}`, { x: 72, y: 760, size: 20, font })
      page.drawText(sentence, { x: 72, y: 720, size: 10, font })
      return pdf.save({ useObjectStreams: false })
    }
  }
}
