/**
 * @module formats/word/odt-text
 * The inline content of an OpenDocument paragraph or heading (`text:p`, `text:h`): text, spaces
 * (`text:s`), tabs, line breaks, spans with bold or italic text styles, and hyperlinks (`text:a`).
 * Upstream converts ODT to DOCX with pandoc before partitioning, so the text is shaped as pandoc
 * writes it: runs of spaces and tabs become one space, the ends are trimmed, line breaks stay "\n",
 * footnotes and comments are left out (they live outside the DOCX body).
 */
import type { Link } from '../../elements/types.js'
import type { Emphasis } from './docx-paragraph.js'
import { attribute } from '../xml/xml-query.js'
import type { XmlElement } from '../xml/xml-tree.js'

/** Bold and italic flags of the text styles, by style name. */
export type OdtTextStyles = ReadonlyMap<string, { bold: boolean; italic: boolean }>

export interface OdtInline {
  text: string
  emphasis: Emphasis[]
  links: Link[]
}

/** Elements whose content is not part of the paragraph's running text. */
const SKIPPED: ReadonlySet<string> = new Set([
  'text:note',
  'office:annotation',
  'office:annotation-end',
  'draw:frame',
  'draw:custom-shape',
  'text:bookmark-ref-start',
])

/** Reads a paragraph's inline content as pandoc renders it into DOCX. */
export function readOdtInline(paragraph: XmlElement, styles: OdtTextStyles): OdtInline {
  let raw = ''
  const spans: { start: number; end: number; bold: boolean; italic: boolean }[] = []
  const anchors: { start: number; end: number; url: string }[] = []
  const visit = (element: XmlElement, bold: boolean, italic: boolean): void => {
    for (const child of element.children) {
      if (typeof child === 'string') {
        raw += child
        continue
      }
      switch (child.name) {
        case 'text:s':
          raw += ' '.repeat(Math.min(Math.max(Number.parseInt(attribute(child, 'text:c') ?? '1', 10) || 1, 1), 1000))
          break
        case 'text:tab':
          raw += '\t'
          break
        case 'text:line-break':
          raw += '\n'
          break
        case 'text:span': {
          const style = styles.get(attribute(child, 'text:style-name') ?? '')
          const start = raw.length
          const childBold = bold || (style?.bold ?? false)
          const childItalic = italic || (style?.italic ?? false)
          visit(child, childBold, childItalic)
          if ((childBold && !bold) || (childItalic && !italic)) {
            spans.push({ start, end: raw.length, bold: childBold && !bold, italic: childItalic && !italic })
          }
          break
        }
        case 'text:a': {
          const start = raw.length
          visit(child, bold, italic)
          const url = attribute(child, 'xlink:href') ?? ''
          if (url !== '' && !url.startsWith('#')) anchors.push({ start, end: raw.length, url })
          break
        }
        default:
          if (!SKIPPED.has(child.name)) visit(child, bold, italic)
      }
    }
  }
  visit(paragraph, false, false)
  return normalize(raw, spans, anchors)
}

/**
 * Collapses whitespace runs (except line feeds) to one space and trims, mapping span and link
 * offsets into the normalized text.
 */
function normalize(
  raw: string,
  spans: readonly { start: number; end: number; bold: boolean; italic: boolean }[],
  anchors: readonly { start: number; end: number; url: string }[],
): OdtInline {
  // position map: raw index → normalized index
  const map = new Array<number>(raw.length + 1)
  let text = ''
  let pendingSpace = false
  for (let i = 0; i < raw.length; i++) {
    const char = raw[i]!
    if (char === '\n') {
      // pending spaces before a line break are dropped, as is a break at the very start
      if (text !== '') text += '\n'
      pendingSpace = false
    } else if (/\s/.test(char)) {
      pendingSpace = text !== '' && !text.endsWith('\n')
    } else {
      if (pendingSpace) text += ' '
      pendingSpace = false
      map[i] = text.length
      text += char
      continue
    }
    map[i] = text.length
  }
  map[raw.length] = text.length
  text = text.replace(/\n+$/, '')
  const slice = (start: number, end: number): string => text.slice(map[start] ?? 0, map[end] ?? text.length).trim()
  const emphasis: Emphasis[] = []
  for (const span of spans) {
    const part = slice(span.start, span.end)
    if (part === '') continue
    if (span.bold) emphasis.push({ text: part, tag: 'b' })
    if (span.italic) emphasis.push({ text: part, tag: 'i' })
  }
  const links: Link[] = []
  for (const anchor of anchors) {
    const part = slice(anchor.start, anchor.end)
    if (part === '') continue
    const start = text.indexOf(part, Math.max(0, (map[anchor.start] ?? 0) - 1))
    links.push({ text: part, url: anchor.url, start_index: codePoints(text.slice(0, Math.max(start, 0))) })
  }
  return { text, emphasis, links }
}

function codePoints(text: string): number {
  let count = 0
  for (const _ of text) count++
  return count
}
