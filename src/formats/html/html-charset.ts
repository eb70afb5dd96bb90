/**
 * @module formats/html/html-charset
 * Bytes → text for HTML. The shared policy of `decodeText` (BOM, else UTF-8, else detected charset)
 * with one HTML rule in between: when the caller left `encoding` at its default, the bytes have no
 * byte-order mark and are not valid UTF-8, a charset the page declares in its first 1024 bytes
 * (`<meta charset="…">` or `<meta http-equiv="Content-Type" content="…; charset=…">`, the WHATWG
 * prescan) is used before guessing. Upstream guesses with chardet only; a declared charset is more
 * reliable than a guess, and browsers obey it.
 */
import { DocumentError, type PartitionWarning } from '../../errors.js'
import { sniffBom } from '../../encoding/byte-order-mark.js'
import { decodeText } from '../../encoding/decode-text.js'
import { tryDecodeUtf8 } from '../../encoding/unicode-decode.js'

/** The WHATWG prescan looks at the first 1024 bytes only. */
const PRESCAN_BYTES = 1024

const META_TAG = /<meta(?=[\s/])([^>]*)>/gi
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g
const CHARSET_IN_CONTENT = /charset\s*=\s*["']?([^\s"';]+)/i

/**
 * Labels browsers read as windows-1252 (WHATWG Encoding): with bytes that are not UTF-8, a page
 * labelled latin-1 or ASCII is windows-1252 in practice (0x80–0x9F are € “ ” –, not C1 controls).
 */
const WINDOWS_1252_LABELS: ReadonlySet<string> = new Set([
  'ascii',
  'us-ascii',
  'iso-8859-1',
  'iso8859-1',
  'iso_8859-1',
  'latin1',
  'latin-1',
  'l1',
  'cp819',
  'ibm819',
  'x-cp1252',
])

/**
 * The charset a page declares in a `<meta>` tag within its first 1024 bytes, lower case, or
 * `undefined` when it declares none.
 */
export function sniffHtmlCharset(bytes: Uint8Array): string | undefined {
  // Latin-1 view of the bytes: every byte is one character, so ASCII markup is readable whatever the charset.
  let head = ''
  const end = Math.min(bytes.length, PRESCAN_BYTES)
  for (let i = 0; i < end; i++) head += String.fromCharCode(bytes[i]!)

  for (const tag of head.matchAll(META_TAG)) {
    const attributes = new Map<string, string>()
    for (const attribute of (tag[1] ?? '').matchAll(ATTRIBUTE)) {
      const name = attribute[1]!.toLowerCase()
      if (!attributes.has(name)) attributes.set(name, attribute[2] ?? attribute[3] ?? attribute[4] ?? '')
    }
    const charset = attributes.get('charset')?.trim()
    if (charset) return charset.toLowerCase()
    if (attributes.get('http-equiv')?.trim().toLowerCase() === 'content-type') {
      const declared = CHARSET_IN_CONTENT.exec(attributes.get('content') ?? '')?.[1]
      if (declared) return declared.toLowerCase()
    }
  }
  return undefined
}

/**
 * Decode an HTML document's bytes (see the module note for the order of evidence).
 *
 * @param encoding the `encoding` option; 'utf-8' (default) means "detect"
 * @param warn receives `decode-fallback` when the charset had to be guessed
 * @throws DocumentError when an explicit `encoding` is unknown or does not fit the bytes
 */
export function decodeHtmlBytes(bytes: Uint8Array, encoding = 'utf-8', warn?: (warning: PartitionWarning) => void): string {
  if (encoding.trim().toLowerCase() === 'utf-8' && sniffBom(bytes) === undefined && tryDecodeUtf8(bytes) === undefined) {
    const declared = sniffHtmlCharset(bytes)
    if (declared !== undefined && declared !== 'utf-8' && declared !== 'utf8') {
      const label = WINDOWS_1252_LABELS.has(declared) ? 'windows-1252' : declared
      try {
        return decodeText(bytes, label).text
      } catch (error) {
        // An unknown label, or bytes the declared charset cannot decode: the declaration is wrong,
        // fall back to detection.
        if (!(error instanceof DocumentError)) throw error
      }
    }
  }
  return decodeText(bytes, encoding, warn).text
}
