/**
 * @module formats/sheets/xls-workbook
 * Reads an Excel 97–2003 workbook (BIFF8, the "Workbook" stream of a compound file; [MS-XLS]) into
 * sheets of cell texts, the same shape the XLSX reader gives: BOUNDSHEET gives sheet names and
 * offsets; SST (with its CONTINUE records) the shared strings; LABELSST, LABEL, NUMBER, RK, MULRK,
 * BOOLERR and FORMULA (with STRING) the cells; XF and FORMAT the number format of each cell, which
 * formats/sheets/number-format renders; DATEMODE the 1904 date system. Older BIFF5/BIFF7 files and
 * encrypted ones (FILEPASS) are refused with a DocumentError.
 */
import { DocumentError } from '../../errors.js'
import type { XlsxSheet } from './xlsx-workbook.js'
import { BUILTIN_NUMBER_FORMATS, formatGeneral, formatNumber } from './number-format.js'

const BOF = 0x0809
const EOF = 0x000a
const BOUNDSHEET = 0x0085
const SST = 0x00fc
const CONTINUE = 0x003c
const LABELSST = 0x00fd
const LABEL = 0x0204
const NUMBER = 0x0203
const RK = 0x027e
const MULRK = 0x00bd
const BOOLERR = 0x0205
const FORMULA = 0x0006
const STRING = 0x0207
const XF = 0x00e0
const FORMAT = 0x041e
const DATEMODE = 0x0022
const FILEPASS = 0x002f

/** Largest grid read from one sheet (rows × columns). */
const MAX_CELLS = 20_000_000

const ERRORS: Readonly<Record<number, string>> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
}

interface BiffRecord {
  type: number
  data: Uint8Array
  /** Offset of the record header in the stream. */
  offset: number
}

function* biffRecords(stream: Uint8Array, start = 0): Generator<BiffRecord> {
  const view = new DataView(stream.buffer, stream.byteOffset, stream.byteLength)
  let at = start
  while (at + 4 <= stream.length) {
    const type = view.getUint16(at, true)
    const length = view.getUint16(at + 2, true)
    if (at + 4 + length > stream.length) return
    yield { type, data: stream.subarray(at + 4, at + 4 + length), offset: at }
    at += 4 + length
  }
}

/** Reads characters of an XLUnicodeString-family body that may continue over CONTINUE records. */
class SegmentReader {
  private segment = 0
  private at = 0
  constructor(private readonly segments: readonly Uint8Array[]) {}

  get done(): boolean {
    return this.segment >= this.segments.length || (this.segment === this.segments.length - 1 && this.at >= this.segments[this.segment]!.length)
  }

  private current(): Uint8Array {
    while (this.segment < this.segments.length && this.at >= this.segments[this.segment]!.length) {
      this.segment++
      this.at = 0
    }
    if (this.segment >= this.segments.length) throw new RangeError('end of SST')
    return this.segments[this.segment]!
  }

  byte(): number {
    const segment = this.current()
    return segment[this.at++]!
  }

  uint16(): number {
    return this.byte() | (this.byte() << 8)
  }

  uint32(): number {
    return (this.uint16() | (this.uint16() << 16)) >>> 0
  }

  skip(count: number): void {
    for (let i = 0; i < count; i++) this.byte()
  }

  /** `count` characters; at a CONTINUE boundary a new flags byte says whether they are 8- or 16-bit. */
  chars(count: number, wide: boolean): string {
    let text = ''
    let sixteen = wide
    for (let i = 0; i < count; i++) {
      if (this.at >= (this.segments[this.segment]?.length ?? 0) && i > 0) {
        this.current()
        sixteen = (this.byte() & 1) === 1
      }
      text += String.fromCharCode(sixteen ? this.uint16() : this.byte())
    }
    return text
  }
}

/** An XLUnicodeRichExtendedString (SST item). */
function readRichString(reader: SegmentReader): string {
  const count = reader.uint16()
  const flags = reader.byte()
  const runs = flags & 0x08 ? reader.uint16() : 0
  const extension = flags & 0x04 ? reader.uint32() : 0
  const text = reader.chars(count, (flags & 1) === 1)
  reader.skip(runs * 4 + extension)
  return text
}

/** An XLUnicodeString (LABEL, STRING, FORMAT): 16-bit length, flags, characters. */
function readUnicodeString(data: Uint8Array, offset: number): string {
  if (offset + 3 > data.length) return ''
  const count = data[offset]! | (data[offset + 1]! << 8)
  const wide = (data[offset + 2]! & 1) === 1
  let text = ''
  for (let i = 0, at = offset + 3; i < count && at < data.length; i++, at += wide ? 2 : 1) {
    text += String.fromCharCode(wide ? data[at]! | (data[at + 1]! << 8) : data[at]!)
  }
  return text
}

/** A ShortXLUnicodeString (BOUNDSHEET name): 8-bit length, flags, characters. */
function readShortString(data: Uint8Array, offset: number): string {
  const count = data[offset] ?? 0
  const wide = ((data[offset + 1] ?? 0) & 1) === 1
  let text = ''
  for (let i = 0, at = offset + 2; i < count && at < data.length; i++, at += wide ? 2 : 1) {
    text += String.fromCharCode(wide ? data[at]! | (data[at + 1]! << 8) : data[at]!)
  }
  return text
}

/** An RK number: 30 bits of integer or of the high half of a double, optionally divided by 100. */
export function decodeRk(rk: number): number {
  let value: number
  if (rk & 0x02) value = rk >> 2
  else {
    const view = new DataView(new ArrayBuffer(8))
    view.setUint32(4, rk & 0xfffffffc, true)
    value = view.getFloat64(0, true)
  }
  return rk & 0x01 ? value / 100 : value
}

/**
 * The worksheets of the BIFF8 "Workbook" stream, in workbook order (chart and macro sheets are
 * skipped). Throws `DocumentError` for an encrypted or pre-BIFF8 workbook.
 */
export function readXlsSheets(stream: Uint8Array): XlsxSheet[] {
  const first = biffRecords(stream).next().value
  if (first === undefined || first.type !== BOF || first.data.length < 4) {
    throw new DocumentError('The Workbook stream does not start with a BIFF BOF record; the .xls file is damaged or is not an Excel workbook.')
  }
  const version = first.data[0]! | (first.data[1]! << 8)
  if (version !== 0x0600) {
    throw new DocumentError(
      'The .xls file is an Excel 5.0/95 (BIFF5/7) workbook; only Excel 97–2003 (BIFF8) workbooks can be read. Save it in a newer format and try again.',
    )
  }
  const sheets: { name: string; offset: number }[] = []
  const sharedStrings: string[] = []
  const customFormats = new Map<number, string>()
  const xfFormats: number[] = []
  let date1904 = false
  const globals: BiffRecord[] = []
  for (const record of biffRecords(stream)) {
    globals.push(record)
    if (record.type === EOF) break
  }
  for (let i = 0; i < globals.length; i++) {
    const { type, data } = globals[i]!
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (type === FILEPASS) throw new DocumentError('The Excel workbook is encrypted; remove the password and try again.')
    if (type === BOUNDSHEET && data.length >= 8 && data[5] === 0) sheets.push({ offset: view.getUint32(0, true), name: readShortString(data, 6) })
    else if (type === DATEMODE && data.length >= 2) date1904 = view.getUint16(0, true) === 1
    else if (type === FORMAT && data.length >= 2) customFormats.set(view.getUint16(0, true), readUnicodeString(data, 2))
    else if (type === XF && data.length >= 4) xfFormats.push(view.getUint16(2, true))
    else if (type === SST && data.length >= 8) {
      const segments = [data.subarray(8)]
      while (globals[i + 1]?.type === CONTINUE) segments.push(globals[++i]!.data)
      const reader = new SegmentReader(segments)
      const unique = view.getUint32(4, true)
      try {
        for (let n = 0; n < unique && !reader.done; n++) sharedStrings.push(readRichString(reader))
      } catch (error) {
        if (!(error instanceof RangeError)) throw error
      }
    }
  }
  const formatOf = (xf: number): string => {
    const id = xfFormats[xf] ?? 0
    return customFormats.get(id) ?? BUILTIN_NUMBER_FORMATS[id] ?? 'General'
  }
  const number = (value: number, xf: number): string => {
    try {
      return formatNumber(value, formatOf(xf), date1904)
    } catch {
      return formatGeneral(value)
    }
  }
  return sheets.map(({ name, offset }) => ({ name, rows: readSheetCells(stream, offset, sharedStrings, number) }))
}

function readSheetCells(
  stream: Uint8Array,
  offset: number,
  sharedStrings: readonly string[],
  number: (value: number, xf: number) => string,
): (string | undefined)[][] {
  const grid: (string | undefined)[][] = []
  let width = 0
  const put = (row: number, col: number, text: string | undefined): void => {
    if (text === undefined || text === '') return
    if ((row + 1) * Math.max(width, col + 1) > MAX_CELLS) {
      throw new DocumentError(`A worksheet has cells beyond ${MAX_CELLS} cells from A1; it is refused as too large to tabulate.`)
    }
    while (grid.length <= row) grid.push([])
    grid[row]![col] = text
    width = Math.max(width, col + 1)
  }
  let pendingFormula: { row: number; col: number } | undefined
  let depth = 0
  for (const { type, data } of biffRecords(stream, offset)) {
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    if (type === BOF) depth++
    else if (type === EOF) {
      if (--depth <= 0) break
    }
    if (depth > 1) continue // an embedded chart's substream
    if (data.length < 6 && type !== STRING) continue
    const row = data.length >= 2 ? view.getUint16(0, true) : 0
    const col = data.length >= 4 ? view.getUint16(2, true) : 0
    switch (type) {
      case LABELSST:
        if (data.length >= 10) put(row, col, sharedStrings[view.getUint32(6, true)])
        break
      case LABEL:
        put(row, col, readUnicodeString(data, 6))
        break
      case NUMBER:
        if (data.length >= 14) put(row, col, number(view.getFloat64(6, true), view.getUint16(4, true)))
        break
      case RK:
        if (data.length >= 10) put(row, col, number(decodeRk(view.getUint32(6, true)), view.getUint16(4, true)))
        break
      case MULRK:
        for (let at = 4, c = col; at + 6 <= data.length - 2; at += 6, c++) {
          put(row, c, number(decodeRk(view.getUint32(at + 2, true)), view.getUint16(at, true)))
        }
        break
      case BOOLERR:
        if (data.length >= 8) put(row, col, data[7] ? (ERRORS[data[6]!] ?? '#ERROR') : data[6] ? 'TRUE' : 'FALSE')
        break
      case FORMULA: {
        if (data.length < 14) break
        if (view.getUint16(12, true) === 0xffff) {
          const kind = data[6]
          if (kind === 0)
            pendingFormula = { row, col } // the value follows in a STRING record
          else if (kind === 1) put(row, col, data[8] ? 'TRUE' : 'FALSE')
          else if (kind === 2) put(row, col, ERRORS[data[8]!] ?? '#ERROR')
        } else {
          put(row, col, number(view.getFloat64(6, true), view.getUint16(4, true)))
        }
        break
      }
      case STRING:
        if (pendingFormula !== undefined) put(pendingFormula.row, pendingFormula.col, readUnicodeString(data, 0))
        pendingFormula = undefined
        break
    }
  }
  return grid.map((cells) => Array.from({ length: width }, (_, i) => cells[i]))
}
