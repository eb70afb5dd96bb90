/**
 * @module formats/email/msg-read
 * Reads an Outlook message (`.msg`, a Compound File of MAPI properties) into an `EmailMessage`: the
 * project's only adapter of `@kenjiuno/msgreader`. Values are shaped as upstream's `partition/msg.py`
 * (which reads with python-oxmsg) writes them: `sent_from` is the transport From header split on
 * commas, `sent_to` the e-mail address of every recipient, `cc`/`bcc` the Cc/Bcc headers split on
 * commas, the sent date is PidTagClientSubmitTime. msgreader's own compound-file code never runs: it reads
 * through formats/email/msg-compound-reader, which is bounded, so a damaged .msg is a `DocumentError`, not a hang.
 */
import msgreaderModule, { type FieldsData } from '@kenjiuno/msgreader'
import { DocumentError } from '../../errors.js'
import { decodeCharset, isCharsetSupported } from '../../encoding/charset-decode.js'
import { formatAddress } from './eml-format-address.js'
import { msgCompoundReader } from './msg-compound-reader.js'
import type { EmailAttachment, EmailMessage } from './eml-message.js'
import { utcIsoSeconds } from './eml-sent-date.js'

// The package is CommonJS with `exports.default = MsgReader`: Node's ESM default import is
// `module.exports`, so the class is its `.default`; a bundler that honours `__esModule` gives the class.
type MsgReaderClass = typeof msgreaderModule.default
const MsgReader: MsgReaderClass =
  (msgreaderModule as unknown as { default?: MsgReaderClass }).default ?? (msgreaderModule as unknown as MsgReaderClass)

/**
 * Parses the message.
 *
 * @throws DocumentError when the bytes are not a readable Outlook message
 */
export function readMsg(bytes: Uint8Array): EmailMessage {
  let data: FieldsData
  let reader: InstanceType<MsgReaderClass>
  try {
    reader = new MsgReader(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    // the private `reader` member is msgreader's compound-file reader: swap in the bounded one
    ;(reader as unknown as { reader: unknown }).reader = msgCompoundReader(bytes)
    data = reader.getFileData()
  } catch (error) {
    if (error instanceof DocumentError) throw error
    throw new DocumentError(`The Outlook message could not be read (${(error as Error).message}); check that it is a valid .msg file.`, {
      cause: error,
    })
  }
  if (data.error !== undefined) {
    throw new DocumentError(`The Outlook message could not be read (${data.error}); check that it is a valid .msg file.`)
  }
  const headers = parseHeaders(data.headers ?? '')
  const from = headers.get('from')
  const messageId = (headers.get('message-id') ?? data.messageId)?.trim().replace(/^</, '').replace(/>$/, '')
  const sentDate = utcIsoSeconds(data.clientSubmitTime)
  const html = htmlBodyOf(data)
  const attachments: EmailAttachment[] = []
  for (const attachment of data.attachments ?? []) {
    // An attached Outlook item (innerMsgContent) has no file bytes of its own.
    if (attachment.innerMsgContent) continue
    const content = reader.getAttachment(attachment).content
    const lastModified = utcIsoSeconds(attachment.lastModificationTime)
    attachments.push({
      ...(attachment.fileName || attachment.name ? { filename: attachment.fileName || attachment.name } : {}),
      bytes: content,
      ...(lastModified ? { lastModified } : {}),
    })
  }
  return {
    sentFrom: from ? splitList(from) : data.senderEmail ? [formatAddress(data.senderName ?? '', data.senderEmail)] : [],
    sentTo: (data.recipients ?? []).map((recipient) => recipient.smtpAddress || recipient.email || '').filter((email) => email !== ''),
    cc: splitList(headers.get('cc') ?? ''),
    bcc: splitList(headers.get('bcc') ?? ''),
    ...(data.subject ? { subject: data.subject } : {}),
    ...(messageId ? { messageId } : {}),
    ...(sentDate ? { sentDate } : {}),
    ...(html !== undefined && html.trim() !== '' ? { html } : {}),
    ...(data.body !== undefined && data.body.trim() !== '' ? { text: data.body } : {}),
    encrypted: (headers.get('content-type') ?? '').includes('encrypted'),
    attachments,
  }
}

function splitList(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
}

/** Transport headers (PidTagTransportMessageHeaders), unfolded; the first value of each name, keyed lower case. */
function parseHeaders(text: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const line of text.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon <= 0) continue
    const name = line.slice(0, colon).trim().toLowerCase()
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim())
  }
  return headers
}

/** PidTagHtml decoded with the message's PidTagInternetCodepage, else PidTagBodyHtml. */
function htmlBodyOf(data: FieldsData): string | undefined {
  if (data.html !== undefined && data.html.length > 0) return decodeCharset(data.html, charsetOfCodepage(data.internetCodepage))
  return data.bodyHtml
}

/** A Windows code page number → a charset name iconv-lite knows; windows-1252 when unknown. */
function charsetOfCodepage(codepage: number | undefined): string {
  const named: Record<number, string> = { 65001: 'utf-8', 1200: 'utf-16le', 1201: 'utf-16be', 20127: 'ascii', 20866: 'koi8-r', 21866: 'koi8-u' }
  if (codepage === undefined) return 'utf-8'
  const candidate = named[codepage] ?? (codepage >= 28591 && codepage <= 28606 ? `iso-8859-${codepage - 28590}` : `cp${codepage}`)
  return isCharsetSupported(candidate) ? candidate : 'windows-1252'
}
