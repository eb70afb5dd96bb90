import { describe, expect, test } from 'vitest'
import { parseEml } from '../../../src/formats/email/eml-parse.js'

const encoder = new TextEncoder()

const MULTIPART = [
  'MIME-Version: 1.0',
  'Date: Wed, 21 Dec 2022 10:28:53 -0600',
  'Message-ID: <abc.123@mail.example.com>',
  'Subject: =?utf-8?q?Caf=C3=A9_day?=',
  'From: "Harrell, Mallori" <mallori@example.com>',
  'To: Bob <bob@example.com>, Team: sue@example.com, Tom <tom@example.com>;',
  'Cc: cc@example.com',
  'Bcc: Jöhn <john@example.com>',
  'Content-Type: multipart/mixed; boundary="outer"',
  '',
  '--outer',
  'Content-Type: multipart/alternative; boundary="inner"',
  '',
  '--inner',
  'Content-Type: text/plain; charset="UTF-8"',
  '',
  'Plain body.',
  '--inner',
  'Content-Type: text/html; charset="UTF-8"',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  '<div>HTML body =E2=80=94 caf=C3=A9.</div>',
  '--inner--',
  '--outer',
  'Content-Type: text/plain; name="notes.txt"',
  'Content-Disposition: attachment; filename="notes.txt"',
  'Content-Transfer-Encoding: base64',
  '',
  'QXR0YWNoZWQgbm90ZXMu',
  '--outer--',
  '',
].join('\r\n')

describe('parseEml', () => {
  test('header values are shaped as upstream writes them', async () => {
    const message = await parseEml(encoder.encode(MULTIPART))
    expect(message.sentFrom).toEqual(['"Harrell, Mallori" <mallori@example.com>'])
    expect(message.sentTo).toEqual(['Bob <bob@example.com>', 'sue@example.com', 'Tom <tom@example.com>'])
    expect(message.cc).toEqual(['cc@example.com'])
    expect(message.bcc).toEqual(['=?utf-8?b?SsO2aG4=?= <john@example.com>'])
    expect(message.subject).toBe('Café day')
    expect(message.messageId).toBe('abc.123@mail.example.com')
    expect(message.sentDate).toBe('2022-12-21T16:28:53+00:00')
    expect(message.encrypted).toBe(false)
  })

  test('both bodies are decoded and the attachment keeps its name and decoded bytes', async () => {
    const message = await parseEml(encoder.encode(MULTIPART))
    expect(message.html?.trim()).toBe('<div>HTML body — café.</div>')
    expect(message.text?.trim()).toBe('Plain body.')
    expect(message.attachments).toHaveLength(1)
    expect(message.attachments[0]!.filename).toBe('notes.txt')
    expect(new TextDecoder().decode(message.attachments[0]!.bytes)).toBe('Attached notes.')
  })

  test('a message without Date, Subject or To leaves those fields out', async () => {
    const message = await parseEml(encoder.encode('From: a@example.com\r\n\r\nJust text.\r\n'))
    expect(message.sentDate).toBeUndefined()
    expect(message.subject).toBeUndefined()
    expect(message.sentTo).toEqual([])
    expect(message.html).toBeUndefined()
    expect(message.text?.trim()).toBe('Just text.')
  })

  test('a message saved as UTF-16 LE, with or without a byte-order mark, is read', async () => {
    const text = 'From: a@example.com\r\nSubject: Wide\r\n\r\nRoses are red.\r\n'
    const wide = new Uint8Array(text.length * 2)
    for (let i = 0; i < text.length; i++) wide[2 * i] = text.charCodeAt(i)
    const withBom = new Uint8Array([0xff, 0xfe, ...wide])
    for (const bytes of [wide, withBom]) {
      const message = await parseEml(bytes)
      expect(message.subject).toBe('Wide')
      expect(message.text?.trim()).toBe('Roses are red.')
    }
  })

  test('a header-less first part (as S/MIME signers write it) is read as the body', async () => {
    const signed = [
      'Content-Type: multipart/signed; protocol="application/x-pkcs7-signature"; boundary="SIG"',
      '',
      '--SIG',
      'This is a test',
      '',
      '--SIG',
      'Content-Type: application/x-pkcs7-signature; name="smime.p7s"',
      'Content-Disposition: attachment; filename="smime.p7s"',
      '',
      'AAAA',
      '--SIG--',
      '',
    ].join('\r\n')
    const message = await parseEml(encoder.encode(signed))
    expect(message.text?.trim()).toBe('This is a test')
  })

  test('a PGP/MIME message is marked encrypted', async () => {
    const message = await parseEml(
      encoder.encode(
        'From: a@example.com\r\nContent-Type: multipart/encrypted; protocol="application/pgp-encrypted"; boundary=foo\r\n\r\n--foo\r\nContent-Type: application/pgp-encrypted\r\n\r\nVersion: 1\r\n--foo--\r\n',
      ),
    )
    expect(message.encrypted).toBe(true)
  })
})
