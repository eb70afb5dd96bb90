/**
 * @module formats/word/odt
 * The OpenDocument Text partitioner. Upstream converts ODT to DOCX with pandoc and partitions that
 * (core §7); this reads `content.xml` directly and gives what that route gives: headings (`text:h`,
 * pandoc's `Heading N`) → Title with category_depth N−1; list items → ListItem with the nesting level
 * as depth; other paragraphs typed by their text as DOCX paragraphs are (bulleted → ListItem, Address,
 * EmailAddress, NarrativeText, else UncategorizedText); tables → Table with `text_as_html`. Sections,
 * tables of contents and other containers are read through. As with pandoc, page headers and footers,
 * footnotes, comments, text frames and page breaks are not read.
 */
import { cleanBullets } from '../../elements/clean-bullets.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Element, ElementMetadata, TableMetadata } from '../../elements/types.js'
import { DocumentError } from '../../errors.js'
import { openZipArchive } from '../../containers/zip-archive.js'
import { docxParagraphType, isDocxListItem } from './word-paragraph-type.js'
import { htmlifyMatrixOfCellTexts } from '../html/html-table.js'
import { type OdtInline, type OdtTextStyles, readOdtInline } from './odt-text.js'
import { addInlineMetadata } from './inline-metadata.js'
import type { Partitioner } from '../types.js'
import { attribute, childElements, firstChild } from '../xml/xml-query.js'
import { parseXml, type XmlElement } from '../xml/xml-tree.js'
import { asElement } from '../../elements/element-draft.js'

/** Preferred prefix → namespace URI of the OpenDocument vocabularies read here. */
export const ODF_NAMESPACES: Readonly<Record<string, string>> = {
  office: 'urn:oasis:names:tc:opendocument:xmlns:office:1.0',
  text: 'urn:oasis:names:tc:opendocument:xmlns:text:1.0',
  table: 'urn:oasis:names:tc:opendocument:xmlns:table:1.0',
  style: 'urn:oasis:names:tc:opendocument:xmlns:style:1.0',
  fo: 'urn:oasis:names:tc:opendocument:xmlns:xsl-fo-compatible:1.0',
  draw: 'urn:oasis:names:tc:opendocument:xmlns:drawing:1.0',
  xlink: 'http://www.w3.org/1999/xlink',
}

/** LibreOffice pads rows with thousands of repeated empty cells; more repeats than this are cut. */
const MAX_REPEAT = 256

/** Partition an OpenDocument Text file into elements, `element_id: ''`. */
export const partitionOdt: Partitioner = async ({ bytes, options }) => {
  options.signal?.throwIfAborted()
  const archive = openZipArchive(bytes)
  const content = archive.read('content.xml')
  if (content === undefined) throw new DocumentError('The ODT package has no content.xml; the file is damaged or not an OpenDocument text.')
  const styles = archive.read('styles.xml')
  return elementsFromOdt(
    parseXml(content, { label: 'content.xml', namespaces: ODF_NAMESPACES }),
    styles === undefined ? undefined : parseXml(styles, { label: 'styles.xml', namespaces: ODF_NAMESPACES }),
    { inferTableStructure: !options.skipInferTableTypes.includes('odt') },
  )
}

/** The elements of an ODT `content.xml` (with `styles.xml` for named text styles), in document order. */
export function elementsFromOdt(content: XmlElement, styles: XmlElement | undefined, options: { inferTableStructure: boolean }): Element[] {
  const body = firstChild(content, 'office:body', 'office:text')
  if (body === undefined) return []
  const textStyles = readTextStyles([styles, content])
  const elements: Element[] = []
  const paragraph = (node: XmlElement, listLevel: number | undefined): void => {
    const inline = readOdtInline(node, textStyles)
    const element = paragraphElement(node, inline, listLevel)
    if (element !== undefined) elements.push(element)
  }
  const visit = (container: XmlElement, listLevel: number | undefined): void => {
    for (const child of container.children) {
      if (typeof child === 'string') continue
      switch (child.name) {
        case 'text:p':
        case 'text:h':
          paragraph(child, listLevel)
          break
        case 'text:list': {
          const level = listLevel === undefined ? 0 : listLevel + 1
          for (const item of childElements(child)) {
            if (item.name === 'text:list-item' || item.name === 'text:list-header') visit(item, level)
          }
          break
        }
        case 'text:numbered-paragraph': {
          // ODF 1.2 list paragraph outside a text:list; text:level counts from 1
          const level = Number.parseInt(attribute(child, 'text:level') ?? '1', 10)
          visit(child, Number.isFinite(level) ? Math.max(level - 1, 0) : 0)
          break
        }
        case 'table:table':
          elements.push(tableElement(child, textStyles, options.inferTableStructure))
          break
        case 'text:section':
        case 'text:index-body':
        case 'text:table-of-content':
        case 'text:alphabetical-index':
        case 'text:illustration-index':
        case 'text:table-index':
        case 'text:user-index':
        case 'text:bibliography':
        case 'text:object-index':
        case 'text:soft-page-break':
          visit(child, listLevel)
          break
        default:
          break
      }
    }
  }
  visit(body, undefined)
  return elements
}

function paragraphElement(node: XmlElement, inline: OdtInline, listLevel: number | undefined): Element | undefined {
  const { text } = inline
  if (pyStrip(text) === '') return undefined
  const level = Number.parseInt(attribute(node, 'text:outline-level') ?? '1', 10)
  const heading = node.name === 'text:h'
  const metadata: ElementMetadata = {
    category_depth: listLevel ?? (heading && Number.isFinite(level) ? Math.max(level - 1, 0) : 0),
  }
  addInlineMetadata(metadata, inline)
  if (isDocxListItem(text, listLevel !== undefined)) {
    const clean = pyStrip(cleanBullets(text))
    return clean === '' ? undefined : asElement({ type: 'ListItem', element_id: '', text: clean, metadata })
  }
  // pandoc writes headings as "Heading N"; other paragraphs get body styles the DOCX reader does not map
  const type = docxParagraphType(text, heading ? `Heading ${Math.min(Math.max(level, 1), 9)}` : 'Normal')
  return asElement({ type, element_id: '', text, metadata })
}

/** One Table: cell texts (paragraphs joined by spaces) in a matrix; covered (merged) cells are empty. */
function tableElement(table: XmlElement, styles: OdtTextStyles, inferTableStructure: boolean): Element {
  const matrix: string[][] = []
  const texts: string[] = []
  for (const row of tableRows(table)) {
    const cells: string[] = []
    for (const cell of childElements(row)) {
      if (cell.name !== 'table:table-cell' && cell.name !== 'table:covered-table-cell') continue
      const paragraphs = cellParagraphs(cell).map((p) => readOdtInline(p, styles).text)
      const text = paragraphs
        .join(' ')
        .split(/\s+/)
        .filter((w) => w !== '')
        .join(' ')
      const repeat = Math.min(Math.max(Number.parseInt(attribute(cell, 'table:number-columns-repeated') ?? '1', 10) || 1, 1), MAX_REPEAT)
      for (let i = 0; i < repeat; i++) cells.push(cell.name === 'table:covered-table-cell' ? '' : text)
      if (cell.name === 'table:table-cell') texts.push(...paragraphs.map((p) => pyStrip(p)).filter((p) => p !== ''))
    }
    while (cells.length > 0 && cells.at(-1) === '') cells.pop()
    matrix.push(cells)
  }
  while (matrix.length > 0 && matrix.at(-1)!.length === 0) matrix.pop()
  const width = Math.max(0, ...matrix.map((row) => row.length))
  for (const row of matrix) while (row.length < width) row.push('')
  const metadata: TableMetadata = {}
  if (inferTableStructure) metadata.text_as_html = htmlifyMatrixOfCellTexts(matrix)
  return { type: 'Table', element_id: '', text: texts.join(' '), metadata }
}

function tableRows(table: XmlElement): XmlElement[] {
  const rows: XmlElement[] = []
  for (const child of childElements(table)) {
    if (child.name === 'table:table-row') {
      const repeat = Math.min(Math.max(Number.parseInt(attribute(child, 'table:number-rows-repeated') ?? '1', 10) || 1, 1), MAX_REPEAT)
      for (let i = 0; i < repeat; i++) rows.push(child)
    } else if (child.name === 'table:table-header-rows' || child.name === 'table:table-rows' || child.name === 'table:table-row-group') {
      rows.push(...tableRows(child))
    }
  }
  return rows
}

/** The paragraphs of a cell, lists included; a nested table's paragraphs are flattened into the cell. */
function cellParagraphs(cell: XmlElement): XmlElement[] {
  const out: XmlElement[] = []
  for (const child of childElements(cell)) {
    if (child.name === 'text:p' || child.name === 'text:h') out.push(child)
    else out.push(...cellParagraphs(child))
  }
  return out
}

/** Bold (`fo:font-weight` bold or ≥ 600) and italic (`fo:font-style` italic/oblique) text styles, parents followed. */
function readTextStyles(parts: readonly (XmlElement | undefined)[]): OdtTextStyles {
  const raw = new Map<string, { bold?: boolean; italic?: boolean; parent?: string }>()
  for (const part of parts) {
    if (part === undefined) continue
    for (const group of [firstChild(part, 'office:styles'), firstChild(part, 'office:automatic-styles')]) {
      for (const style of group === undefined ? [] : childElements(group, 'style:style')) {
        const name = attribute(style, 'style:name')
        if (name === undefined) continue
        const props = firstChild(style, 'style:text-properties')
        const weight = attribute(props, 'fo:font-weight')
        const fontStyle = attribute(props, 'fo:font-style')
        const parent = attribute(style, 'style:parent-style-name')
        raw.set(name, {
          ...(weight !== undefined && { bold: weight === 'bold' || Number.parseInt(weight, 10) >= 600 }),
          ...(fontStyle !== undefined && { italic: fontStyle === 'italic' || fontStyle === 'oblique' }),
          ...(parent !== undefined && { parent }),
        })
      }
    }
  }
  const resolved = new Map<string, { bold: boolean; italic: boolean }>()
  for (const name of raw.keys()) {
    let bold: boolean | undefined
    let italic: boolean | undefined
    let current: string | undefined = name
    for (let depth = 0; current !== undefined && depth < 20 && (bold === undefined || italic === undefined); depth++) {
      const style = raw.get(current)
      if (style === undefined) break
      bold ??= style.bold
      italic ??= style.italic
      current = style.parent
    }
    if (bold || italic) resolved.set(name, { bold: bold ?? false, italic: italic ?? false })
  }
  return resolved
}
