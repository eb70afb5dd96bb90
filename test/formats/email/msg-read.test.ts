import { describe, expect, test } from 'vitest'
import { DocumentError } from '../../../src/errors.js'
import { readMsg } from '../../../src/formats/email/msg-read.js'
import { buildMsg } from '../helpers/build-msg.js'

const HEADERS = [
  'From: "John" <john@example.com>',
  'Cc: steve@example.com, hello@example.com',
  'Bcc: hidden@example.com',
  'Message-Id: <14DDEF33@example.com>',
  '',
].join('\r\n')

describe('readMsg', () => {
  test('metadata values are shaped as upstream partition_msg writes them', () => {
    const message = readMsg(
      buildMsg({
        subject: 'Fake email',
        body: 'Body.',
        headers: HEADERS,
        submitTime: new Date('2024-07-29T20:38:11Z'),
        recipients: [
          { name: 'John Jennings', email: 'jj@example.com', type: 'to' },
          { name: 'steve', email: 'steve@example.com', type: 'cc' },
        ],
      }),
    )
    expect(message.sentFrom).toEqual(['"John" <john@example.com>'])
    // every recipient's address, whatever its type (python-oxmsg `msg.recipients`)
    expect(message.sentTo).toEqual(['jj@example.com', 'steve@example.com'])
    expect(message.cc).toEqual(['steve@example.com', 'hello@example.com'])
    expect(message.bcc).toEqual(['hidden@example.com'])
    expect(message.messageId).toBe('14DDEF33@example.com')
    expect(message.subject).toBe('Fake email')
    expect(message.sentDate).toBe('2024-07-29T20:38:11+00:00')
    expect(message.text).toBe('Body.')
  })

  test('without transport headers the sender comes from the sender properties', () => {
    const message = readMsg(buildMsg({ body: 'x', senderName: 'Ann Lee', senderEmail: 'ann@example.com' }))
    expect(message.sentFrom).toEqual(['Ann Lee <ann@example.com>'])
    expect(message.messageId).toBeUndefined()
    expect(message.subject).toBeUndefined()
  })

  test('the HTML body (PidTagHtml) is decoded with the internet code page', () => {
    const message = readMsg(buildMsg({ body: 'plain', html: '<p>Café — ok</p>' }))
    expect(message.html).toBe('<p>Café — ok</p>')
  })

  test('attachments keep their long file name and bytes', () => {
    const message = readMsg(buildMsg({ body: 'x', attachments: [{ filename: 'fake-attachment.txt', data: new TextEncoder().encode('Attached.') }] }))
    expect(message.attachments.map((a) => a.filename)).toEqual(['fake-attachment.txt'])
    expect(new TextDecoder().decode(message.attachments[0]!.bytes)).toBe('Attached.')
  })

  test('a Content-Type header naming encryption marks the message encrypted', () => {
    const message = readMsg(buildMsg({ headers: 'Content-Type: multipart/encrypted; protocol="application/pgp-encrypted"\r\n' }))
    expect(message.encrypted).toBe(true)
  })

  test('bytes that are not a Compound File are a DocumentError', () => {
    expect(() => readMsg(new TextEncoder().encode('not an outlook message'))).toThrow(DocumentError)
  })

  test('a body whose mini-sector chain loops is a DocumentError naming the loop, not a hang', () => {
    const bytes = buildMsg({ subject: 'Loop', body: 'A body long enough for several mini sectors. '.repeat(3) })
    const body = directoryEntryOffset(bytes, '__substg1.0_1000001F')
    const view = new DataView(bytes.buffer)
    const first = view.getUint32(body + 0x74, true)
    const miniFat = (view.getUint32(0x3c, true) + 1) * 512
    // the body's second mini sector links back to its first
    const second = view.getUint32(miniFat + first * 4, true)
    view.setUint32(miniFat + second * 4, first, true)

    expect(() => readMsg(bytes)).toThrow(DocumentError)
    expect(() => readMsg(bytes)).toThrow(`mini sector chain loops at mini sector ${first}`)
  })

  test('a stream whose size field says 2 GB is a DocumentError, not a 2 GB allocation', () => {
    const bytes = buildMsg({ subject: 'Big liar', body: 'Short body.' })
    new DataView(bytes.buffer).setUint32(directoryEntryOffset(bytes, '__substg1.0_1000001F') + 0x78, 0x8000_0000, true)

    expect(() => readMsg(bytes)).toThrow(/The compound file is damaged: .*; check that it is a valid Outlook message \(\.msg\) file\./)
  })

  test('a directory tree that points back at the root is a DocumentError', () => {
    const bytes = buildMsg({ subject: 'Cycle', body: 'x' })
    new DataView(bytes.buffer).setUint32(directoryEntryOffset(bytes, '__substg1.0_0037001F') + 0x44, 0, true)

    expect(() => readMsg(bytes)).toThrow(/reaches entry 0 twice/)
  })
})

/** Byte offset of the directory entry named `name` (found by its UTF-16 name). */
function directoryEntryOffset(bytes: Uint8Array, name: string): number {
  const needle = Uint8Array.from([...name].flatMap((char) => [char.charCodeAt(0), 0]))
  for (let at = 512; at + 128 <= bytes.length; at += 128) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return at
  }
  throw new Error(`no directory entry ${name}`)
}
