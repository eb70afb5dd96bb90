/**
 * @module formats/word/docx-paragraph
 * The inline content of a WordprocessingML paragraph (`w:p`), read as python-docx reads it for
 * upstream's `partition_docx`: run text (`w:t`, tabs and `w:ptab` as "\t", line breaks and `w:cr` as
 * "\n", non-breaking hyphens as "-"; page and column breaks, field codes and deleted text give
 * nothing), hyperlinks with their URL, bold/italic runs, and text in text boxes of inline drawings.
 * A rendered page break (`w:lastRenderedPageBreak`, written by Word where a page ended when it last
 * laid the document out) splits the paragraph into fragments; one inside a hyperlink leaves the whole
 * hyperlink on the page where it starts (python-docx `RenderedPageBreak`).
 *
 * Deviation: runs inside `w:ins`, `w:moveTo`, `w:smartTag`, `w:customXml`, `w:sdt`, `w:fldSimple`,
 * `w:dir` and `w:bdo` are read too (python-docx sees only direct `w:r` and `w:hyperlink` children and
 * drops that visible text).
 */
import type { Link } from '../../elements/types.js'
import { pyStrip } from '../../elements/python-strings.js'
import type { Relationship } from '../ooxml/package-relationships.js'
import { isOn } from './docx-package.js'
import { attribute, childElements, firstChild } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'

/** An emphasized run: its stripped text and `b` or `i`. */
export interface Emphasis {
  text: string
  tag: 'b' | 'i'
}

/** The part of a paragraph between two rendered page breaks. */
export interface ParagraphFragment {
  /** The text, as upstream classifies it: runs, hyperlinks and inline text-box text. */
  text: string
  /** python-docx `paragraph.text` of the fragment: runs and hyperlinks, without text-box text. */
  plainText: string
  /** Emphasis of the fragment's runs (not of hyperlink runs), in order. */
  emphasis: Emphasis[]
  /** External hyperlinks, `start_index` in code points of the fragment's run and hyperlink text. */
  links: Link[]
}

/** A fragment, or the rendered page break between two. */
export type ParagraphItem = ParagraphFragment | 'page-break'

/** Elements whose inline content is read as if it stood in the paragraph itself. */
const INLINE_WRAPPERS: ReadonlySet<string> = new Set([
  'w:ins',
  'w:moveTo',
  'w:smartTag',
  'w:customXml',
  'w:fldSimple',
  'w:dir',
  'w:bdo',
  'w:sdtContent',
])

interface RunPiece {
  kind: 'run'
  /** `run.text` of python-docx. */
  text: string
  /** Text of runs inside inline drawings (text boxes) of this run. */
  drawingText: string
  bold: boolean
  italic: boolean
}

interface LinkPiece {
  kind: 'link'
  text: string
  url: string
}

type Piece = RunPiece | LinkPiece | 'page-break'

/** Resolves hyperlink relationship ids to URLs. */
export type RelationshipLookup = (id: string) => Relationship | undefined

/**
 * The paragraph's fragments and rendered page breaks, in order. A paragraph without rendered page
 * breaks is one fragment; empty fragments are kept (the caller skips blank text).
 */
export function readParagraph(paragraph: XmlElement, relationships: RelationshipLookup): ParagraphItem[] {
  const pieces: Piece[] = []
  for (const node of inlineContent(paragraph)) {
    if (node.name === 'w:r') readRun(node, pieces)
    else readHyperlink(node, relationships, pieces)
  }
  const items: ParagraphItem[] = []
  let current: Piece[] = []
  for (const piece of pieces) {
    if (piece === 'page-break') {
      items.push(fragmentOf(current), 'page-break')
      current = []
    } else current.push(piece)
  }
  items.push(fragmentOf(current))
  return items
}

/** python-docx `paragraph.text`: the text of the runs and hyperlinks, without text boxes. */
export function paragraphText(paragraph: XmlElement): string {
  let text = ''
  for (const node of inlineContent(paragraph)) {
    const runs = node.name === 'w:r' ? [node] : childElements(node, 'w:r')
    for (const run of runs) text += runText(run)
  }
  return text
}

/** python-docx emphasis of a whole paragraph (table cells): bold and italic runs, stripped text. */
export function paragraphEmphasis(paragraph: XmlElement): Emphasis[] {
  const emphasis: Emphasis[] = []
  for (const node of inlineContent(paragraph)) if (node.name === 'w:r') addEmphasis(node, runText(node), emphasis)
  return emphasis
}

/** True when the paragraph has numbering properties (`w:numPr` with content), i.e. is a list item. */
export function hasNumbering(paragraph: XmlElement): boolean {
  const numPr = firstChild(paragraph, 'w:pPr', 'w:numPr')
  return numPr !== undefined && numPr.children.some((child) => typeof child !== 'string')
}

/** `./w:pPr/w:numPr/w:ilvl/@w:val` rounded, when present and numeric. */
export function numberingLevel(paragraph: XmlElement): number | undefined {
  const value = attribute(firstChild(paragraph, 'w:pPr', 'w:numPr', 'w:ilvl'), 'w:val')
  const level = value === undefined ? Number.NaN : Number.parseFloat(value)
  return Number.isFinite(level) ? Math.round(level) : undefined
}

/** The paragraph's style id (`w:pPr/w:pStyle/@w:val`). */
export function paragraphStyleId(paragraph: XmlElement): string | undefined {
  return attribute(firstChild(paragraph, 'w:pPr', 'w:pStyle'), 'w:val')
}

/** True when any run of the paragraph (or of its hyperlinks) records a rendered page break. */
export function hasRenderedPageBreak(paragraph: XmlElement): boolean {
  for (const node of inlineContent(paragraph)) {
    const runs = node.name === 'w:r' ? [node] : childElements(node, 'w:r')
    if (runs.some((run) => firstChild(run, 'w:lastRenderedPageBreak') !== undefined)) return true
  }
  return false
}

/** The `w:r` and `w:hyperlink` elements of the paragraph in order, wrappers looked through. */
function inlineContent(container: XmlElement): XmlElement[] {
  const out: XmlElement[] = []
  const visit = (element: XmlElement): void => {
    for (const child of element.children) {
      if (typeof child === 'string') continue
      if (child.name === 'w:r' || child.name === 'w:hyperlink') out.push(child)
      else if (INLINE_WRAPPERS.has(child.name)) visit(child)
      else if (child.name === 'w:sdt') {
        const content = firstChild(child, 'w:sdtContent')
        if (content !== undefined) visit(content)
      }
    }
  }
  visit(container)
  return out
}

function readRun(run: XmlElement, pieces: Piece[]): void {
  const properties = firstChild(run, 'w:rPr')
  const bold = isOn(firstChild(properties, 'w:b'))
  const italic = isOn(firstChild(properties, 'w:i'))
  let piece: RunPiece = { kind: 'run', text: '', drawingText: '', bold, italic }
  for (const child of run.children) {
    if (typeof child === 'string') continue
    if (child.name === 'w:lastRenderedPageBreak') {
      pieces.push(piece, 'page-break')
      piece = { kind: 'run', text: '', drawingText: '', bold, italic }
    } else if (child.name === 'w:drawing' || child.name === 'mc:AlternateContent') {
      piece.drawingText += inlineDrawingText(child)
    } else piece.text += runChildText(child)
  }
  pieces.push(piece)
}

function readHyperlink(link: XmlElement, relationships: RelationshipLookup, pieces: Piece[]): void {
  const runs = childElements(link, 'w:r')
  const text = runs.map(runText).join('')
  const id = attribute(link, 'r:id')
  const address = id === undefined ? '' : (relationships(id)?.target ?? '')
  const anchor = attribute(link, 'w:anchor') ?? ''
  // python-docx Hyperlink.url: no address → '' (an internal jump, kept as plain text)
  const url = address === '' ? '' : anchor === '' ? address : `${address}#${anchor}`
  pieces.push({ kind: 'link', text, url })
  // a page break inside a hyperlink leaves the whole hyperlink on the page where it starts
  if (runs.some((run) => firstChild(run, 'w:lastRenderedPageBreak') !== undefined)) pieces.push('page-break')
}

/** python-docx `run.text`. */
function runText(run: XmlElement): string {
  let text = ''
  for (const child of run.children) if (typeof child !== 'string') text += runChildText(child)
  return text
}

function runChildText(child: XmlElement): string {
  switch (child.name) {
    case 'w:t':
      return child.children.filter((node): node is string => typeof node === 'string').join('')
    case 'w:tab':
    case 'w:ptab':
      return '\t'
    case 'w:br': {
      // only a text-wrapping break (the default) is a line feed; page and column breaks give nothing
      const type = attribute(child, 'w:type')
      return type === undefined || type === 'textWrapping' ? '\n' : ''
    }
    case 'w:cr':
      return '\n'
    case 'w:noBreakHyphen':
      return '-'
    default:
      return ''
  }
}

/**
 * Text of the runs inside the first inline drawing (`wp:inline`, e.g. a text box placed in the line)
 * below `node`; floating drawings (`wp:anchor`) give nothing, as upstream.
 */
function inlineDrawingText(node: XmlElement): string {
  const inline = findFirst(node, 'wp:inline')
  if (inline === undefined) return ''
  let text = ''
  const visit = (element: XmlElement): void => {
    for (const child of element.children) {
      if (typeof child === 'string') continue
      if (child.name === 'w:r') text += runText(child)
      else visit(child)
    }
  }
  visit(inline)
  return text
}

function findFirst(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (typeof child === 'string') continue
    if (child.name === name) return child
    const found = findFirst(child, name)
    if (found !== undefined) return found
  }
  return undefined
}

function addEmphasis(run: XmlElement, text: string, emphasis: Emphasis[]): void {
  const stripped = pyStrip(text)
  if (stripped === '') return
  const properties = firstChild(run, 'w:rPr')
  if (isOn(firstChild(properties, 'w:b'))) emphasis.push({ text: stripped, tag: 'b' })
  if (isOn(firstChild(properties, 'w:i'))) emphasis.push({ text: stripped, tag: 'i' })
}

function fragmentOf(pieces: readonly Piece[]): ParagraphFragment {
  let text = ''
  let plainText = ''
  let offset = 0
  const emphasis: Emphasis[] = []
  const links: Link[] = []
  for (const piece of pieces) {
    if (piece === 'page-break') continue
    if (piece.kind === 'run') {
      text += piece.text + piece.drawingText
      plainText += piece.text
      // upstream counts link offsets over run.text only (text boxes excluded)
      offset += codePoints(piece.text)
      const stripped = pyStrip(piece.text)
      if (stripped !== '') {
        if (piece.bold) emphasis.push({ text: stripped, tag: 'b' })
        if (piece.italic) emphasis.push({ text: stripped, tag: 'i' })
      }
    } else {
      text += piece.text
      plainText += piece.text
      if (piece.url !== '' && piece.text !== '') links.push({ text: piece.text, url: piece.url, start_index: offset })
      offset += codePoints(piece.text)
    }
  }
  return { text, plainText, emphasis, links }
}

function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}
