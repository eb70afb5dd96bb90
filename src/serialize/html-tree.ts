/**
 * @module serialize/html-tree
 * The small HTML tree the HTML rendering builds, cleans and prints (serialize/elements-to-html):
 * elements with ordered attributes and children that are elements or decoded text.
 */

export interface HtmlTag {
  /** Lower-case tag name. */
  name: string
  /** Attribute values, decoded; insertion order is kept (printing sorts them). */
  attrs: Map<string, string>
  children: HtmlChild[]
}

export type HtmlChild = HtmlTag | string

export function htmlTag(name: string, attrs: Iterable<[string, string]> = [], children: HtmlChild[] = []): HtmlTag {
  return { name, attrs: new Map(attrs), children }
}

export function isHtmlTag(node: HtmlChild): node is HtmlTag {
  return typeof node !== 'string'
}

/**
 * Elements without content (BeautifulSoup's html.parser empty-element tags, HTML5's void elements
 * and their older kin): parsed without children and printed as `<br/>`.
 */
export const VOID_TAGS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'menuitem',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
  'basefont',
  'bgsound',
  'command',
  'frame',
  'image',
  'isindex',
  'nextid',
  'spacer',
])
