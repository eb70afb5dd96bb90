/**
 * @module test/formats/helpers/build-xls
 * A tiny Excel 97–2003 (BIFF8) writer for tests ([MS-XLS]): workbook globals (BOF, DATEMODE,
 * FORMAT, XF, BOUNDSHEET, SST split over CONTINUE records, EOF) and one substream per sheet with
 * LABELSST, LABEL, NUMBER, RK, MULRK, BOOLERR and FORMULA + STRING cells, in a compound file written
 * with the `cfb` package.
 */
import CFB from 'cfb'

export type XlsCell =
  | { kind: 'sst'; text: string }
  | { kind: 'label'; text: string }
  | { kind: 'number'; value: number; format?: string }
  | { kind: 'rk'; value: number }
  | { kind: 'mulrk'; values: number[] }
  | { kind: 'bool'; value: boolean }
  | { kind: 'error'; code: number }
  | { kind: 'formula-string'; text: string }

export interface XlsSheetSpec {
  name: string
  cells: { row: number; col: number; cell: XlsCell }[]
}

function record(type: number, body: readonly number[] | Uint8Array): number[] {
  const bytes = Array.from(body)
  return [type & 0xff, type >> 8, bytes.length & 0xff, bytes.length >> 8, ...bytes]
}

const u16 = (v: number): number[] => [v & 0xff, (v >> 8) & 0xff]
const u32 = (v: number): number[] => [v & 0xff, (v >> 8) & 0xff, (v >> 16) & 0xff, (v >>> 24) & 0xff]
const f64 = (v: number): number[] => {
  const view = new DataView(new ArrayBuffer(8))
  view.setFloat64(0, v, true)
  return Array.from(new Uint8Array(view.buffer))
}
const utf16 = (text: string): number[] => [...text].flatMap((c) => u16(c.charCodeAt(0)))
/** XLUnicodeString: cch(2), flags(1) = 1 (16-bit), chars. */
const unicodeString = (text: string): number[] => [...u16(text.length), 1, ...utf16(text)]

/** An integer RK value (fits in 30 bits). */
function rkOf(value: number): number {
  return ((value << 2) | 0x02) >>> 0
}

/**
 * A BIFF8 workbook. `sstChunk` sets where the SST body is cut into CONTINUE records (bytes per
 * record after the first), to exercise strings that cross a boundary.
 */
export function buildXls(sheets: readonly XlsSheetSpec[], options: { date1904?: boolean; sstChunk?: number } = {}): Uint8Array {
  const strings: string[] = []
  const formats: string[] = []
  for (const sheet of sheets) {
    for (const { cell } of sheet.cells) {
      if (cell.kind === 'sst' && !strings.includes(cell.text)) strings.push(cell.text)
      if (cell.kind === 'number' && cell.format !== undefined && !formats.includes(cell.format)) formats.push(cell.format)
    }
  }
  const xfOfFormat = (format: string | undefined): number => (format === undefined ? 0 : formats.indexOf(format) + 1)

  // SST body: total, unique, then strings of 8-bit chars (flags 0)
  const sstBody = [
    ...u32(strings.length),
    ...u32(strings.length),
    ...strings.flatMap((s) => [...u16(s.length), 0, ...[...s].map((c) => c.charCodeAt(0))]),
  ]
  const chunk = options.sstChunk ?? sstBody.length
  const sstRecords: number[] = record(0x00fc, sstBody.slice(0, Math.max(chunk, 8)))
  // continuation: a string cut mid-characters continues with a new flags byte (0 = 8-bit)
  let rest = sstBody.slice(Math.max(chunk, 8))
  let charsPending = true
  while (rest.length > 0) {
    const piece = rest.slice(0, chunk)
    rest = rest.slice(chunk)
    sstRecords.push(...record(0x003c, charsPending ? [0, ...piece] : piece))
    charsPending = true
  }

  const globalsWithout = (sheetOffsets: number[]): number[] => [
    ...record(0x0809, [...u16(0x0600), ...u16(0x0005), ...u16(0), ...u16(0), ...u32(0), ...u32(0)]),
    ...record(0x0022, u16(options.date1904 ? 1 : 0)),
    ...formats.flatMap((format, i) => record(0x041e, [...u16(164 + i), ...unicodeString(format)])),
    ...record(0x00e0, [...u16(0), ...u16(0), ...new Array(16).fill(0)]),
    ...formats.flatMap((_, i) => record(0x00e0, [...u16(0), ...u16(164 + i), ...new Array(16).fill(0)])),
    ...sheets.flatMap((sheet, i) =>
      record(0x0085, [...u32(sheetOffsets[i] ?? 0), 0, 0, sheet.name.length, 0, ...[...sheet.name].map((c) => c.charCodeAt(0))]),
    ),
    ...sstRecords,
    ...record(0x000a, []),
  ]
  const sheetStreams = sheets.map((sheet) => [
    ...record(0x0809, [...u16(0x0600), ...u16(0x0010), ...u16(0), ...u16(0), ...u32(0), ...u32(0)]),
    ...sheet.cells.flatMap(({ row, col, cell }) => {
      const at = [...u16(row), ...u16(col)]
      switch (cell.kind) {
        case 'sst':
          return record(0x00fd, [...at, ...u16(0), ...u32(strings.indexOf(cell.text))])
        case 'label':
          return record(0x0204, [...at, ...u16(0), ...unicodeString(cell.text)])
        case 'number':
          return record(0x0203, [...at, ...u16(xfOfFormat(cell.format)), ...f64(cell.value)])
        case 'rk':
          return record(0x027e, [...at, ...u16(0), ...u32(rkOf(cell.value))])
        case 'mulrk':
          return record(0x00bd, [...at, ...cell.values.flatMap((v) => [...u16(0), ...u32(rkOf(v))]), ...u16(col + cell.values.length - 1)])
        case 'bool':
          return record(0x0205, [...at, ...u16(0), cell.value ? 1 : 0, 0])
        case 'error':
          return record(0x0205, [...at, ...u16(0), cell.code, 1])
        case 'formula-string':
          return [
            ...record(0x0006, [...at, ...u16(0), 0, 0, 0, 0, 0, 0, 0xff, 0xff, ...u16(0), ...u32(0), ...u16(0)]),
            ...record(0x0207, unicodeString(cell.text)),
          ]
      }
    }),
    ...record(0x000a, []),
  ])
  const globalsLength = globalsWithout([]).length
  const offsets: number[] = []
  let at = globalsLength
  for (const stream of sheetStreams) {
    offsets.push(at)
    at += stream.length
  }
  const workbook = Uint8Array.from([...globalsWithout(offsets), ...sheetStreams.flat()])
  const cfb = CFB.utils.cfb_new()
  CFB.utils.cfb_add(cfb, '/Workbook', workbook)
  return new Uint8Array(CFB.write(cfb, { type: 'array' }) as number[] | Uint8Array)
}
