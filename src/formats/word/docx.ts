/**
 * @module formats/word/docx
 * The DOCX partitioner (upstream `partition_docx`, core §7), reading the package's XML directly. For
 * each section in order: PageBreaks an odd/even section start needs, the section's own headers
 * (Header, `header_footer_type` primary / first_page / even_page), its paragraphs and tables, then its
 * footers. Paragraphs are typed by list numbering, style, then text; tables become one Table with
 * `text_as_html`. Rendered page breaks (`w:lastRenderedPageBreak`) advance the page and give PageBreak
 * elements when `includePageBreaks`; `page_number` is set only when the document has rendered breaks
 * (hard breaks alone would double-count or miss pages). A document without sections (a Teams chat
 * export) is read without headers and footers.
 *
 * Not mammoth: its HTML loses what upstream keeps (tabs, line breaks, style names beyond headings,
 * rendered page breaks, merged-cell layout), and walking the XML is faster (see the issue note).
 */
import { cleanBullets } from '../../elements/clean-bullets.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Element, ElementMetadata, TableMetadata } from '../../elements/types.js'
import { type DocxPackage, isOn, openDocxPackage } from './docx-package.js'
import {
  hasNumbering,
  hasRenderedPageBreak,
  numberingLevel,
  paragraphStyleId,
  paragraphText,
  readParagraph,
  type ParagraphFragment,
} from './docx-paragraph.js'
import { docxCategoryDepth, docxParagraphType, isDocxListItem } from './word-paragraph-type.js'
import { blockItems, readDocxTable, tableTexts } from './docx-table.js'
import { addEmphasisMetadata, addInlineMetadata } from './inline-metadata.js'
import type { Partitioner } from '../types.js'
import { attribute, childElements, firstChild } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'
import { asElement } from '../../elements/element-draft.js'

/** What the DOCX walk needs from the options. */
export interface DocxReadOptions {
  /** Emit PageBreak elements at rendered page breaks. */
  includePageBreaks: boolean
  /** Page number of the first page. Default 1. */
  startingPageNumber?: number
  /** Give Tables `text_as_html`. */
  inferTableStructure: boolean
}

/** Partition a Word 2007+ document into elements, `element_id: ''`. */
export const partitionDocx: Partitioner = async ({ bytes, options }) => {
  options.signal?.throwIfAborted()
  return elementsFromDocx(openDocxPackage(bytes), {
    includePageBreaks: options.includePageBreaks,
    ...(options.startingPageNumber !== undefined && { startingPageNumber: options.startingPageNumber }),
    inferTableStructure: !options.skipInferTableTypes.includes('docx'),
  })
}

interface Section {
  blocks: XmlElement[]
  properties: XmlElement | undefined
}

const HEADER_FOOTER_TYPES = [
  { type: 'default', name: 'primary' },
  { type: 'first', name: 'first_page' },
  { type: 'even', name: 'even_page' },
] as const

/** The elements of an opened DOCX package, in document order. */
export function elementsFromDocx(pkg: DocxPackage, options: DocxReadOptions): Element[] {
  const body = firstChild(pkg.document, 'w:body')
  if (body === undefined) return []
  const blocks = blockItems(body)
  const walk = new DocxWalk(pkg, options, documentHasRenderedBreaks(blocks))
  const sections = splitSections(body, blocks)
  if (sections === undefined) {
    for (const block of blocks) walk.block(block)
    return walk.elements
  }
  sections.forEach((section, index) => {
    walk.sectionStart(section.properties, index)
    walk.headersOrFooters(section.properties, 'w:headerReference', 'Header')
    for (const block of section.blocks) walk.block(block)
    walk.headersOrFooters(section.properties, 'w:footerReference', 'Footer')
  })
  return walk.elements
}

/**
 * Blocks grouped by section: a paragraph carrying `w:pPr/w:sectPr` closes a section, the body's own
 * `w:sectPr` describes the last one. Undefined when the document has no section properties at all.
 */
function splitSections(body: XmlElement, blocks: readonly XmlElement[]): Section[] | undefined {
  const sections: Section[] = []
  let current: XmlElement[] = []
  for (const block of blocks) {
    current.push(block)
    const properties = block.name === 'w:p' ? firstChild(block, 'w:pPr', 'w:sectPr') : undefined
    if (properties !== undefined) {
      sections.push({ blocks: current, properties })
      current = []
    }
  }
  const last = firstChild(body, 'w:sectPr')
  if (last !== undefined || current.length > 0) sections.push({ blocks: current, properties: last })
  return sections.some((section) => section.properties !== undefined) ? sections : undefined
}

/** Upstream looks for rendered breaks in body paragraphs and in the cells of body tables. */
function documentHasRenderedBreaks(blocks: readonly XmlElement[]): boolean {
  for (const block of blocks) {
    if (block.name === 'w:p') {
      if (hasRenderedPageBreak(block)) return true
      continue
    }
    for (const tr of childElements(block, 'w:tr')) {
      for (const tc of childElements(tr, 'w:tc')) {
        if (childElements(tc, 'w:p').some(hasRenderedPageBreak)) return true
      }
    }
  }
  return false
}

/** The state of one pass over a document: the page counter and the elements so far. */
class DocxWalk {
  readonly elements: Element[] = []
  private page: number

  constructor(
    private readonly pkg: DocxPackage,
    private readonly options: DocxReadOptions,
    private readonly pagesKnown: boolean,
  ) {
    this.page = options.startingPageNumber ?? 1
  }

  block(block: XmlElement): void {
    if (block.name === 'w:tbl') this.table(block)
    else this.paragraph(block)
  }

  /** Upstream `_iter_section_page_breaks`: the extra break an even- or odd-page section start needs. */
  sectionStart(properties: XmlElement | undefined, index: number): void {
    const start = attribute(firstChild(properties, 'w:type'), 'w:val') ?? 'nextPage'
    const odd = this.page % 2 === 1
    // the rendered break in the section's first paragraph gives the other one
    if (start === 'evenPage' && !odd) this.pageBreak()
    else if (start === 'oddPage' && index > 0 && odd) this.pageBreak()
  }

  headersOrFooters(properties: XmlElement | undefined, reference: string, type: 'Header' | 'Footer'): void {
    if (properties === undefined) return
    const titlePage = isOn(firstChild(properties, 'w:titlePg'))
    for (const { type: kind, name } of HEADER_FOOTER_TYPES) {
      if (kind === 'first' && !titlePage) continue
      if (kind === 'even' && !this.pkg.evenAndOddHeaders) continue
      // no reference of this kind: the section inherits the previous one's (python-docx is_linked_to_previous)
      const ref = childElements(properties, reference).find((candidate) => attribute(candidate, 'w:type') === kind)
      const id = attribute(ref, 'r:id')
      const part = id === undefined ? undefined : this.pkg.part(id)
      if (part === undefined) continue
      const text = headerFooterText(part)
      if (text === '') continue
      this.elements.push({ type, element_id: '', text, metadata: { category_depth: 0, header_footer_type: name } })
    }
  }

  private pageBreak(): void {
    this.page++
    if (this.options.includePageBreaks) this.elements.push({ type: 'PageBreak', element_id: '', text: '', metadata: {} })
  }

  private paragraph(paragraph: XmlElement): void {
    const lookup = (id: string) => this.pkg.relationships.get(id)
    for (const item of readParagraph(paragraph, lookup)) {
      if (item === 'page-break') this.pageBreak()
      else this.fragment(paragraph, item)
    }
  }

  private fragment(paragraph: XmlElement, fragment: ParagraphFragment): void {
    const { text } = fragment
    if (pyStrip(text) === '') return
    const styleId = paragraphStyleId(paragraph)
    const styleName = (styleId === undefined ? undefined : this.pkg.styles.names.get(styleId)) ?? this.pkg.styles.defaultName ?? 'Normal'
    const metadata: ElementMetadata = { category_depth: docxCategoryDepth(numberingLevel(paragraph), styleName) }
    addInlineMetadata(metadata, fragment)
    if (this.pagesKnown) metadata.page_number = this.page
    if (isDocxListItem(fragment.plainText, hasNumbering(paragraph))) {
      const clean = pyStrip(cleanBullets(text))
      if (clean !== '') this.elements.push(asElement({ type: 'ListItem', element_id: '', text: clean, metadata }))
      return
    }
    const type = docxParagraphType(text, styleName, fragment.plainText)
    this.elements.push(asElement({ type, element_id: '', text, metadata }))
  }

  private table(table: XmlElement): void {
    const content = readDocxTable(table)
    const metadata: TableMetadata = {}
    if (this.options.inferTableStructure) metadata.text_as_html = content.html
    if (this.pagesKnown) metadata.page_number = this.page
    addEmphasisMetadata(metadata, content.emphasis)
    this.elements.push({ type: 'Table', element_id: '', text: content.text, metadata })
  }
}

/** Upstream `_header_footer_text`: paragraphs stripped, tables as their cell texts, blanks dropped, "\n" between. */
function headerFooterText(part: XmlElement): string {
  const texts: string[] = []
  for (const block of blockItems(part)) {
    const text = block.name === 'w:p' ? pyStrip(paragraphText(block)) : tableTexts(block).join(' ')
    if (text !== '') texts.push(text)
  }
  return texts.join('\n')
}
