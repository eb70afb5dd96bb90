/**
 * Measures, over a folder of PDFs, the two PDF counts the per-document limits bound: objects in the
 * cross-reference data (limits.maxPdfObjects) and content-stream operators per page, form XObjects
 * counted at each use (limits.maxOperatorsPerPage). Prints the largest of each and the files that hold
 * them, to choose defaults that accept real documents. Usage:
 *   node --import tsx scripts/measure/pdf-counts.ts <folder>…
 * Files our reader cannot open (pdfjs reads those) are counted apart.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { PdfFile } from '../../src/pdf/reader/pdf-file.js'
import { PdfLexer, Tok } from '../../src/pdf/reader/pdf-lexer.js'
import { isDict, isStream } from '../../src/pdf/reader/pdf-objects.js'
import type { PdfDict, PdfObject } from '../../src/pdf/reader/pdf-objects.js'

const NO_LIMITS = { maxStreamBytes: 2 ** 40, maxInflatedBytes: 2 ** 50, maxPdfObjects: 2 ** 40, maxOperatorsPerPage: 2 ** 40 }

function pdfsUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name)
    if (statSync(path).isDirectory()) return pdfsUnder(path)
    return name.toLowerCase().endsWith('.pdf') ? [path] : []
  })
}

function pages(file: PdfFile, node: PdfObject, seen = new Set<PdfDict>()): PdfDict[] {
  const dict = file.resolve(node)
  if (!isDict(dict) || seen.has(dict)) return []
  seen.add(dict)
  const kids = file.resolve(dict.get('Kids'))
  return Array.isArray(kids) ? kids.flatMap((kid) => pages(file, kid, seen)) : [dict]
}

/** Operators of one content stream, the forms it draws counted at each use (20 levels, as the reader). */
function operators(file: PdfFile, data: Uint8Array, resources: PdfDict | null, depth: number): number {
  const lexer = new PdfLexer(data)
  let count = 0
  let lastName = ''
  for (let tok = lexer.next(); tok !== Tok.EOF; tok = lexer.next()) {
    if (tok === Tok.Name) lastName = lexer.text
    if (tok !== Tok.Keyword) continue
    count++
    if (lexer.text !== 'Do' || depth >= 20 || resources === null) continue
    const xobjects = file.resolve(resources.get('XObject'))
    const form = isDict(xobjects) ? file.resolve(xobjects.get(lastName)) : null
    if (!isStream(form) || file.resolve(form.dict.get('Subtype')) !== 'Form') continue
    const own = file.resolve(form.dict.get('Resources'))
    try {
      count += operators(file, file.streamData(form), isDict(own) ? own : resources, depth + 1)
    } catch {
      // an unreadable form counts nothing
    }
  }
  return count
}

function inherited(file: PdfFile, page: PdfDict, key: string): PdfObject {
  for (let node: PdfObject = page, i = 0; isDict(node) && i < 64; node = file.resolve(node.get('Parent')), i++) {
    if (node.has(key)) return file.resolve(node.get(key))
  }
  return null
}

let maxObjects = { count: 0, path: '' }
let maxOperators = { count: 0, path: '', page: 0 }
let opened = 0
let refused = 0
for (const path of process.argv.slice(2).flatMap(pdfsUnder)) {
  let file: PdfFile
  try {
    file = new PdfFile(readFileSync(path), { limits: NO_LIMITS })
  } catch {
    refused++
    continue
  }
  opened++
  if (file.objectCount > maxObjects.count) maxObjects = { count: file.objectCount, path }
  let list: PdfDict[] = []
  try {
    list = pages(
      file,
      isDict(file.resolve(file.trailer.get('Root'))) ? ((file.resolve(file.trailer.get('Root')) as PdfDict).get('Pages') ?? null) : null,
    )
  } catch {
    continue
  }
  list.forEach((page, index) => {
    try {
      const contents = file.resolve(page.get('Contents'))
      const streams = Array.isArray(contents) ? contents.map((c) => file.resolve(c)) : [contents]
      const resources = inherited(file, page, 'Resources')
      let count = 0
      for (const s of streams) if (isStream(s)) count += operators(file, file.streamData(s), isDict(resources) ? resources : null, 0)
      if (count > maxOperators.count) maxOperators = { count, path, page: index + 1 }
    } catch {
      // a page our reader cannot read goes to pdfjs
    }
  })
}
console.log(`PDFs opened by our reader: ${opened}, left to pdfjs: ${refused}`)
console.log(`most objects in the cross-reference data: ${maxObjects.count} (${maxObjects.path})`)
console.log(`most operators on a page (forms counted at each use): ${maxOperators.count} (${maxOperators.path}, page ${maxOperators.page})`)
