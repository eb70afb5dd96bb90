/**
 * @module pdf/reader/pdf-objects
 * The PDF object model of docparts's own text-layer reader (pure data, no I/O): names are JS strings
 * (without the slash), strings are their raw bytes (`Uint8Array`), numbers are numbers, dictionaries are
 * `PdfDict` (a Map), arrays are arrays, indirect references are `PdfRef`, streams are `PdfStream`
 * (dictionary plus the still-encoded bytes). `null` is PDF's null.
 */

/** An indirect reference `num gen R`. */
export class PdfRef {
  constructor(
    readonly num: number,
    readonly gen: number,
  ) {}
}

/** A dictionary: keys are names without the slash. */
export type PdfDict = Map<string, PdfObject>

/** A stream object: its dictionary and its encoded data (filters not applied). */
export class PdfStream {
  constructor(
    readonly dict: PdfDict,
    readonly raw: Uint8Array,
  ) {}
}

/** A PDF string: its bytes as written (escapes resolved, hex decoded), no text decoding applied. */
export type PdfString = Uint8Array

export type PdfObject = null | boolean | number | string | PdfString | PdfObject[] | PdfDict | PdfRef | PdfStream

export const isDict = (v: PdfObject | undefined): v is PdfDict => v instanceof Map
export const isName = (v: PdfObject | undefined): v is string => typeof v === 'string'
export const isNumber = (v: PdfObject | undefined): v is number => typeof v === 'number'
export const isBytes = (v: PdfObject | undefined): v is PdfString => v instanceof Uint8Array
export const isStream = (v: PdfObject | undefined): v is PdfStream => v instanceof PdfStream
export const isRef = (v: PdfObject | undefined): v is PdfRef => v instanceof PdfRef

/** Raised when the reader meets something it does not handle; the caller falls back to pdfjs. */
export class UnsupportedPdfError extends Error {
  override name = 'UnsupportedPdfError'
}

/** Raised when the file's bytes break the syntax the reader expects. */
export class PdfSyntaxError extends Error {
  override name = 'PdfSyntaxError'
}
