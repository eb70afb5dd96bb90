/**
 * @module serialize/csv-output-format
 * `text/csv`: one row per element; several documents are one CSV with the header once, then every
 * document's rows (upstream's pandas merge adds an unnamed index column, which we do not). Sent as
 * `text/csv; charset=utf-8` (upstream sends text/plain, which its Python SDK refuses).
 */
import { elementsToCsv } from './elements-to-csv.js'
import { outputFormat } from './output-format.js'

export const csvOutputFormat = outputFormat({
  mime: 'text/csv',
  extension: '.csv',
  servedByApi: true,
  serialize: (elements) => elementsToCsv(elements),
  combine: withOneHeader,
})

/** Several documents' CSVs as one: the first whole, then the others without their header line. */
function withOneHeader([first = '', ...rest]: readonly string[]): string {
  return first + rest.map(withoutHeader).join('')
}

// CSV rows end with \r\n (Python's csv module); the header is the first line.
function withoutHeader(csv: string): string {
  const end = csv.indexOf('\r\n')
  return end === -1 ? '' : csv.slice(end + 2)
}
