/**
 * @module test/formats/helpers/build-msg
 * A tiny Outlook .msg writer for tests ([MS-OXMSG]): a Compound File (written with the `cfb`
 * package) holding string and binary properties as `__substg1.0_<tag>` streams and fixed-size ones
 * (recipient type, submit time) in `__properties_version1.0` streams.
 */
import CFB from 'cfb'

export interface MsgRecipient {
  name: string
  email: string
  type: 'to' | 'cc' | 'bcc'
}

export interface MsgAttachment {
  filename: string
  data: Uint8Array
}

export interface MsgInput {
  subject?: string
  body?: string
  /** PidTagHtml, stored as UTF-8 bytes with PidTagInternetCodepage 65001. */
  html?: string
  /** PidTagTransportMessageHeaders. */
  headers?: string
  senderName?: string
  senderEmail?: string
  /** PidTagClientSubmitTime. */
  submitTime?: Date
  recipients?: MsgRecipient[]
  attachments?: MsgAttachment[]
}

const PT_LONG = 0x0003
const PT_SYSTIME = 0x0040
const RECIPIENT_TYPES = { to: 1, cc: 2, bcc: 3 } as const

function utf16(text: string): Uint8Array {
  const out = new Uint8Array(text.length * 2)
  for (let i = 0; i < text.length; i++) {
    out[2 * i] = text.charCodeAt(i) & 0xff
    out[2 * i + 1] = text.charCodeAt(i) >> 8
  }
  return out
}

function stringStream(id: number): string {
  return `__substg1.0_${id.toString(16).toUpperCase().padStart(4, '0')}001F`
}

function binaryStream(id: number): string {
  return `__substg1.0_${id.toString(16).toUpperCase().padStart(4, '0')}0102`
}

/** A property stream: `headerBytes` of header, then one 16-byte entry per fixed-size property. */
function propertyStream(headerBytes: number, entries: { id: number; type: number; value: bigint }[]): Uint8Array {
  const out = new Uint8Array(headerBytes + 16 * entries.length)
  const view = new DataView(out.buffer)
  entries.forEach((entry, i) => {
    const at = headerBytes + 16 * i
    view.setUint32(at, ((entry.id << 16) | entry.type) >>> 0, true)
    view.setUint32(at + 4, 6, true) // readable | writable
    view.setBigUint64(at + 8, entry.value, true)
  })
  return out
}

/** 100-ns intervals since 1601-01-01, as PT_SYSTIME stores a date. */
function fileTime(date: Date): bigint {
  return (BigInt(date.getTime()) + 11644473600000n) * 10000n
}

export function buildMsg(input: MsgInput): Uint8Array {
  const cfb = CFB.utils.cfb_new()
  const add = (path: string, data: Uint8Array): void => {
    CFB.utils.cfb_add(cfb, path, data)
  }
  add('/' + stringStream(0x001a), utf16('IPM.Note'))
  if (input.subject !== undefined) add('/' + stringStream(0x0037), utf16(input.subject))
  if (input.body !== undefined) add('/' + stringStream(0x1000), utf16(input.body))
  if (input.html !== undefined) add('/' + binaryStream(0x1013), new TextEncoder().encode(input.html))
  if (input.headers !== undefined) add('/' + stringStream(0x007d), utf16(input.headers))
  if (input.senderName !== undefined) add('/' + stringStream(0x0c1a), utf16(input.senderName))
  if (input.senderEmail !== undefined) {
    add('/' + stringStream(0x0c1f), utf16(input.senderEmail))
    add('/' + stringStream(0x0c1e), utf16('SMTP'))
  }
  const fixed: { id: number; type: number; value: bigint }[] = [{ id: 0x3fde, type: PT_LONG, value: 65001n }]
  if (input.submitTime !== undefined) fixed.push({ id: 0x0039, type: PT_SYSTIME, value: fileTime(input.submitTime) })
  const recipients = input.recipients ?? []
  const attachments = input.attachments ?? []
  const header = propertyStream(32, fixed)
  const headerView = new DataView(header.buffer)
  headerView.setUint32(8, recipients.length, true) // next recipient id
  headerView.setUint32(12, attachments.length, true) // next attachment id
  headerView.setUint32(16, recipients.length, true)
  headerView.setUint32(20, attachments.length, true)
  add('/__properties_version1.0', header)
  add('/__nameid_version1.0/__substg1.0_00020102', new Uint8Array(0))
  add('/__nameid_version1.0/__substg1.0_00030102', new Uint8Array(0))
  add('/__nameid_version1.0/__substg1.0_00040102', new Uint8Array(0))
  recipients.forEach((recipient, i) => {
    const dir = `/__recip_version1.0_#${i.toString(16).toUpperCase().padStart(8, '0')}`
    add(`${dir}/${stringStream(0x3001)}`, utf16(recipient.name))
    add(`${dir}/${stringStream(0x3003)}`, utf16(recipient.email))
    add(`${dir}/${stringStream(0x3002)}`, utf16('SMTP'))
    add(`${dir}/${stringStream(0x39fe)}`, utf16(recipient.email))
    add(`${dir}/__properties_version1.0`, propertyStream(8, [{ id: 0x0c15, type: PT_LONG, value: BigInt(RECIPIENT_TYPES[recipient.type]) }]))
  })
  attachments.forEach((attachment, i) => {
    const dir = `/__attach_version1.0_#${i.toString(16).toUpperCase().padStart(8, '0')}`
    add(`${dir}/${stringStream(0x3707)}`, utf16(attachment.filename))
    add(`${dir}/${stringStream(0x3001)}`, utf16(attachment.filename))
    add(`${dir}/${binaryStream(0x3701)}`, attachment.data)
    add(`${dir}/__properties_version1.0`, propertyStream(8, [{ id: 0x3705, type: PT_LONG, value: 1n }]))
  })
  return new Uint8Array(CFB.write(cfb, { type: 'array' }) as number[] | Uint8Array)
}
