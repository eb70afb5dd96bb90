/**
 * @module serialize/elements-to-html
 * Elements → an HTML page exactly as Unstructured writes it (`elements_to_html` in
 * `partition/html/convert.py`, which its ingest pipeline uses for `.html` outputs): a fixed page
 * (`<!DOCTYPE html>`, `lang="en"`, UTF-8 and viewport metas, empty title) whose body holds one tag per
 * top-level element (serialize/element-html-tags), cleaned as nh3 cleans it
 * (serialize/sanitize-html-tree) and printed as BeautifulSoup's `prettify()` prints
 * (serialize/prettify-html).
 *
 * By default the elements are not grouped by page, as upstream's ingest pipeline renders them
 * (`--no-group`); `groupByPage` wraps each page's elements in `<div data-page_number="N">` (N counting
 * pages in order of appearance from 1) and leaves out elements without a page number, as upstream's
 * function does by default.
 */
import type { Element } from '../elements/types.js'
import { elementHtmlTags } from './element-html-tags.js'
import type { HtmlChild } from './html-tree.js'
import { htmlTag } from './html-tree.js'
import { prettifyHtml } from './prettify-html.js'
import { sanitizeHtmlTree } from './sanitize-html-tree.js'

export interface ElementsToHtmlOptions {
  /** Leave `image_base64` out of `img` tags. Default false. */
  excludeBinaryImageData?: boolean
  /** One `div` per page, as upstream's `elements_to_html` without `no_group_by_page`. Default false. */
  groupByPage?: boolean
}

export function elementsToHtml(elements: readonly Element[], options: ElementsToHtmlOptions = {}): string {
  const tagOptions = { excludeBinaryImageData: options.excludeBinaryImageData ?? false }
  const body: HtmlChild[] = options.groupByPage
    ? pages(elements).map((page, index) => htmlTag('div', [['data-page_number', String(index + 1)]], elementHtmlTags(page, tagOptions)))
    : elementHtmlTags(elements, tagOptions)
  const head = htmlTag(
    'head',
    [],
    [
      htmlTag('meta', [['charset', 'utf-8']]),
      htmlTag('meta', [
        ['name', 'viewport'],
        ['content', 'width=device-width, initial-scale=1.0'],
      ]),
      htmlTag('title'),
    ],
  )
  const html = htmlTag('html', [['lang', 'en']], [head, htmlTag('body', [], sanitizeHtmlTree(body))])
  return `<!DOCTYPE html>\n${prettifyHtml([html])}\n`
}

/** The elements of each page number, pages in order of first appearance; elements without one are left out. */
function pages(elements: readonly Element[]): Element[][] {
  const byPage = new Map<number, Element[]>()
  for (const element of elements) {
    const page = element.metadata.page_number
    if (page === undefined) continue
    const list = byPage.get(page)
    if (list === undefined) byPage.set(page, [element])
    else list.push(element)
  }
  return [...byPage.values()]
}
