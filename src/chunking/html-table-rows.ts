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
  const state: ParserState = { inThead: false, leadingText: '', sawChild: false, rows: [], row: undefined, cell: undefined }
  let inTable = false
  let nestedTables = 0
  const tokens = TOKENS
  tokens.lastIndex = 0
  for (let match = tokens.exec(html); match !== null; match = tokens.exec(html)) {
    const token = match[0]
    const tag = match[2]?.toLowerCase()
    const { cell } = state
    if (tag === undefined) {
      if (!inTable || token.startsWith('<!') || token.startsWith('<?')) continue
      const text = decodeEntities(token)
      if (cell !== undefined) cell.text += text
      else if (!state.sawChild && state.row === undefined) state.leadingText += text
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
    const attributes = match[3] ?? ''
    if (tag === 'thead') {
      closeRow(state)
      state.inThead = !isClosing
    } else if (tag === 'tbody' || tag === 'tfoot') {
      closeRow(state)
      state.inThead = false
    } else if (tag === 'tr') {
      if (isClosing) closeRow(state)
      else openRow(state)
      if (!isClosing && isSelfClosing(attributes)) closeRow(state)
    } else if (tag === 'td' || tag === 'th') {
      if (isClosing) {
        closeCell(state)
        continue
      }
      if (state.row === undefined) openRow(state)
      closeCell(state)
      state.cell = { isTh: tag === 'th', attributes: spanAttributes(attributes), text: '' }
      if (isSelfClosing(attributes)) closeCell(state)
    } else if (tag === 'br' && cell !== undefined) {
      cell.text += ' '
    } else if (cell === undefined && state.row === undefined) {
      state.sawChild = true
    }
  }
  if (!inTable) return undefined
  closeRow(state)
  let content = escapeText(pyCollapseSpaces(state.leadingText))
  for (const row of state.rows) content += row.html
  return { html: content === '' ? '<table/>' : `<table>${content}</table>`, rows: state.rows }
}

/** The tokenizer, global so one compiled regex serves every call (parseHtmlTable is synchronous). */
const TOKENS = new RegExp(TOKEN.source, 'g')

interface ParserState {
  inThead: boolean
  leadingText: string
  sawChild: boolean
  rows: HtmlRow[]
  row: { cells: (HtmlCell & { isTh: boolean })[]; isHeader: boolean } | undefined
  cell: OpenCell | undefined
}

function closeCell(state: ParserState): void {
  if (state.cell === undefined || state.row === undefined) return
  state.row.cells.push(makeCell(state.cell))
  state.cell = undefined
}

function closeRow(state: ParserState): void {
  closeCell(state)
  if (state.row === undefined) return
  state.rows.push(makeRow(state.row.cells, state.row.isHeader))
  state.row = undefined
}

function openRow(state: ParserState): void {
  closeRow(state)
  state.sawChild = true
  state.row = { cells: [], isHeader: state.inThead }
}

function isSelfClosing(attributeText: string): boolean {
  return attributeText !== '' && attributeText.trimEnd().endsWith('/')
}

function makeCell(open: OpenCell): HtmlCell & { isTh: boolean } {
  const text = pyCollapseSpaces(open.text)
  const inner = escapeText(text)
  const { attributes } = open
  return {
    text,
    html: inner === '' ? `<td${attributes}/>` : `<td${attributes}>${inner}</td>`,
    headerHtml: inner === '' ? `<th${attributes}/>` : `<th${attributes}>${inner}</th>`,
    isTh: open.isTh,
  }
}

function makeRow(cells: (HtmlCell & { isTh: boolean })[], inThead: boolean): HtmlRow {
  let isHeader = inThead
  let html = ''
  let headerHtml = ''
  let text = ''
  const plainCells: HtmlCell[] = []
  for (const cell of cells) {
    if (cell.isTh) isHeader = true
    plainCells.push({ text: cell.text, html: cell.html, headerHtml: cell.headerHtml })
    html += cell.html
    headerHtml += cell.headerHtml
    if (cell.text !== '') text = text === '' ? cell.text : `${text} ${cell.text}`
  }
  return {
    cells: plainCells,
    isHeader,
    html: cells.length === 0 ? '<tr/>' : `<tr>${html}</tr>`,
    headerHtml: cells.length === 0 ? '<tr/>' : `<tr>${headerHtml}</tr>`,
    text,
  }
}

/** ` colspan="…" rowspan="…"` from a tag's attribute text (the only attributes kept). */
function spanAttributes(attributeText: string): string {
  if (!/span/i.test(attributeText)) return ''
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
  if (!/[&<>]/.test(text)) return text
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
  if (!text.includes('&')) return text
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g, (whole, body: string) => {
    if (body.startsWith('#')) {
      const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number.parseInt(body.slice(1), 10)
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole
  })
}
