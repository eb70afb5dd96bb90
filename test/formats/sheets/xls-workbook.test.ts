import { describe, expect, test } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { decodeRk, readXlsSheets } from '../../../src/formats/sheets/xls-workbook.js'

describe('xls workbook', () => {
  test('RK numbers: integers, doubles from the high 30 bits, and the divide-by-100 flag', () => {
    expect(decodeRk((1234 << 2) | 0x2)).toBe(1234)
    expect(decodeRk(((-5 << 2) | 0x2) >>> 0)).toBe(-5)
    expect(decodeRk((1234 << 2) | 0x3)).toBe(12.34)
    expect(decodeRk(0x3ff00000)).toBe(1) // high half of the double 1.0
  })

  test('a stream that does not start with a BOF record is a DocumentError', () => {
    expect(() => readXlsSheets(new Uint8Array([1, 2, 3, 4, 5, 6]))).toThrow(DocumentError)
  })

  test('a BIFF5 workbook is refused with a message naming the version', () => {
    const bof = new Uint8Array([0x09, 0x08, 8, 0, 0x00, 0x05, 0x05, 0x00, 0, 0, 0, 0])
    expect(() => readXlsSheets(bof)).toThrow(/BIFF5/)
  })
})
