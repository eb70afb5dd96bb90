/**
 * @module serialize/element-html-tags
 * Elements → HTML tags as Unstructured's `partition/html/convert.py` builds them (`ElementHtml` and its
 * `TYPE_TO_HTML_MAP`):
 * - an element whose `text_as_html` holds a tag is that tag (the first one, as BeautifulSoup's `find()`
 *   gives it), whatever its type; otherwise a tag by type: Title `h<category_depth or 1>`, NarrativeText,
 *   UncategorizedText and FigureCaption `p`, ListItem `li`, Image `img` (`src` a data URL of
 *   `image_base64`, `image/png` by default, `alt` the text), Table `table` (its text in one cell),
 *   Form `form`, every other type `div` — holding the element's text;
 * - every tag gets `class` = the type and `id` = the element id; a Table's tag and its rows and cells
 *   get a black 1px border style;
 * - children (elements whose `parent_id` names it) follow their parent inside a `div` wrapper, except
 *   under a list item, which holds them itself; runs of list items among children are gathered in an
 *   `ol` (class UncategorizedText; upstream gives it a random UUID, we a stable one derived from its
 *   first item's id). An element whose parent is missing is left out, as upstream does.
 * Types are read as upstream rehydrates them (serialize/type-map); a type it does not know is left out.
 */
import { sha256Hex } from '../elements/sha256.js'
import type { Element, ElementMetadata, ElementType } from '../elements/types.js'
import { firstHtmlTag } from './parse-html-fragment.js'
import type { HtmlTag } from './html-tree.js'
import { htmlTag } from './html-tree.js'
import { mapElementType } from './type-map.js'

export interface ElementHtmlOptions {
  /** Leave `image_base64` out of `img` tags. */
  excludeBinaryImageData: boolean
}

interface ElementNode {
  element: Element
  type: ElementType
  children: ChildNode[]
}

/** A child of an element: an element, or the `ol` gathering a run of list items. */
type ChildNode = ElementNode | { list: ElementNode[] }

const TEXT_TAGS: Partial<Record<ElementType, string>> = {
  UncategorizedText: 'p',
  NarrativeText: 'p',
  FigureCaption: 'p',
  ListItem: 'li',
  Form: 'form',
}
const TABLE_BORDER = 'border: 1px solid black;'

/** The top-level tags of `elements` (those without a `parent_id`), their children inside. */
export function elementHtmlTags(elements: readonly Element[], options: ElementHtmlOptions): HtmlTag[] {
  const nodes: ElementNode[] = []
  for (const element of elements) {
    const type = mapElementType(element.type)
    if (type !== undefined) nodes.push({ element, type, children: [] })
  }
  const byId = new Map<string, ElementNode>()
  const childrenOf = new Map<string, ElementNode[]>()
  for (const node of nodes) {
    if (!byId.has(node.element.element_id)) byId.set(node.element.element_id, node)
    const parentId = node.element.metadata.parent_id
    if (parentId === undefined) continue
    const siblings = childrenOf.get(parentId)
    if (siblings === undefined) childrenOf.set(parentId, [node])
    else siblings.push(node)
  }
  for (const [parentId, children] of childrenOf) {
    const parent = byId.get(parentId)
    if (parent !== undefined) parent.children = groupListItems(children)
  }
  const seen = new Set<ElementNode>()
  return nodes.filter((node) => node.element.metadata.parent_id === undefined).map((node) => elementTag(node, options, seen))
}

function groupListItems(children: ElementNode[]): ChildNode[] {
  const grouped: ChildNode[] = []
  let run: ElementNode[] = []
  for (const child of children) {
    if (child.type === 'ListItem') {
      run.push(child)
      continue
    }
    if (run.length > 0) grouped.push({ list: run })
    run = []
    grouped.push(child)
  }
  if (run.length > 0) grouped.push({ list: run })
  return grouped
}

function elementTag(node: ElementNode, options: ElementHtmlOptions, seen: Set<ElementNode>): HtmlTag {
  seen.add(node)
  const { element, type } = node
  // any element may carry text_as_html (upstream's v2 HTML parser writes it on every element)
  const metadata: ElementMetadata = element.metadata
  const tag = (metadata.text_as_html !== undefined ? firstHtmlTag(metadata.text_as_html) : undefined) ?? newTag(element, type, options)
  tag.attrs.set('class', type)
  tag.attrs.set('id', element.element_id)
  if (type === 'Table') addTableBorders(tag)
  const children = node.children.flatMap((child) => {
    if ('list' in child) return [listTag(child.list, options, seen)]
    return seen.has(child) ? [] : [elementTag(child, options, seen)]
  })
  if (children.length === 0) return tag
  if (type === 'ListItem') {
    tag.children.push(...children)
    return tag
  }
  return htmlTag('div', [], [tag, ...children])
}

function listTag(items: ElementNode[], options: ElementHtmlOptions, seen: Set<ElementNode>): HtmlTag {
  const children = items.filter((item) => !seen.has(item)).map((item) => elementTag(item, options, seen))
  return htmlTag(
    'ol',
    [
      ['class', 'UncategorizedText'],
      ['id', stableUuid(items[0]!.element.element_id)],
    ],
    children,
  )
}

function newTag(element: Element, type: ElementType, options: ElementHtmlOptions): HtmlTag {
  const text = type === 'CheckBox' ? '' : element.text
  const metadata = element.metadata
  switch (type) {
    case 'Title':
      return htmlTag(`h${metadata.category_depth || 1}`, [], [text])
    case 'Image': {
      const attrs: [string, string][] = []
      if (metadata.image_base64 && !options.excludeBinaryImageData) {
        attrs.push(['src', `data:${metadata.image_mime_type || 'image/png'};base64,${metadata.image_base64}`])
      }
      attrs.push(['alt', text])
      return htmlTag('img', attrs)
    }
    case 'Table':
      return htmlTag('table', [], text === '' ? [] : [htmlTag('tbody', [], [htmlTag('tr', [], [htmlTag('td', [], [text])])])])
    default:
      return htmlTag(TEXT_TAGS[type] ?? 'div', [], [text])
  }
}

function addTableBorders(table: HtmlTag): void {
  table.attrs.set('style', `${TABLE_BORDER} border-collapse: collapse;`)
  const stack = [...table.children]
  while (stack.length > 0) {
    const node = stack.pop()!
    if (typeof node === 'string') continue
    if (node.name === 'tr' || node.name === 'th' || node.name === 'td') node.attrs.set('style', TABLE_BORDER)
    stack.push(...node.children)
  }
}

/** A UUID-shaped id that stays the same for the same list. */
function stableUuid(seed: string): string {
  const hex = sha256Hex(`ol:${seed}`)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
