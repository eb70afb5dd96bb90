/**
 * @module serialize/sanitize-html-tree
 * What Unstructured's `elements_to_html` does to its markup between building it and printing it: the
 * body is serialized and run through nh3 (`sanitize_html_fragment` in
 * `documents/html_sanitization.py`; nh3 is ammonia, which parses with html5ever as an HTML5 browser
 * does), then parsed again. On the trees elements make, that amounts to:
 * - HTML5 table repair: rows directly in a table go into an implied `tbody`, cells outside a row into
 *   an implied `tr`, a cell inside a cell closes it (they become siblings), and text or other elements
 *   where a table allows none are moved in front of the table;
 * - the tag allowlist: `script` and `style` go with their content, any other tag not listed (`span`
 *   is, `strong`, `em`, `u`, `font`, `caption`, `colgroup` are not) is replaced by its content;
 * - the attribute allowlist (`class`, `id`, `style`, `title`, `dir`, `lang`, `role`, `name`, `align`,
 *   `data-*`, `aria-*`, plus per tag e.g. `td[colspan]`, `img[src]`, `a[href]`); `on*` handlers go;
 *   URL attributes keep relative URLs and http(s)/mailto/tel, `data:` only as a raster image in `img[src]`;
 * - `style` keeps only the allowed presentation properties, rewritten `name:value;name:value`;
 * - CR LF and CR become LF, NUL characters are dropped from text, adjacent texts merge and empty ones go.
 */
import type { HtmlChild, HtmlTag } from './html-tree.js'
import { htmlTag, isHtmlTag } from './html-tree.js'

const ALLOWED_TAGS = new Set(
  (
    'body div section header footer aside nav figure figcaption hr br span p blockquote pre address time mark ins ' +
    'del cite sub sup b i s code h1 h2 h3 h4 h5 h6 ul ol li dl table thead tbody tr td th a img svg audio video ' +
    'form input label button math meta'
  ).split(' '),
)
const CONTENT_REMOVED = new Set(['script', 'style'])
const GLOBAL_ATTRIBUTES = new Set(['class', 'id', 'style', 'title', 'dir', 'lang', 'role', 'name', 'align'])
const TAG_ATTRIBUTES: Readonly<Record<string, ReadonlySet<string>>> = {
  a: new Set(['href', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  svg: new Set(['src', 'alt', 'width', 'height', 'xlink:href']),
  audio: new Set(['src', 'controls']),
  video: new Set(['src', 'controls', 'poster', 'width', 'height']),
  input: new Set(['type', 'checked', 'value', 'placeholder']),
  td: new Set(['colspan', 'rowspan', 'headers', 'scope']),
  th: new Set(['colspan', 'rowspan', 'headers', 'scope']),
  ol: new Set(['start', 'type']),
  label: new Set(['for']),
  meta: new Set(['charset', 'content']),
  time: new Set(['datetime']),
}
const URL_ATTRIBUTES = new Set(['action', 'cite', 'data-src', 'formaction', 'href', 'poster', 'src', 'srcset', 'xlink:href'])
const URL_SCHEMES = new Set(['http', 'https', 'mailto', 'tel', 'data'])
const DATA_IMAGE_TYPES = new Set(['image/avif', 'image/bmp', 'image/gif', 'image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/x-icon'])
const CSS_PROPERTIES = new Set(
  (
    'background-color border border-bottom border-collapse border-color border-left border-right border-style ' +
    'border-top border-width color font-style font-weight text-align text-decoration vertical-align white-space'
  ).split(' '),
)
const CSS_UNSAFE_VALUE = /(@import|expression\s*\(|url\s*\(|javascript:|vbscript:|data:|-moz-binding|behavior\s*:)/i
const TABLE_SECTIONS = new Set(['thead', 'tbody', 'tfoot'])
const CELLS = new Set(['td', 'th'])
/** Children a table keeps where they are (besides sections, rows and cells, which it repairs). */
const TABLE_KEEPS = new Set(['caption', 'colgroup', 'col', 'script', 'style', 'template'])
const HTML_SPACE_ONLY = /^[\t\n\f\r ]*$/

/** The nodes as they come out of nh3 and back into BeautifulSoup. Rewrites the given tags in place. */
export function sanitizeHtmlTree(nodes: readonly HtmlChild[]): HtmlChild[] {
  return clean(repairTables(nodes))
}

// ── HTML5 table repair ──────────────────────────────────────────────────────────────────────────

function repairTables(nodes: readonly HtmlChild[]): HtmlChild[] {
  const out: HtmlChild[] = []
  for (const node of nodes) {
    if (!isHtmlTag(node)) out.push(node)
    else if (node.name === 'table') {
      const fostered: HtmlChild[] = []
      const table = repairTable(node, fostered)
      out.push(...repairTables(fostered), table)
    } else {
      node.children = repairTables(node.children)
      out.push(node)
    }
  }
  return out
}

function repairTable(table: HtmlTag, fostered: HtmlChild[]): HtmlTag {
  const children: HtmlChild[] = []
  let implied: HtmlTag | undefined // the implied tbody rows and stray cells go into
  for (const node of table.children) {
    if (!isHtmlTag(node)) {
      if (HTML_SPACE_ONLY.test(node)) (implied ?? { children }).children.push(node)
      else fostered.push(node)
    } else if (TABLE_SECTIONS.has(node.name)) {
      implied = undefined
      children.push(repairSection(node, fostered))
    } else if (node.name === 'tr' || CELLS.has(node.name)) {
      if (implied === undefined) {
        implied = htmlTag('tbody')
        children.push(implied)
      }
      appendToSection(implied, node, fostered)
    } else if (TABLE_KEEPS.has(node.name)) {
      implied = undefined
      children.push(withChildren(node, repairTables(node.children)))
    } else fostered.push(node)
  }
  return withChildren(table, children)
}

function repairSection(section: HtmlTag, fostered: HtmlChild[]): HtmlTag {
  const repaired = htmlTag(section.name, section.attrs)
  for (const node of section.children) appendToSection(repaired, node, fostered)
  return repaired
}

/** Appends a section's child: rows as they are, a cell into an implied row, anything else fostered. */
function appendToSection(section: HtmlTag, node: HtmlChild, fostered: HtmlChild[]): void {
  if (!isHtmlTag(node)) {
    if (HTML_SPACE_ONLY.test(node)) section.children.push(node)
    else fostered.push(node)
  } else if (node.name === 'tr') {
    section.children.push(...repairRow(node, fostered))
  } else if (CELLS.has(node.name)) {
    const last = section.children[section.children.length - 1]
    if (last !== undefined && isHtmlTag(last) && last.name === 'tr' && impliedRows.has(last)) last.children.push(...flattenCell(node, fostered))
    else {
      const row = htmlTag('tr')
      impliedRows.add(row)
      row.children.push(...flattenCell(node, fostered))
      section.children.push(row)
    }
  } else fostered.push(node)
}

const impliedRows = new WeakSet<HtmlTag>()

/** A row, and the rows nested inside it (a `<tr>` inside a row or cell closes it). */
function repairRow(row: HtmlTag, fostered: HtmlChild[]): HtmlTag[] {
  const repaired = htmlTag('tr', row.attrs)
  const rows = [repaired]
  for (const node of row.children) {
    if (!isHtmlTag(node)) {
      if (HTML_SPACE_ONLY.test(node)) repaired.children.push(node)
      else fostered.push(node)
    } else if (CELLS.has(node.name)) repaired.children.push(...flattenCell(node, fostered))
    else if (node.name === 'tr') rows.push(...repairRow(node, fostered))
    else if (node.name === 'script' || node.name === 'style' || node.name === 'template') repaired.children.push(node)
    else fostered.push(node)
  }
  return rows
}

/** A cell, followed by the cells nested directly inside it (a cell start closes the open cell). */
function flattenCell(cell: HtmlTag, fostered: HtmlChild[]): HtmlTag[] {
  const own: HtmlChild[] = []
  const after: HtmlTag[] = []
  for (const node of cell.children) {
    if (after.length === 0 && !(isHtmlTag(node) && CELLS.has(node.name))) own.push(node)
    else if (isHtmlTag(node) && CELLS.has(node.name)) after.push(...flattenCell(node, fostered))
    else {
      // content after a nested cell belongs to that cell
      const last = after[after.length - 1]!
      last.children.push(node)
    }
  }
  return [withChildren(cell, repairTables(own)), ...after]
}

function withChildren(tag: HtmlTag, children: HtmlChild[]): HtmlTag {
  return htmlTag(tag.name, tag.attrs, children)
}

// ── ammonia's allowlists ────────────────────────────────────────────────────────────────────────

function clean(nodes: readonly HtmlChild[]): HtmlChild[] {
  const out: HtmlChild[] = []
  const pushText = (text: string): void => {
    if (text === '') return
    const last = out[out.length - 1]
    if (typeof last === 'string') out[out.length - 1] = last + text
    else out.push(text)
  }
  for (const node of nodes) {
    if (!isHtmlTag(node)) pushText(cleanText(node))
    else if (CONTENT_REMOVED.has(node.name)) continue
    else if (!ALLOWED_TAGS.has(node.name)) for (const child of clean(node.children)) isHtmlTag(child) ? out.push(child) : pushText(child)
    else {
      node.attrs = new Map(cleanAttributes(node))
      node.children = clean(node.children)
      out.push(node)
    }
  }
  return out
}

/** HTML5's input preprocessing: CR LF and CR become LF; a NUL in body text is dropped. */
function cleanText(text: string): string {
  return text.includes('\r') || text.includes('\0') ? text.replace(/\r\n?/g, '\n').replaceAll('\0', '') : text
}

function cleanAttributes(tag: HtmlTag): [string, string][] {
  const kept: [string, string][] = []
  for (const [name, raw] of tag.attrs) {
    const value = raw.includes('\r') || raw.includes('\0') ? raw.replace(/\r\n?/g, '\n').replaceAll('\0', '\ufffd') : raw
    const allowed =
      GLOBAL_ATTRIBUTES.has(name) || name.startsWith('data-') || name.startsWith('aria-') || (TAG_ATTRIBUTES[tag.name]?.has(name) ?? false)
    if (!allowed || name.startsWith('on')) continue
    if (URL_ATTRIBUTES.has(name) || name === 'src' || name === 'href') {
      if (!isSafeUrl(value, tag.name, name)) continue
    }
    if (name === 'style') {
      const style = cleanStyle(value)
      if (style === '') continue
      kept.push([name, style])
      continue
    }
    kept.push([name, value])
  }
  return kept
}

/** Upstream's `is_safe_url`: relative, or an allowed scheme; `data:` only for a raster image in `img[src]`. */
function isSafeUrl(value: string, tag: string, attribute: string): boolean {
  const normalized = value.replace(/[\x00-\x20]+/g, '').toLowerCase()
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(normalized)?.[1]
  if (scheme === undefined) return true
  if (!URL_SCHEMES.has(scheme)) return false
  if (scheme !== 'data') return true
  if (tag !== 'img' || attribute !== 'src' || !normalized.includes(',')) return false
  const mediaType = normalized.slice(5).split(',', 1)[0]!.split(';', 1)[0]!
  return DATA_IMAGE_TYPES.has(mediaType)
}

/** Upstream's `sanitize_style_attribute` followed by ammonia's style filter: `name:value;name:value`. */
function cleanStyle(style: string): string {
  const declarations: string[] = []
  for (const declaration of style.replace(/\/\*[\s\S]*?\*\//g, '').split(';')) {
    const colon = declaration.indexOf(':')
    if (colon === -1) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration
      .slice(colon + 1)
      .split(/\s+/)
      .filter((w) => w !== '')
      .join(' ')
    if (!CSS_PROPERTIES.has(property) || value === '' || CSS_UNSAFE_VALUE.test(value)) continue
    declarations.push(`${property}:${value}`)
  }
  return declarations.join(';')
}
