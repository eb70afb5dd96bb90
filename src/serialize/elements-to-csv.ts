/**
 * @module serialize/elements-to-csv
 * The partition API's `text/csv` body in the interface's fixed shape (spec "CSV output"): a header
 * `type,element_id,text,languages,page_number,filename,filetype,parent_id,links`, then one row per
 * element, written as Python's `csv` module writes (excel dialect, core §3.3): `,` delimiter,
 * `\r\n` line ends, a field quoted only when it holds `,`, `"`, CR or LF, with `"` doubled.
 * A cell holds Python's `str()` of the value: lists and dicts as their repr (`['eng']`,
 * `[{'text': 'x', 'url': 'y', 'start_index': 0}]`), booleans `True`/`False`, an absent value (or an
 * empty list, which upstream's metadata never serializes) as an empty cell. Non-ASCII text is written
 * raw; encode the string as UTF-8.
 */
import type { Element } from '../elements/types.js'
import { pythonIntRepr, pythonFloatRepr } from './python-float-repr.js'
import { pythonRepr } from './python-repr.js'

/** The CSV columns, in order. */
export const CSV_COLUMNS = ['type', 'element_id', 'text', 'languages', 'page_number', 'filename', 'filetype', 'parent_id', 'links'] as const

const LINE_END = '\r\n'
const NEEDS_QUOTES = /[",\r\n]/

/** Serializes elements as CSV text with the fixed header of `CSV_COLUMNS`. */
export function elementsToCsv(elements: readonly Element[]): string {
  const lines: string[] = [CSV_COLUMNS.join(',')]
  for (const element of elements) {
    const metadata = element.metadata ?? {}
    const row = [
      element.type,
      element.element_id,
      element.text,
      metadata.languages,
      metadata.page_number,
      metadata.filename,
      metadata.filetype,
      metadata.parent_id,
      metadata.links,
    ]
    lines.push(row.map((value) => quoteField(cellText(value))).join(','))
  }
  return lines.join(LINE_END) + LINE_END
}

/** Python's `str(value)` as the csv module writes it; '' for an absent or empty value. */
function cellText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'string') return value
  if (typeof value === 'number') return Number.isInteger(value) ? pythonIntRepr(value) : pythonFloatRepr(value)
  if (typeof value === 'boolean') return value ? 'True' : 'False'
  if (Array.isArray(value) && value.length === 0) return ''
  return pythonRepr(value)
}

/** RFC 4180 / Python QUOTE_MINIMAL. */
function quoteField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}
