/**
 * @module formats/sheets/csv
 * CSV and TSV (core §7 csv), the only importer of `papaparse`. Upstream (`partition/csv.py`,
 * `partition/tsv.py`) reads the file with pandas (`header=None`; CSV delimiter sniffed among `, ; |`,
 * TSV tab) and returns ONE Table: `text_as_html` from `DataFrame.to_html` compacted by `HtmlTable`,
 * `text` the table's cell texts joined by spaces, whitespace-normalized.
 * Differences from pandas, on purpose: values are kept as written (pandas turns "007" into 7 and an
 * integer column with blanks into 1.0, 2.0 …); rows longer than the first are kept whole instead of
 * failing ("Expected 3 fields in line 5, saw 4"); an empty file gives no element instead of
 * "No columns to parse from file".
 */
import Papa from 'papaparse'
import type { Element } from '../../elements/types.js'
import { DocumentError } from '../../errors.js'
import { decodeText } from '../../encoding/decode-text.js'
import { htmlifyDataFrameCells } from '../html/html-table.js'
import { pyNormalizeSpaces } from '../../elements/python-strings.js'
import type { Partitioner } from '../types.js'

/** Candidate CSV delimiters, as upstream's `csv.Sniffer().sniff(data, delimiters=",;|")`. */
const CSV_DELIMITERS = [',', ';', '|']

/**
 * Most cells a file may span, counted as upstream's `check_cell_count` does (rows × width of the
 * first row, since shorter rows are padded to it): a first line of a million commas must not pad
 * every later row into a billion cells.
 */
export const CSV_MAX_CELLS = 10_000_000

/** The rows of a CSV/TSV text: quoted fields honoured, blank lines skipped, rows padded to the first row's width. */
export function parseDelimited(text: string, delimiter: 'sniff' | '\t'): string[][] {
  const body = text.startsWith('\ufeff') ? text.slice(1) : text
  const result = Papa.parse<string[]>(body, {
    delimiter: delimiter === 'sniff' ? '' : delimiter,
    delimitersToGuess: CSV_DELIMITERS,
    // pandas `skip_blank_lines=True`: a line with nothing on it is not a row.
    skipEmptyLines: true,
  })
  const rows = result.data
  const width = rows[0]?.length ?? 0
  if (rows.length * width > CSV_MAX_CELLS) {
    throw new DocumentError(
      `File exceeds the maximum of ${CSV_MAX_CELLS.toLocaleString('en-US')} table cells: it spans ` +
        `${rows.length.toLocaleString('en-US')} rows x ${width.toLocaleString('en-US')} columns. Split the file.`,
    )
  }
  // pandas sizes the frame by the first record and pads shorter records with NaN (written as '').
  return rows.map((row) => (row.length < width ? [...row, ...Array<string>(width - row.length).fill('')] : row))
}

/** The single Table element of a delimited file, or none when it has no rows. */
export function tableFromRows(rows: readonly (readonly string[])[]): Element[] {
  if (rows.length === 0) return []
  // Old HtmlTable.text: " ".join(table.itertext()) then whitespace-normalized.
  const text = pyNormalizeSpaces(rows.map((row) => row.join(' ')).join(' '))
  return [{ type: 'Table', element_id: '', text, metadata: { text_as_html: htmlifyDataFrameCells(rows) } }]
}

/** Partitions a CSV document (delimiter sniffed among comma, semicolon and pipe). */
export const partitionCsv: Partitioner = async ({ bytes, options, warn }) => {
  const { text } = decodeText(bytes, options.encoding, warn)
  return tableFromRows(parseDelimited(text, 'sniff'))
}

/** Partitions a TSV document (tab-delimited). */
export const partitionTsv: Partitioner = async ({ bytes, options, warn }) => {
  const { text } = decodeText(bytes, options.encoding, warn)
  return tableFromRows(parseDelimited(text, '\t'))
}
