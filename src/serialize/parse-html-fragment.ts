/**
 * @module serialize/parse-html-fragment
 * An element's `text_as_html` read into an HtmlTree as upstream reads it for its HTML page
 * (`BeautifulSoup(text_as_html, "html.parser")`): tags nest exactly as written (no implied closes), an
 * end tag closes the nearest open tag of its name (or is ignored), `<x/>` is an empty element, the
 * empty-element tags (`br`, `img`, …) never take children, comments, doctypes and processing
 * instructions are dropped, names are lower-cased, entities decoded (the `entities` package, whose
 * adapter this is), a repeated attribute keeps its last value. `script` and `style` hold raw text.
 */
import { decodeHTML, decodeHTMLAttribute } from 'entities'
import type { HtmlChild, HtmlTag } from './html-tree.js'
import { VOID_TAGS, htmlTag, isHtmlTag } from './html-tree.js'

const RAW_TEXT = new Set(['script', 'style'])
const SPACE = /[\t\n\f\r ]/
const TAG_NAME = /^[a-zA-Z][^\t\n\f\r />\0]*/

/** The first tag of `html` (BeautifulSoup's `.find()`), or undefined when it has none. */
export function firstHtmlTag(html: string): HtmlTag | undefined {
  return parseHtmlFragment(html).find(isHtmlTag)
}

/** The top-level nodes of `html`. Never throws. */
export function parseHtmlFragment(html: string): HtmlChild[] {
  const root = htmlTag('#root')
  const open: HtmlTag[] = [root]
  const current = (): HtmlTag => open[open.length - 1]!
  const addText = (text: string): void => {
    if (text === '') return
    const children = current().children
    const last = children[children.length - 1]
    if (typeof last === 'string') children[children.length - 1] = last + text
    else children.push(text)
  }
  let at = 0
  while (at < html.length) {
    const lt = html.indexOf('<', at)
    if (lt === -1) {
      addText(decodeHTML(html.slice(at)))
      break
    }
    if (lt > at) addText(decodeHTML(html.slice(at, lt)))
    at = lt
    const next = html[at + 1] ?? ''
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at + 4)
      at = end === -1 ? html.length : end + 3
    } else if (next === '!' || next === '?') {
      const end = html.indexOf('>', at)
      at = end === -1 ? html.length : end + 1
    } else if (next === '/' && /[a-zA-Z]/.test(html[at + 2] ?? '')) {
      const name = TAG_NAME.exec(html.slice(at + 2))![0].toLowerCase()
      const end = html.indexOf('>', at)
      at = end === -1 ? html.length : end + 1
      const index = open.findLastIndex((tag, i) => i > 0 && tag.name === name)
      if (index > 0) open.length = index
    } else if (/[a-zA-Z]/.test(next)) {
      const start = readStartTag(html, at + 1)
      at = start.end
      const tag = htmlTag(start.name, start.attrs)
      current().children.push(tag)
      if (RAW_TEXT.has(start.name) && !start.selfClosing) {
        const close = html.toLowerCase().indexOf(`</${start.name}`, at)
        const textEnd = close === -1 ? html.length : close
        if (textEnd > at) tag.children.push(html.slice(at, textEnd))
        const end = close === -1 ? html.length : html.indexOf('>', close)
        at = end === -1 ? html.length : end + 1
      } else if (!start.selfClosing && !VOID_TAGS.has(start.name)) {
        open.push(tag)
      }
    } else {
      addText('<')
      at += 1
    }
  }
  return root.children
}

interface StartTag {
  name: string
  attrs: [string, string][]
  selfClosing: boolean
  /** Index just past the tag's `>`. */
  end: number
}

function readStartTag(html: string, from: number): StartTag {
  const name = TAG_NAME.exec(html.slice(from, from + 200))![0]
  let at = from + name.length
  const attrs = new Map<string, string>()
  let selfClosing = false
  while (at < html.length) {
    const c = html[at]!
    if (c === '>') return { name: name.toLowerCase(), attrs: [...attrs], selfClosing, end: at + 1 }
    if (SPACE.test(c)) {
      at++
      continue
    }
    if (c === '/') {
      selfClosing = html[at + 1] === '>'
      at++
      continue
    }
    let nameEnd = at + 1
    while (nameEnd < html.length && !/[\t\n\f\r />=]/.test(html[nameEnd]!)) nameEnd++
    const attrName = html.slice(at, nameEnd).toLowerCase()
    at = nameEnd
    while (at < html.length && SPACE.test(html[at]!)) at++
    let value = ''
    if (html[at] === '=') {
      at++
      while (at < html.length && SPACE.test(html[at]!)) at++
      const quote = html[at]
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1)
        const valueEnd = close === -1 ? html.length : close
        value = html.slice(at + 1, valueEnd)
        at = valueEnd + 1
      } else {
        let valueEnd = at
        while (valueEnd < html.length && !/[\t\n\f\r >]/.test(html[valueEnd]!)) valueEnd++
        value = html.slice(at, valueEnd)
        at = valueEnd
      }
    }
    attrs.delete(attrName)
    attrs.set(attrName, decodeHTMLAttribute(value))
  }
  return { name: name.toLowerCase(), attrs: [...attrs], selfClosing, end: html.length }
}
