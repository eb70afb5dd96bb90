import { deflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { PdfRef, UnsupportedPdfError } from '../../../src/pdf/reader/pdf-objects.js'
import type { PdfDict, PdfObject } from '../../../src/pdf/reader/pdf-objects.js'
import { applyPredictor } from '../../../src/pdf/reader/predictors.js'
import { decodeStream } from '../../../src/pdf/reader/stream-filters.js'

const bytes = (...xs: number[]): Uint8Array => Uint8Array.from(xs)
const ascii = (s: string): Uint8Array => new TextEncoder().encode(s)
const noRefs = (o: PdfObject | undefined): PdfObject => o ?? null

describe('PNG and TIFF predictors', () => {
  const png = { predictor: 12, colors: 1, bitsPerComponent: 8, columns: 3 }

  it('undoes the None, Sub, Up, Average and Paeth row filters, each row against the one decoded before it', () => {
    const data = bytes(0, 10, 20, 30, 1, 1, 1, 1, 2, 5, 5, 5, 3, 0, 0, 0, 4, 1, 1, 1)
    expect(Array.from(applyPredictor(data, png))).toEqual([10, 20, 30, 1, 2, 3, 6, 7, 8, 3, 5, 6, 4, 6, 7])
  })

  it('wraps sums past 255 as bytes do', () => {
    expect(Array.from(applyPredictor(bytes(0, 200, 200, 200, 2, 100, 100, 100), png))).toEqual([200, 200, 200, 44, 44, 44])
  })

  it('adds each 8-bit component to the same component of the pixel on its left for TIFF predictor 2', () => {
    const tiff = { predictor: 2, colors: 2, bitsPerComponent: 8, columns: 3 }
    expect(Array.from(applyPredictor(bytes(1, 2, 1, 1, 1, 1), tiff))).toEqual([1, 2, 2, 3, 3, 4])
  })

  it('leaves to pdfjs what it does not undo: a cut-off row, an unknown row filter, an unknown predictor', () => {
    expect(() => applyPredictor(bytes(0, 1, 2), png)).toThrow(UnsupportedPdfError)
    expect(() => applyPredictor(bytes(7, 1, 2, 3), png)).toThrow(UnsupportedPdfError)
    expect(() => applyPredictor(bytes(1, 2, 3), { ...png, predictor: 5 })).toThrow(UnsupportedPdfError)
  })
})

describe('decodeStream', () => {
  it('returns the bytes as they are without a /Filter', () => {
    const raw = ascii('BT ET')
    expect(decodeStream(raw, new Map(), noRefs)).toBe(raw)
  })

  it('applies a chain of filters in order, with abbreviated names and per-filter /DecodeParms', () => {
    const rows = bytes(2, 1, 2, 2, 3, 4)
    const hex = ascii(`${Buffer.from(deflateSync(rows)).toString('hex')}>`)
    const parms: PdfDict = new Map<string, PdfObject>([
      ['Predictor', 12],
      ['Columns', 2],
    ])
    const dict: PdfDict = new Map<string, PdfObject>([
      ['Filter', ['AHx', 'FlateDecode']],
      ['DecodeParms', [null, parms]],
    ])
    expect(Array.from(decodeStream(hex, dict, noRefs))).toEqual([1, 2, 4, 6])
  })

  it('resolves an indirect /Filter through the given resolver', () => {
    const dict: PdfDict = new Map<string, PdfObject>([['Filter', new PdfRef(7, 0)]])
    const resolve = (o: PdfObject | undefined): PdfObject => (o instanceof PdfRef ? 'ASCIIHexDecode' : (o ?? null))
    expect(new TextDecoder().decode(decodeStream(ascii('4869>'), dict, resolve))).toBe('Hi')
  })

  it('leaves image filters and unknown names to pdfjs', () => {
    for (const name of ['DCTDecode', 'JBIG2Decode', 'Bogus']) {
      expect(() => decodeStream(bytes(1), new Map<string, PdfObject>([['Filter', name]]), noRefs)).toThrow(UnsupportedPdfError)
    }
  })

  it('passes a /Crypt filter through (the file decrypted the stream before its filters)', () => {
    expect(decodeStream(bytes(1, 2, 3), new Map<string, PdfObject>([['Filter', 'Crypt']]), noRefs)).toEqual(bytes(1, 2, 3))
  })
})
