/**
 * @module formats/slides/ppt-text
 * Text of the PowerPoint 97–2003 binary format ([MS-PPT] 2.9): a TextCharsAtom holds UTF-16LE, a
 * TextBytesAtom the low bytes of UTF-16 code units (Latin-1); paragraphs end with `\r` and a line
 * break inside one is `\v`. The StyleTextPropAtom that follows gives each run of paragraphs its
 * indent level and bullet flag, read here to tell list items and their depth.
 */
import type { PptxParagraph } from './pptx-paragraph.js'

export const TEXT_CHARS_ATOM = 0x0fa0
export const TEXT_BYTES_ATOM = 0x0fa8
export const STYLE_TEXT_PROP_ATOM = 0x0fa1

/** The characters of a text atom's body. */
export function decodeTextAtom(type: number, body: Uint8Array): string {
  if (type === TEXT_CHARS_ATOM) {
    let text = ''
    for (let i = 0; i + 1 < body.length; i += 2) text += String.fromCharCode(body[i]! | (body[i + 1]! << 8))
    return text
  }
  let text = ''
  for (const byte of body) text += String.fromCharCode(byte)
  return text
}

interface ParagraphStyle {
  /** Characters covered, the paragraph mark included. */
  count: number
  level: number
  bulleted: boolean
}

/**
 * The paragraph runs of a StyleTextPropAtom body (TextPFRun: count, indentLevel, TextPFException).
 * Only the fields up to the bullet flags matter, but every present field is skipped by its size so
 * the next run is found. Stops quietly at anything malformed.
 */
export function paragraphStyles(body: Uint8Array, textLength: number): ParagraphStyle[] {
  const view = new DataView(body.buffer, body.byteOffset, body.byteLength)
  const styles: ParagraphStyle[] = []
  let at = 0
  let covered = 0
  // the runs cover the text plus one final paragraph mark
  while (covered < textLength + 1 && at + 10 <= body.length) {
    const count = view.getUint32(at, true)
    const level = view.getUint16(at + 4, true)
    const masks = view.getUint32(at + 6, true)
    at += 10
    let bulleted = false
    const has = (bit: number): boolean => (masks & (1 << bit)) !== 0
    const skip = (bytes: number): void => {
      at += bytes
    }
    if (masks & 0x0f) {
      if (at + 2 > body.length) break
      const flags = view.getUint16(at, true)
      // fHasBullet applies only when the mask says the bullet flag itself is set
      bulleted = has(0) && (flags & 1) !== 0
      skip(2)
    }
    if (has(7)) skip(2) // bulletChar
    if (has(4)) skip(2) // bulletFontRef
    if (has(6)) skip(2) // bulletSize
    if (has(5)) skip(4) // bulletColor
    if (has(11)) skip(2) // textAlignment
    if (has(12)) skip(2) // lineSpacing
    if (has(13)) skip(2) // spaceBefore
    if (has(14)) skip(2) // spaceAfter
    if (has(8)) skip(2) // leftMargin
    if (has(10)) skip(2) // indent
    if (has(15)) skip(2) // defaultTabSize
    if (has(20)) {
      if (at + 2 > body.length) break
      skip(2 + 4 * view.getUint16(at, true)) // tabStops
    }
    if (has(16)) skip(2) // fontAlign
    if (masks & ((1 << 17) | (1 << 18) | (1 << 19))) skip(2) // wrapFlags
    if (has(21)) skip(2) // textDirection
    if (count === 0) break
    styles.push({ count, level: Math.min(level, 8), bulleted })
    covered += count
  }
  return styles
}

/**
 * The paragraphs of `text` (split at `\r`), each with the level and bullet flag of the style run
 * it starts in; without styles, level 0 and no bullet.
 */
export function pptParagraphs(text: string, styles: readonly ParagraphStyle[]): PptxParagraph[] {
  const paragraphs: PptxParagraph[] = []
  let offset = 0
  for (const paragraph of text.split('\r')) {
    let runEnd = 0
    let style: ParagraphStyle | undefined
    for (const run of styles) {
      runEnd += run.count
      if (offset < runEnd) {
        style = run
        break
      }
    }
    paragraphs.push({ text: paragraph, level: style?.level ?? 0, bulleted: style?.bulleted ?? false })
    offset += paragraph.length + 1
  }
  return paragraphs
}
