/**
 * @module encoding/byte-order-mark
 * The one byte-order-mark sniffer: which Unicode encoding a byte-order mark at the start of the bytes
 * announces (UTF-32 LE/BE, UTF-8, UTF-16 LE/BE), for the document decoder, the text-or-binary test of
 * detection, e-mail and XML.
 */

export interface ByteOrderMark {
  bytes: readonly number[]
  encoding: 'utf-8' | 'utf-16-le' | 'utf-16-be' | 'utf-32-le' | 'utf-32-be'
}

// UTF-32 LE first: its mark FF FE 00 00 starts with the UTF-16 LE mark FF FE.
const BOMS: readonly ByteOrderMark[] = [
  { bytes: [0xff, 0xfe, 0x00, 0x00], encoding: 'utf-32-le' },
  { bytes: [0x00, 0x00, 0xfe, 0xff], encoding: 'utf-32-be' },
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16-le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16-be' },
]

/** The byte-order mark `bytes` start with, if any. */
export function sniffBom(bytes: Uint8Array): ByteOrderMark | undefined {
  return BOMS.find((bom) => bom.bytes.every((byte, i) => bytes[i] === byte))
}
