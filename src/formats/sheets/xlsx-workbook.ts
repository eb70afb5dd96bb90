/**
 * @module formats/sheets/xlsx-workbook
 * Reads an XLSX package (ECMA-376 SpreadsheetML) into sheets of cell texts: the workbook's sheets in
 * order (hidden ones too, as pandas reads them), shared strings (rich text runs joined, phonetic runs
 * left out), inline strings, booleans (TRUE/FALSE), errors (#N/A, …), and numbers and dates rendered
 * through their number format (formats/sheets/number-format). Each sheet is a dense grid from A1, as
 * pandas builds it with `header=None`: rows and columns before the first value are kept (empty),
 * trailing empty rows are dropped.
 */
import type { ZipArchive } from '../../containers/zip-archive.js'
import { DocumentError } from '../../errors.js'
import { readRelationships } from '../ooxml/package-relationships.js'
import { attribute, childElements, firstChild, textContent } from '../xml/xml-query.js'
import { parseXml, type XmlElement } from '../xml/xml-tree.js'
import { BUILTIN_NUMBER_FORMATS, formatGeneral, formatNumber } from './number-format.js'

/** One worksheet: its name and its cell texts, `undefined` for an empty cell. */
export interface XlsxSheet {
  name: string
  rows: (string | undefined)[][]
}

const NAMESPACES = {
  x: ['http://schemas.openxmlformats.org/spreadsheetml/2006/main', 'http://purl.oclc.org/ooxml/spreadsheetml/main'],
  r: ['http://schemas.openxmlformats.org/officeDocument/2006/relationships', 'http://purl.oclc.org/ooxml/officeDocument/relationships'],
} as const

/** Largest grid read from one sheet (rows × columns), a guard against a sheet claiming cell XFD1048576. */
const MAX_CELLS = 20_000_000

/** The worksheets of the workbook in `archive`, in workbook order; chartsheets and dialog sheets are skipped. */
export function readXlsxSheets(archive: ZipArchive): XlsxSheet[] {
  const workbookName =
    [...readRelationships(archive, '').values()].find((rel) => !rel.external && /\/officeDocument$/.test(rel.type))?.target ?? 'xl/workbook.xml'
  const workbook = read(archive, workbookName)
  if (workbook === undefined) {
    throw new DocumentError('The Excel file has no workbook part (xl/workbook.xml); it may be damaged or not an .xlsx file.')
  }
  const relationships = readRelationships(archive, workbookName)
  const partOf = (type: RegExp): string | undefined => [...relationships.values()].find((rel) => !rel.external && type.test(rel.type))?.target
  const sharedStrings = readSharedStrings(read(archive, partOf(/\/sharedStrings$/)))
  const formats = readCellFormats(read(archive, partOf(/\/styles$/)))
  const date1904 = isOn(attribute(firstChild(workbook, 'x:workbookPr'), 'date1904'))

  const sheets: XlsxSheet[] = []
  for (const sheet of childElements(firstChild(workbook, 'x:sheets') ?? workbook, 'x:sheet')) {
    const relationship = relationships.get(attribute(sheet, 'r:id') ?? '')
    if (relationship === undefined || relationship.external || !/\/worksheet$/.test(relationship.type)) continue
    const worksheet = read(archive, relationship.target)
    if (worksheet === undefined) continue
    sheets.push({ name: attribute(sheet, 'name') ?? '', rows: readGrid(worksheet, sharedStrings, formats, date1904, relationship.target) })
  }
  return sheets
}

function read(archive: ZipArchive, name: string | undefined): XmlElement | undefined {
  if (name === undefined) return undefined
  const bytes = archive.read(name)
  return bytes === undefined ? undefined : parseXml(bytes, { label: name, namespaces: NAMESPACES })
}

function isOn(value: string | undefined): boolean {
  return value === '1' || value === 'true'
}

/** Text of a string item (`x:si` or `x:is`): its `x:t`, or its runs' `x:t`, never the phonetic `x:rPh`. */
function stringItemText(item: XmlElement): string {
  let text = ''
  for (const child of childElements(item)) {
    if (child.name === 'x:t') text += textContent(child)
    else if (child.name === 'x:r') text += childElements(child, 'x:t').map(textContent).join('')
  }
  // _xHHHH_ escapes characters XML cannot hold (ECMA-376 §22.9.2.19)
  return text.replace(/_x([0-9A-Fa-f]{4})_/g, (_whole, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
}

function readSharedStrings(root: XmlElement | undefined): string[] {
  return root === undefined ? [] : childElements(root, 'x:si').map(stringItemText)
}

/** Number format code of each cell format (`cellXfs/xf` index → code). */
function readCellFormats(styles: XmlElement | undefined): string[] {
  if (styles === undefined) return []
  const custom = new Map<number, string>()
  for (const numFmt of childElements(firstChild(styles, 'x:numFmts') ?? styles, 'x:numFmt')) {
    custom.set(Number(attribute(numFmt, 'numFmtId')), attribute(numFmt, 'formatCode') ?? 'General')
  }
  return childElements(firstChild(styles, 'x:cellXfs') ?? styles, 'x:xf').map((xf) => {
    const id = Number(attribute(xf, 'numFmtId') ?? '0')
    return custom.get(id) ?? BUILTIN_NUMBER_FORMATS[id] ?? 'General'
  })
}

/** Column letters → 0-based index (`A` → 0, `AA` → 26). */
function columnIndex(letters: string): number {
  let index = 0
  for (const char of letters.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64)
  return index - 1
}

function readGrid(worksheet: XmlElement, sharedStrings: string[], formats: string[], date1904: boolean, label: string): (string | undefined)[][] {
  const grid: (string | undefined)[][] = []
  let width = 0
  let rowIndex = -1
  for (const row of childElements(firstChild(worksheet, 'x:sheetData') ?? worksheet, 'x:row')) {
    const r = Number.parseInt(attribute(row, 'r') ?? '', 10)
    rowIndex = Number.isNaN(r) ? rowIndex + 1 : r - 1
    let colIndex = -1
    for (const cell of childElements(row, 'x:c')) {
      const ref = /^([A-Za-z]+)\d*$/.exec(attribute(cell, 'r') ?? '')
      colIndex = ref === null ? colIndex + 1 : columnIndex(ref[1]!)
      const text = cellText(cell, sharedStrings, formats, date1904)
      if (text === undefined || text === '') continue
      if ((rowIndex + 1) * Math.max(width, colIndex + 1) > MAX_CELLS) {
        throw new DocumentError(`The worksheet ${label} has cells beyond ${MAX_CELLS} cells from A1; it is refused as too large to tabulate.`)
      }
      while (grid.length <= rowIndex) grid.push([])
      grid[rowIndex]![colIndex] = text
      width = Math.max(width, colIndex + 1)
    }
  }
  // dense rows of equal width, empty cells undefined
  return grid.map((row) => Array.from({ length: width }, (_, i) => row[i]))
}

function cellText(cell: XmlElement, sharedStrings: string[], formats: string[], date1904: boolean): string | undefined {
  const type = attribute(cell, 't') ?? 'n'
  if (type === 'inlineStr') {
    const inline = firstChild(cell, 'x:is')
    return inline === undefined ? undefined : stringItemText(inline)
  }
  const v = firstChild(cell, 'x:v')
  if (v === undefined) return undefined
  const raw = textContent(v)
  switch (type) {
    case 's':
      return sharedStrings[Number(raw)]
    case 'str':
    case 'e':
      return raw
    case 'b':
      return raw === '1' || raw === 'true' ? 'TRUE' : 'FALSE'
    case 'd':
      return raw
    default: {
      const value = Number(raw)
      if (raw.trim() === '' || Number.isNaN(value)) return raw
      const format = formats[Number(attribute(cell, 's') ?? '0')] ?? 'General'
      try {
        return formatNumber(value, format, date1904)
      } catch {
        return formatGeneral(value)
      }
    }
  }
}
