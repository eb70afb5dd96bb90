/**
 * @module detect/markup-type-of
 * HTML or XML by the opening of a text, standing in for libmagic's `text/html` and `text/xml`
 * verdicts that upstream builds on (core §6 step 3).
 */

/** What the opening of a text says about markup. */
export type MarkupType =
  /** An HTML document or fragment: `<!doctype html>`, `<html>`, or a common HTML tag first. */
  | 'html'
  /** An XML declaration `<?xml …?>` opens the text (libmagic's `text/xml`). */
  | 'xml-declared'
  /** Another root element or doctype opens the text, and it closes somewhere in the head. */
  | 'xml'

const HTML_FIRST_TAG =
  /^<(?:html|head|body|title|meta|link|script|style|table|div|span|p|h[1-6]|br|hr|img|a|ul|ol|dl|form|iframe|section|article|header|footer|nav|main|center|font|b|i|strong|em|pre|blockquote)(?=[\s>/])/i
const ELEMENT_OPEN = /^<([A-Za-z_][\w.:-]*)(?=[\s>/])/

/** The markup type `head` opens with, `undefined` when it does not open with markup. */
export function markupTypeOf(head: string): MarkupType | undefined {
  let rest = head.replace(/^\uFEFF/, '').trimStart()
  let declared = false
  // skip the prolog: XML declaration, processing instructions and comments
  for (;;) {
    if (rest.startsWith('<?')) {
      declared ||= /^<\?xml[\s?]/i.test(rest)
      const end = rest.indexOf('?>')
      if (end === -1) return declared ? 'xml-declared' : undefined
      rest = rest.slice(end + 2).trimStart()
    } else if (rest.startsWith('<!--')) {
      const end = rest.indexOf('-->')
      if (end === -1) return declared ? 'xml-declared' : undefined
      rest = rest.slice(end + 3).trimStart()
    } else {
      break
    }
  }
  // XHTML keeps its declaration; any other root after `<?xml …?>` is XML, even one named like an HTML tag (`<a>`).
  if (/^<!doctype\s+html[\s>]/i.test(rest) || /^<html(?=[\s>])/i.test(rest)) return 'html'
  if (declared) return 'xml-declared'
  if (HTML_FIRST_TAG.test(rest)) return 'html'
  if (/^<!doctype\s/i.test(rest)) return 'xml'
  const open = ELEMENT_OPEN.exec(rest)
  if (open !== null && (rest.includes(`</${open[1]}`) || /^<[^>]*\/>/.test(rest))) return 'xml'
  return undefined
}
