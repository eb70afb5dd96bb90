/**
 * @module serialize/prettify-html
 * An HTML tree printed as BeautifulSoup's `prettify()` prints it (bs4 `Tag.decode` with the "minimal"
 * formatter and one space of indent), which is how Unstructured's `elements_to_html` writes its page:
 * - every tag on its own line, indented one space per level, its closing tag on a line of its own;
 *   an empty-element tag (`br`, `img`, …) as `<br/>`;
 * - every text on its own line, stripped of Python whitespace (a text that strips to nothing is not
 *   printed), with `&`, `<` and `>` escaped; inner line breaks are kept, so continuation lines are not
 *   indented;
 * - attributes sorted by name, values escaped the same way and quoted with `"` (with `'` when the value
 *   holds `"` but no `'`, else `"` becomes `&quot;`); the `class` and `headers` lists joined by one space;
 * - `pre` and `textarea` printed as they are, inside and out of their content.
 */
import { pyStrip } from '../elements/python-strings.js'
import type { HtmlChild, HtmlTag } from './html-tree.js'
import { VOID_TAGS, isHtmlTag } from './html-tree.js'

const PRESERVE_WHITESPACE = new Set(['pre', 'textarea'])
const MULTI_VALUED = new Set(['class', 'headers'])

/** The children of an invisible root at the top level (BeautifulSoup's own document). */
export function prettifyHtml(children: readonly HtmlChild[]): string {
  return contents(children, 1, false)
}

/** bs4 `Tag.decode(indent_level)`; `indentLevel` undefined means not pretty-printed. */
function tagText(tag: HtmlTag, indentLevel: number | undefined): string {
  const attributes = [...tag.attrs.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${quoted(escape(MULTI_VALUED.has(name) ? words(value) : value))}`)
  const isEmpty = tag.children.length === 0 && VOID_TAGS.has(tag.name)
  const open = `<${tag.name}${attributes.length > 0 ? ` ${attributes.join(' ')}` : ''}${isEmpty ? '/' : ''}>`
  const close = isEmpty ? '' : `</${tag.name}>`
  const pretty = indentLevel !== undefined && !PRESERVE_WHITESPACE.has(tag.name)
  const inner = pretty ? contents(tag.children, indentLevel + 1, false) : contents(tag.children, undefined, PRESERVE_WHITESPACE.has(tag.name))
  const indent = indentLevel !== undefined ? ' '.repeat(Math.max(indentLevel - 1, 0)) : ''
  let out = indent + open
  if (pretty) out += '\n'
  out += inner
  if (pretty && inner !== '' && !inner.endsWith('\n')) out += '\n'
  if (pretty && close !== '') out += indent
  out += close
  return out
}

/** bs4 `Tag.decode_contents`: a tag is followed by a line break when pretty-printed (its next sibling's or its parent's). */
function contents(children: readonly HtmlChild[], indentLevel: number | undefined, preserveWhitespace: boolean): string {
  const pretty = indentLevel !== undefined
  let out = ''
  children.forEach((child, index) => {
    if (isHtmlTag(child)) {
      out += tagText(child, indentLevel)
      const hasNext = index < children.length - 1
      if (pretty && hasNext && !(child.children.length === 0 && VOID_TAGS.has(child.name))) out += '\n'
      return
    }
    let text = escape(child)
    if (text !== '' && indentLevel !== undefined && indentLevel > 0 && !preserveWhitespace) text = pyStrip(text)
    if (text === '') return
    if (pretty && !preserveWhitespace) out += `${' '.repeat(indentLevel - 1)}${text}\n`
    else out += text
  })
  return out
}

function escape(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))
}

function quoted(value: string): string {
  if (!value.includes('"')) return `"${value}"`
  if (!value.includes("'")) return `'${value}'`
  return `"${value.replaceAll('"', '&quot;')}"`
}

function words(value: string): string {
  return value
    .split(/[ \t\n\r\f\v]+/)
    .filter((w) => w !== '')
    .join(' ')
}
