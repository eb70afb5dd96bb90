/**
 * @module pdf/reader/pdf-text-string
 * A PDF text string (PDF 32000 §7.9.2.2: annotation contents, outline titles, document information) as
 * Unicode: UTF-16BE after the byte-order mark FE FF, UTF-8 after EF BB BF (PDF 2.0), else PDFDocEncoding
 * (Latin-1 but for the 0x18–0x1F accents and the 0x80–0xA0 typographic characters, Annex D).
 */

/** PDFDocEncoding where it differs from Latin-1: 0x18–0x1F, then 0x80–0xA0 (U+FFFD for its one undefined code, 0x9F). */
const ACCENTS = '˘ˇˆ˙˝˛˚˜'
const TYPOGRAPHIC = '•†‡…—–ƒ⁄‹›−‰„“”‘’‚™ﬁﬂŁŒŠŸŽıłœšž\uFFFD€'

export function pdfTextString(bytes: Uint8Array): string {
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    let out = ''
    for (let i = 2; i + 1 < bytes.length; i += 2) out += String.fromCharCode((bytes[i]! << 8) | bytes[i + 1]!)
    return out
  }
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return new TextDecoder('utf-8').decode(bytes.subarray(3))
  let out = ''
  for (const b of bytes) {
    if (b >= 0x18 && b <= 0x1f) out += ACCENTS[b - 0x18]
    else if (b >= 0x80 && b <= 0xa0) out += TYPOGRAPHIC[b - 0x80]
    else out += String.fromCharCode(b)
  }
  return out
}
