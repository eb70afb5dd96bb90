/**
 * @module formats/word/doc
 * The legacy Word 97–2003 (.doc) partitioner. Upstream converts .doc to .docx with LibreOffice and
 * partitions that (core §7); offline and in-process, this reads the text streams with word-extractor
 * (formats/word/doc-word-extractor) and types each paragraph by the DOCX text rules (bulleted → ListItem,
 * Address, EmailAddress, NarrativeText, else UncategorizedText): Header first, then the body, text
 * boxes, footnotes and endnotes, then Footer. Runs of two or more lines that end in a cell mark with
 * the same number of cells become a Table with `text_as_html`.
 *
 * Lost compared with upstream, because word-extractor gives plain text only: paragraph styles (no
 * Title from headings, no list depth), emphasis and links, page breaks and page numbers, merged table
 * cells, and the primary / first-page / even-page split of headers and footers (all headers become
 * one Header, all footers one Footer). Footnotes and endnotes are read, which upstream drops.
 */
import { cleanBullets } from '../../elements/clean-bullets.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Element } from '../../elements/types.js'
import { extractLegacyWord } from '#platform/legacy-word'
import { docxParagraphType, isDocxListItem } from './word-paragraph-type.js'
import { htmlifyMatrixOfCellTexts } from '../html/html-table.js'
import type { Partitioner } from '../types.js'

/** Partition a Word 97–2003 document into elements, `element_id: ''`. */
export const partitionDoc: Partitioner = async ({ bytes, options }) => {
  options.signal?.throwIfAborted()
  const text = await extractLegacyWord(bytes)
  const inferTableStructure = !options.skipInferTableTypes.includes('doc')
  const elements: Element[] = []
  const headers = headerFooterText(text.headers)
  if (headers !== '') elements.push({ type: 'Header', element_id: '', text: headers, metadata: { header_footer_type: 'primary', category_depth: 0 } })
  for (const part of [text.body, text.textboxes, text.footnotes, text.endnotes]) {
    elements.push(...elementsFromLegacyText(part, inferTableStructure))
  }
  const footers = headerFooterText(text.footers)
  if (footers !== '') elements.push({ type: 'Footer', element_id: '', text: footers, metadata: { header_footer_type: 'primary', category_depth: 0 } })
  return elements
}

/** Paragraphs ("\n"-separated) of one text stream as elements; table rows gathered into Tables. */
export function elementsFromLegacyText(text: string, inferTableStructure = true): Element[] {
  const lines = text.split('\n')
  const elements: Element[] = []
  for (let i = 0; i < lines.length; i++) {
    const rows = tableRowsAt(lines, i)
    if (rows.length >= 2) {
      elements.push(tableElement(rows, inferTableStructure))
      i += rows.length - 1
      continue
    }
    const element = paragraphElement(lines[i]!)
    if (element !== undefined) elements.push(element)
  }
  return elements
}

/** Cells of the run of table rows starting at line `start`: lines ending in a cell mark, same cell count. */
function tableRowsAt(lines: readonly string[], start: number): string[][] {
  const rows: string[][] = []
  for (let i = start; i < lines.length; i++) {
    const line = lines[i]!
    if (!line.endsWith('\t')) break
    const cells = line.slice(0, -1).split('\t')
    if (cells.length < 2 || (rows.length > 0 && cells.length !== rows[0]!.length)) break
    rows.push(cells)
  }
  return rows
}

function tableElement(rows: string[][], inferTableStructure: boolean): Element {
  const matrix = rows.map((row) => row.map((cell) => pyStrip(cell)))
  const text = matrix
    .flat()
    .filter((cell) => cell !== '')
    .join(' ')
  return { type: 'Table', element_id: '', text, metadata: inferTableStructure ? { text_as_html: htmlifyMatrixOfCellTexts(matrix) } : {} }
}

function paragraphElement(line: string): Element | undefined {
  if (pyStrip(line) === '') return undefined
  if (isDocxListItem(line, false)) {
    const clean = pyStrip(cleanBullets(line))
    return clean === '' ? undefined : { type: 'ListItem', element_id: '', text: clean, metadata: { category_depth: 0 } }
  }
  return { type: docxParagraphType(line, 'Normal'), element_id: '', text: line, metadata: { category_depth: 0 } }
}

/** Upstream's header text: paragraphs stripped, blank ones dropped, "\n" between. */
function headerFooterText(text: string): string {
  return text
    .split('\n')
    .map((line) => pyStrip(line.replace(/\t+$/, '')))
    .filter((line) => line !== '')
    .join('\n')
}
