/**
 * @module chunking/html-table-rows
 * Reads the `<table>` stored in a Table's `metadata.text_as_html` into rows and cells, and writes
 * its compact form, as upstream `unstructured/common/html_table.py::HtmlTable.from_html_text` does
 * with lxml (core §4.6): the first `<table>`, `thead`/`tbody`/`tfoot` dropped, every attribute but
 * `colspan`/`rowspan` dropped, `th` written as `td`, text whitespace-normalized, XML serialization
 * (`<td/>` for an empty cell, only `&`, `<`, `>` escaped in text).
 *
 * A tiny tolerant parser for the table forms partitioners emit, not a general HTML parser: other
 * tags inside a cell (`<a>`, `<b>`, a nested table) contribute their text only, and `<br>` counts as
 * whitespace. (htmlparser2 is the HTML partitioner's adapter and is not imported here.)
 */
import { pyCollapseSpaces } from './python-strip.js'

export interface HtmlCell {
  /** Normalized text of the cell ('' when empty). */
  text: string
  /** Compact HTML, `<td>…</td>` or `<td/>`, with colspan/rowspan kept. */
  html: string
  /** The same cell as a header cell, `<th>…</th>` or `<th/>`. */
  headerHtml: string
}

export interface HtmlRow {
  cells: HtmlCell[]
  /** True when the row sits in `<thead>` or has a `<th>` cell. */
  isHeader: boolean
  /** Compact HTML, `<tr>…</tr>` or `<tr/>`. */
  html: string
  /** The row as header HTML: every cell written as `<th>`. */
  headerHtml: string
  /** Non-empty cell texts joined by one space (upstream `" ".join(row.iter_cell_texts())`). */
  text: string
}

export interface HtmlTable {
  /** Compact HTML of the whole table (upstream `HtmlTable.html`). */
  html: string
  /** The table's rows (`./tr` after dropping thead/tbody/tfoot), in order. */
  rows: HtmlRow[]
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([A-Za-z][A-Za-z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</

const ATTRIBUTE = /([^\s=/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g

interface OpenCell {
  isTh: boolean
  attributes: string
  text: string
}

/**
 * Parses the first `<table>` in `html`; `undefined` when there is none (upstream raises and the
 * chunker falls back to text-only table chunks).
 *
 * @example parseHtmlTable('<table border="1"><thead><tr><th>A </th><th></th></tr></thead></table>')
 *   // { html: '<table><tr><td>A</td><td/></tr></table>', rows: [{ isHeader: true, text: 'A', … }] }
 */
export function parseHtmlTable(html: string): HtmlTable | undefined {
  let inTable = false
  let nestedTables = 0
  let inThead = false
  let leadingText = ''
  let sawChild = false
  const rows: HtmlRow[] = []
  let row: { cells: HtmlCell[]; isHeader: boolean } | undefined
  let cell: OpenCell | undefined

  const closeCell = (): void => {
    if (cell === undefined || row === undefined) return
    row.cells.push(makeCell(cell))
    cell = undefined
  }
  const closeRow = (): void => {
    closeCell()
    if (row === undefined) return
    rows.push(makeRow(row.cells, row.isHeader))
    row = undefined
  }
  const openRow = (): void => {
    closeRow()
    sawChild = true
    row = { cells: [], isHeader: inThead }
  }

  for (const match of html.matchAll(new RegExp(TOKEN, 'g'))) {
    const token = match[0]
    const tag = match[2]?.toLowerCase()
    if (tag === undefined) {
      if (!inTable || token.startsWith('<!') || token.startsWith('<?')) continue
      const text = decodeEntities(token)
      if (cell !== undefined) cell.text += text
      else if (!sawChild && row === undefined) leadingText += text
      continue
    }
    const isClosing = match[1] === '/'
    if (!inTable) {
      if (tag === 'table' && !isClosing) inTable = true
      continue
    }
    if (nestedTables > 0 || (tag === 'table' && !isClosing && cell !== undefined)) {
      // A table inside a cell: only its text counts, as part of the cell.
      if (tag === 'table') nestedTables += isClosing ? -1 : 1
      else if (cell !== undefined && (tag === 'td' || tag === 'th' || tag === 'br' || tag === 'tr')) cell.text += ' '
      continue
    }
    if (tag === 'table' && isClosing) break
    if (tag === 'thead') {
      closeRow()
      inThead = !isClosing
    } else if (tag === 'tbody' || tag === 'tfoot') {
      closeRow()
      inThead = false
    } else if (tag === 'tr') {
      if (isClosing) closeRow()
      else openRow()
      if (!isClosing && match[3]?.trim().endsWith('/')) closeRow()
    } else if (tag === 'td' || tag === 'th') {
      if (isClosing) {
        closeCell()
        continue
      }
      if (row === undefined) openRow()
      closeCell()
      cell = { isTh: tag === 'th', attributes: spanAttributes(match[3] ?? ''), text: '' }
      if (match[3]?.trim().endsWith('/')) closeCell()
    } else if (tag === 'br' && cell !== undefined) {
      cell.text += ' '
    } else if (cell === undefined && row === undefined) {
      sawChild = true
    }
  }
  if (!inTable) return undefined
  closeRow()
  const content = escapeText(pyCollapseSpaces(leadingText)) + rows.map((r) => r.html).join('')
  return { html: content === '' ? '<table/>' : `<table>${content}</table>`, rows }
}

function makeCell(open: OpenCell): HtmlCell & { isTh: boolean } {
  const text = pyCollapseSpaces(open.text)
  const inner = escapeText(text)
  const element = (name: string): string =>
    inner === '' ? `<${name}${open.attributes}/>` : `<${name}${open.attributes}>${inner}</${name}>`
  return { text, html: element('td'), headerHtml: element('th'), isTh: open.isTh }
}

function makeRow(cells: (HtmlCell & { isTh?: boolean })[], inThead: boolean): HtmlRow {
  const isHeader = inThead || cells.some((c) => c.isTh === true)
  const plainCells: HtmlCell[] = cells.map(({ text, html, headerHtml }) => ({ text, html, headerHtml }))
  const html = plainCells.length === 0 ? '<tr/>' : `<tr>${plainCells.map((c) => c.html).join('')}</tr>`
  const headerHtml = plainCells.length === 0 ? '<tr/>' : `<tr>${plainCells.map((c) => c.headerHtml).join('')}</tr>`
  const text = plainCells
    .map((c) => c.text)
    .filter((t) => t !== '')
    .join(' ')
  return { cells: plainCells, isHeader, html, headerHtml, text }
}

/** ` colspan="…" rowspan="…"` from a tag's attribute text (the only attributes kept). */
function spanAttributes(attributeText: string): string {
  let kept = ''
  for (const [, name, double, single, bare] of attributeText.matchAll(ATTRIBUTE)) {
    const lower = name?.toLowerCase()
    if (lower !== 'colspan' && lower !== 'rowspan') continue
    const value = decodeEntities(double ?? single ?? bare ?? '')
    kept += ` ${lower}="${value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')}"`
  }
  return kept
}

/** lxml's text escaping: `&`, `<`, `>`. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
}

/** Decodes the character references a table's text may hold (numeric ones and the common named ones). */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}
