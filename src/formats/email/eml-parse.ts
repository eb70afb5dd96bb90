/**
 * @module formats/email/eml-parse
 * Reads an RFC 822 message (`.eml`) into an `EmailMessage`: the project's only adapter of
 * `postal-mime`, which decodes MIME structure, transfer encodings, charsets and encoded words.
 * Upstream reads with Python's `email` package (`policy.default`); the values are shaped as
 * upstream's `partition/email.py` writes them (formataddr addresses, Message-ID without brackets,
 * UTC sent date).
 */
import PostalMime, { type Address, type Email } from 'postal-mime'
import { DocumentError } from '../../errors.js'
import { DEFAULT_LIMITS, LimitExceededError } from '../../document-limits.js'
import type { PartitionWarning } from '../../errors.js'
import { sniffBom } from '../../encoding/byte-order-mark.js'
import { FALLBACK_CHARSET, guessCharset } from '../../encoding/decode-text.js'
import { withDefaultCharset } from './eml-default-charset.js'
import { insertIntoBytes } from './insert-into-bytes.js'
import { lookupPythonCodec } from '../../encoding/python-codecs.js'
import { decodeUtf16Strict, decodeUtf32Strict, tryDecodeUtf8 } from '../../encoding/unicode-decode.js'
import { headerlessPartOffsets } from './eml-headerless-parts.js'
import { formatAddress } from './eml-format-address.js'
import type { EmailMessage } from './eml-message.js'
import { utcIsoSeconds } from './eml-sent-date.js'

export interface ParseEmlOptions {
  /** The `encoding` option: the charset of text parts that name none ('utf-8', the default: UTF-8, else detected). */
  encoding?: string
  /** Receives the `decode-fallback` warning when that charset had to be guessed. */
  warn?: (warning: PartitionWarning) => void
  /** limits.maxNestingDepth: MIME parts nested deeper are a LimitExceededError (postal-mime's own cap, 256, applies when lower). */
  maxNestingDepth?: number
}

/** postal-mime's own cap on part nesting. */
const POSTAL_MIME_MAX_NESTING = 256

/**
 * Parses the message. A message saved as UTF-16 or UTF-32 (with or without a byte-order mark) is
 * decoded to text first; everything else goes to the MIME parser as bytes, whose parts name their
 * own charsets. Text parts that name none are read in `encoding`; with the default, as UTF-8 when the
 * message is valid UTF-8, else in the detected charset (upstream decodes the whole file that way).
 *
 * @throws DocumentError when the bytes are not a MIME message the parser can read, or `encoding` is unknown
 */
export async function parseEml(bytes: Uint8Array, options: ParseEmlOptions = {}): Promise<EmailMessage> {
  let email: Email
  const wide = wideTextOf(bytes)
  const fallback = wide === undefined ? defaultCharset(bytes, options) : undefined
  const prepared = withHeaderSeparators(wide ?? bytes)
  const message = fallback === undefined || typeof prepared === 'string' ? prepared : withDefaultCharset(prepared, fallback.label)
  // Warn only when a part really had no charset of its own and the guess was used.
  if (message !== prepared && fallback?.guess !== undefined) options.warn?.(fallback.guess)
  const maxNestingDepth = Math.min(POSTAL_MIME_MAX_NESTING, options.maxNestingDepth ?? DEFAULT_LIMITS.maxNestingDepth)
  try {
    email = await PostalMime.parse(message, { attachmentEncoding: 'arraybuffer', maxNestingDepth })
  } catch (error) {
    if (/nesting depth/i.test((error as Error).message))
      throw new LimitExceededError('maxNestingDepth', maxNestingDepth, 'The nesting of the MIME parts', { cause: error })
    throw new DocumentError(`The e-mail message could not be read (${(error as Error).message}); check that it is a valid .eml (RFC 822) file.`, {
      cause: error,
    })
  }
  const topContentType = email.headers.find((header) => header.key === 'content-type')?.value ?? ''
  const messageId = email.messageId?.trim().replace(/^[<>]+|[<>]+$/g, '')
  return {
    sentFrom: addressesOf(email.from === undefined ? [] : [email.from]).slice(0, 1),
    sentTo: addressesOf(email.to ?? []),
    cc: addressesOf(email.cc ?? []),
    bcc: addressesOf(email.bcc ?? []),
    ...(email.subject ? { subject: email.subject } : {}),
    ...(messageId ? { messageId } : {}),
    ...optional('sentDate', utcIsoSeconds(email.date)),
    ...(email.html !== undefined && email.html.trim() !== '' ? { html: email.html } : {}),
    ...(email.text !== undefined && email.text.trim() !== '' ? { text: email.text } : {}),
    // RFC 1847 / RFC 3156: PGP/MIME messages are multipart/encrypted
    encrypted: /^\s*multipart\/encrypted/i.test(topContentType),
    attachments: email.attachments.map((attachment) => ({
      ...(attachment.filename ? { filename: attachment.filename } : {}),
      bytes: contentBytes(attachment.content),
    })),
  }
}

/** The message with an empty line inserted before the content of every header-less MIME part. */
function withHeaderSeparators(message: Uint8Array | string): Uint8Array | string {
  // windows-1252 decodes one byte to one code unit, so offsets in the view are byte offsets
  const offsets = headerlessPartOffsets(typeof message === 'string' ? message : LATIN1.decode(message))
  if (offsets.length === 0) return message
  if (typeof message === 'string') {
    let result = ''
    let from = 0
    for (const offset of offsets) {
      result += `${message.slice(from, offset)}\r\n`
      from = offset
    }
    return result + message.slice(from)
  }
  return insertIntoBytes(
    message,
    offsets.map((at) => ({ at, text: '\r\n' })),
  )
}

const LATIN1 = new TextDecoder('windows-1252')

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: string }
}

/** Upstream: `getaddresses` then `formataddr` over every address; groups contribute their members. */
function addressesOf(addresses: readonly Address[]): string[] {
  return addresses
    .flatMap((address) => (address.group === undefined ? [address] : address.group))
    .filter((mailbox) => mailbox.address !== '' || mailbox.name !== '')
    .map((mailbox) => formatAddress(mailbox.name, mailbox.address))
}

function contentBytes(content: ArrayBuffer | Uint8Array | string): Uint8Array {
  if (typeof content === 'string') return new TextEncoder().encode(content)
  return content instanceof Uint8Array ? content : new Uint8Array(content)
}

/**
 * The message as text when it is stored in a wide encoding: a UTF-16/32 byte-order mark, or no mark
 * but a zero byte beside every ASCII byte of the first header line (`M\0I\0M\0E\0`).
 */
function wideTextOf(bytes: Uint8Array): string | undefined {
  const bom = sniffBom(bytes)
  if (bom !== undefined && bom.encoding !== 'utf-8') {
    const body = bytes.subarray(bom.bytes.length)
    const littleEndian = bom.encoding.endsWith('le')
    return bom.encoding.startsWith('utf-32')
      ? decodeUtf32Strict(body, littleEndian, bom.bytes.length)
      : decodeUtf16Strict(body, littleEndian, bom.bytes.length)
  }
  const head = bytes.subarray(0, Math.min(bytes.length, 64) & ~1)
  if (head.length < 8) return undefined
  let evenZeros = 0
  let oddZeros = 0
  for (let i = 0; i < head.length; i++) if (head[i] === 0) i % 2 === 0 ? evenZeros++ : oddZeros++
  const pairs = head.length / 2
  if (oddZeros === pairs && evenZeros === 0) return decodeUtf16Strict(bytes.subarray(0, bytes.length & ~1), true)
  if (evenZeros === pairs && oddZeros === 0) return decodeUtf16Strict(bytes.subarray(0, bytes.length & ~1), false)
  return undefined
}

/** True when the platform's TextDecoder (the MIME parser's decoder) knows the label. */
function isDecoderLabel(label: string | undefined): label is string {
  if (label === undefined) return false
  try {
    new TextDecoder(label)
    return true
  } catch {
    return false
  }
}

/** The charset for text parts that name none, as a TextDecoder label (with the warning to give when it is a guess); undefined leaves them UTF-8. */
function defaultCharset(bytes: Uint8Array, options: ParseEmlOptions): { label: string; guess?: PartitionWarning } | undefined {
  const encoding = (options.encoding ?? 'utf-8').trim()
  if (encoding.toLowerCase() !== 'utf-8') {
    const codec = lookupPythonCodec(encoding)
    if (codec === undefined) throw new DocumentError(`unknown encoding: ${encoding}`)
    const label = [encoding, codec.name.replaceAll('_', '-'), codec.iconv].find(isDecoderLabel)
    if (label === undefined) {
      options.warn?.({
        code: 'decode-fallback',
        message: `The encoding ${encoding} cannot be applied to e-mail parts here; parts without a charset were read as UTF-8.`,
      })
      return undefined
    }
    return { label }
  }
  if (tryDecodeUtf8(bytes) !== undefined) return undefined
  const { trusted, how } = guessCharset(bytes)
  const label = isDecoderLabel(trusted) ? trusted : FALLBACK_CHARSET
  return {
    label,
    guess: {
      code: 'decode-fallback',
      message: `The message is not valid UTF-8; its parts without a charset were read as ${label} (${how}). If the text looks wrong, pass the right encoding in the encoding option.`,
    },
  }
}
