import { describe, expect, test } from 'vitest'
import { DocumentError } from '../../src/errors.js'
import { readMsg } from '../../src/formats/msg-read.js'
import { buildMsg } from './helpers/build-msg.js'

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
})
