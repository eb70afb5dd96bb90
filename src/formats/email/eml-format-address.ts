/**
 * @module formats/email/eml-format-address
 * Python's `email.utils.formataddr`, which upstream applies to every From/To/Cc/Bcc address it puts
 * in metadata, so `sent_from` and friends read exactly as upstream writes them.
 */
import { bytesToBase64 } from '../../serialize/base64.js'

// email/utils.py: a display name containing one of these is quoted; `\` and `"` inside it are escaped.
const SPECIALS = /[\][\\()<>@,:;".]/
const ESCAPES = /[\\"]/g

/**
 * `Name <address>`, or the bare address when there is no name. A name with RFC 5322 specials is
 * quoted (`"Doe, John" <j@x.org>`); a non-ASCII name becomes a UTF-8 base64 encoded word
 * (`=?utf-8?b?SsO2aG4=?= <j@x.org>`), as Python does with its default charset.
 */
export function formatAddress(name: string, address: string): string {
  if (name === '') return address
  if (!/^[\x00-\x7f]*$/.test(name)) return `=?utf-8?b?${bytesToBase64(new TextEncoder().encode(name))}?= <${address}>`
  const quotes = SPECIALS.test(name) ? '"' : ''
  return `${quotes}${name.replace(ESCAPES, (char) => `\\${char}`)}${quotes} <${address}>`
}
