/**
 * @module layout/text-of
 * The text of lines and boxes exactly as pdfminer's `get_text()` gives it: glyph texts and inserted
 * annotations concatenated; every analysed line ends with "\n".
 */
import { itemText } from './types.js'
import type { TextBox, TextLine } from './types.js'

export function lineText(line: TextLine): string {
  let text = ''
  for (const item of line.items) text += itemText(line, item)
  return text
}

export function boxText(box: TextBox): string {
  let text = ''
  for (const line of box.lines) text += lineText(line)
  return text
}
