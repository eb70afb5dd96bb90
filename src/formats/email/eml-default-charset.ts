/**
 * @module formats/email/eml-default-charset
 * Names a charset for the text parts of a MIME message that name none, so an 8-bit body written in,
 * say, windows-1252 is read as that and not as UTF-8 with replacement characters. Upstream decodes
 * the whole `.eml` file with `encoding` (or the detected charset) before parsing it; here the bytes
 * stay bytes for the MIME parser, and every `text/*` part without a `charset` parameter (and a
 * message with no Content-Type at all, RFC 2045's text/plain) gets `charset="<label>"` added to its
 * header. Parts that name a charset keep it; multipart bodies are walked by their boundaries;
 * attached messages (message/rfc822) are left alone: they are partitioned as messages of their own.
 * Pure: bytes in, bytes out.
 */
import { insertIntoBytes } from './insert-into-bytes.js'
import type { Insertion } from './insert-into-bytes.js'

/** Window-1252 maps each byte to one code unit, so offsets in this view are byte offsets. */
const BYTES_VIEW = new TextDecoder('latin1')

interface HeaderBlock {
  /** Where the body starts (after the blank line), or the end when there is none. */
  bodyStart: number
  /** The unfolded Content-Type value and the offset where its header's last line ends. */
  contentType?: { value: string; end: number }
}

/** The message with `charset="<label>"` named on every text part that names no charset. */
export function withDefaultCharset(message: Uint8Array, label: string): Uint8Array {
  const text = BYTES_VIEW.decode(message)
  const insertions: Insertion[] = []
  visitEntity(text, 0, text.length, `"${label.replace(/["\\\r\n]/g, '')}"`, insertions, 0)
  return insertIntoBytes(message, insertions)
}

/** Nesting beyond this is not followed (a hostile message could nest multiparts without end). */
const MAX_DEPTH = 50

function visitEntity(text: string, start: number, end: number, quotedLabel: string, insertions: Insertion[], depth: number): void {
  const block = readHeaderBlock(text, start, end)
  const value = block.contentType?.value
  const type = value === undefined ? 'text/plain' : (value.split(';')[0] ?? '').trim().toLowerCase()
  if (type.startsWith('multipart/')) {
    const boundary = parameter(value ?? '', 'boundary')
    if (boundary === undefined || boundary === '' || depth >= MAX_DEPTH) return
    for (const [partStart, partEnd] of bodyParts(text, block.bodyStart, end, boundary)) {
      visitEntity(text, partStart, partEnd, quotedLabel, insertions, depth + 1)
    }
    return
  }
  if (!type.startsWith('text/') || (value !== undefined && parameter(value, 'charset') !== undefined)) return
  if (block.contentType === undefined) insertions.push({ at: start, text: `Content-Type: text/plain; charset=${quotedLabel}\r\n` })
  else insertions.push({ at: block.contentType.end, text: `; charset=${quotedLabel}` })
}

/** The lines of text[start, end): where each starts, where its content ends (before CR LF), where the next starts. */
function* linesOf(text: string, start: number, end: number): Generator<{ start: number; end: number; next: number }> {
  let lineStart = start
  while (lineStart < end) {
    let lineEnd = text.indexOf('\n', lineStart)
    if (lineEnd === -1 || lineEnd > end) lineEnd = end
    const contentEnd = lineEnd > lineStart && text[lineEnd - 1] === '\r' ? lineEnd - 1 : lineEnd
    const next = Math.min(lineEnd + 1, end)
    yield { start: lineStart, end: contentEnd, next }
    lineStart = lineEnd + 1
  }
}

/** The header lines from `start` up to the first empty line. */
function readHeaderBlock(text: string, start: number, end: number): HeaderBlock {
  const block: HeaderBlock = { bodyStart: end }
  let current: { name: string; value: string; end: number } | undefined
  const finish = (): void => {
    if (current !== undefined && current.name === 'content-type') block.contentType = { value: current.value, end: current.end }
  }
  for (const { start: lineStart, end: contentEnd, next } of linesOf(text, start, end)) {
    const line = text.slice(lineStart, contentEnd)
    if (line === '') {
      finish()
      block.bodyStart = next
      return block
    }
    if ((line[0] === ' ' || line[0] === '\t') && current !== undefined) {
      current.value += ` ${line.trim()}`
      current.end = contentEnd
    } else {
      finish()
      const colon = line.indexOf(':')
      current = colon > 0 ? { name: line.slice(0, colon).trim().toLowerCase(), value: line.slice(colon + 1).trim(), end: contentEnd } : undefined
    }
  }
  finish()
  return block
}

/** A Content-Type parameter's value (quotes removed), or undefined when absent. */
function parameter(contentType: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(contentType)
  if (match === null) return undefined
  return match[1] ?? match[2]
}

/** [start, end) of each body part between the `--boundary` delimiter lines of a multipart body. */
function bodyParts(text: string, start: number, end: number, boundary: string): [number, number][] {
  const parts: [number, number][] = []
  const delimiter = `--${boundary}`
  let partStart: number | undefined
  for (const line of linesOf(text, start, end)) {
    if (!text.startsWith(delimiter, line.start)) continue
    const rest = text.slice(line.start + delimiter.length, line.end)
    if (rest.replace(/^--/, '').trim() !== '') continue
    // The line break before a delimiter belongs to the delimiter (RFC 2046 §5.1.1).
    if (partStart !== undefined) parts.push([partStart, Math.max(partStart, text[line.start - 2] === '\r' ? line.start - 2 : line.start - 1)])
    if (rest.startsWith('--')) return parts
    partStart = line.next
  }
  if (partStart !== undefined) parts.push([partStart, end])
  return parts
}
