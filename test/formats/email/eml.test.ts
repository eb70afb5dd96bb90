import { describe, expect, test } from 'vitest'
import { partition } from '../../../src/partition.js'

const encoder = new TextEncoder()

const FAMILY_DAY = [
  'MIME-Version: 1.0',
  'Date: Wed, 21 Dec 2022 10:28:53 -0600',
  'Message-ID: <CAPgNNXQ@mail.gmail.com>',
  'Subject: Family Day',
  'From: Mallori Harrell <mallori@unstructured.io>',
  'To: Mallori Harrell <mallori@unstructured.io>',
  'Content-Type: multipart/alternative; boundary="b"',
  '',
  '--b',
  'Content-Type: text/plain; charset="UTF-8"',
  '',
  'Hi All,',
  '',
  'Get excited for our first annual family day!',
  '',
  'Make sure to RSVP!',
  '',
  '--b',
  'Content-Type: text/html; charset="UTF-8"',
  '',
  '<div dir="ltr">Hi All,<div><br></div><div>Get excited for our first annual family day! </div><div><br></div><div>Make sure to RSVP!</div></div>',
  '--b--',
  '',
].join('\r\n')

function withAttachment(name: string, contentType: string, base64: string): string {
  return [
    'Date: Fri, 23 Dec 2022 12:08:48 -0600',
    'Subject: With attachment',
    'From: a@example.com',
    'Content-Type: multipart/mixed; boundary="m"',
    '',
    '--m',
    'Content-Type: text/plain',
    '',
    'See the attached file.',
    '--m',
    `Content-Type: ${contentType}; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    base64,
    '--m--',
    '',
  ].join('\r\n')
}

describe('partitionEml through partition()', () => {
  test('the HTML body gives the elements, each with the message metadata and filetype message/rfc822', async () => {
    const elements = await partition(encoder.encode(FAMILY_DAY), { filename: 'mail/family-day.eml' })
    expect(elements.map((e) => e.text)).toEqual(['Hi All,', 'Get excited for our first annual family day!', 'Make sure to RSVP!'])
    expect(elements[1]!.type).toBe('NarrativeText')
    for (const element of elements) {
      expect(element.metadata).toMatchObject({
        filename: 'family-day.eml',
        filetype: 'message/rfc822',
        sent_from: ['Mallori Harrell <mallori@unstructured.io>'],
        sent_to: ['Mallori Harrell <mallori@unstructured.io>'],
        subject: 'Family Day',
        email_message_id: 'CAPgNNXQ@mail.gmail.com',
        last_modified: '2022-12-21T16:28:53+00:00',
      })
    }
  })

  test('the lastModified option wins over the Date header', async () => {
    const elements = await partition(encoder.encode(FAMILY_DAY), { filename: 'family-day.eml', lastModified: '2020-01-01T00:00:00' })
    expect(elements.every((e) => e.metadata.last_modified === '2020-01-01T00:00:00')).toBe(true)
  })

  test('without an HTML body the text body is grouped into paragraphs like a .txt file', async () => {
    const message = 'From: a@example.com\r\nSubject: Plain\r\n\r\nFirst paragraph is a sentence.\r\n\r\nSecond paragraph is another sentence.\r\n'
    const elements = await partition(encoder.encode(message), { filename: 'plain.eml' })
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['NarrativeText', 'First paragraph is a sentence.'],
      ['NarrativeText', 'Second paragraph is another sentence.'],
    ])
  })

  test('an attachment is partitioned as its own file, marked attached_to_filename, dated like the message', async () => {
    const message = withAttachment('notes.txt', 'text/plain', btoa('Hey this is a fake attachment!'))
    const elements = await partition(encoder.encode(message), { filename: 'with-attachment.eml' })
    const attached = elements.find((e) => e.metadata.attached_to_filename !== undefined)!
    expect(attached.text).toBe('Hey this is a fake attachment!')
    expect(attached.metadata).toMatchObject({
      filename: 'notes.txt',
      filetype: 'text/plain',
      attached_to_filename: 'with-attachment.eml',
      last_modified: '2022-12-23T18:08:48+00:00',
    })
    expect(attached.metadata.subject).toBeUndefined()
    expect(elements[0]!.metadata.filename).toBe('with-attachment.eml')
  })

  test('an attachment of a type docparts cannot partition is skipped without a warning', async () => {
    const warnings: string[] = []
    const message = withAttachment('song.mp3', 'audio/mpeg', btoa('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000'))
    const elements = await partition(encoder.encode(message), { filename: 'mp3.eml', onWarning: (w) => warnings.push(w.message) })
    expect(elements.map((e) => e.text)).toEqual(['See the attached file.'])
    expect(warnings).toEqual([])
  })

  test('an encrypted message gives no elements and a warning', async () => {
    const warnings: string[] = []
    const message =
      'From: a@example.com\r\nContent-Type: multipart/encrypted; protocol="application/pgp-encrypted"; boundary=foo\r\n\r\n--foo\r\nContent-Type: application/pgp-encrypted\r\n\r\nVersion: 1\r\n--foo--\r\n'
    const elements = await partition(encoder.encode(message), { filename: 'secret.eml', onWarning: (w) => warnings.push(w.code) })
    expect(elements).toEqual([])
    expect(warnings).toEqual(['unsupported-feature'])
  })

  test('chunking runs once over the body and the attachments together', async () => {
    const message = withAttachment('notes.txt', 'text/plain', btoa('Hey this is a fake attachment!'))
    const chunks = await partition(encoder.encode(message), { filename: 'm.eml', chunkingStrategy: 'basic', maxCharacters: 1000 })
    expect(chunks).toHaveLength(1)
    expect(chunks[0]!.text).toBe('See the attached file.\n\nHey this is a fake attachment!')
  })
})

describe('e-mail parts that name no charset: the encoding option, else detection', () => {
  const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0))
  const menu = (contentType: string): Uint8Array =>
    latin1(
      'From: Ana <ana@example.org>\r\nTo: bo@example.org\r\nSubject: Menu\r\nMIME-Version: 1.0\r\n' +
        `Content-Type: ${contentType}\r\nContent-Transfer-Encoding: 8bit\r\n\r\n` +
        'The caf\xe9 serves cr\xe8me br\xfbl\xe9e on Fridays, and the terrace opens at noon.\r\n',
    )

  test('an 8-bit body that is not UTF-8 is read in the detected charset, with a decode-fallback warning', async () => {
    const warnings: string[] = []
    const elements = await partition(menu('text/plain'), { filename: 'menu.eml', onWarning: (w) => void warnings.push(w.code) })

    expect(elements.map((e) => e.text)).toContain('The café serves crème brûlée on Fridays, and the terrace opens at noon.')
    expect(warnings).toContain('decode-fallback')
  })

  test('an explicit encoding is obeyed for such parts', async () => {
    const elements = await partition(menu('text/plain'), { filename: 'menu.eml', encoding: 'koi8-r' })

    expect(elements.map((e) => e.text).join(' ')).toContain('The cafИ serves')
  })

  test('a charset the part names wins over the encoding option', async () => {
    const elements = await partition(menu('text/plain; charset=iso-8859-1'), { filename: 'menu.eml', encoding: 'koi8-r' })

    expect(elements.map((e) => e.text).join(' ')).toContain('The café serves crème brûlée')
  })

  test("an unknown encoding name is a document error with Python's text", async () => {
    await expect(partition(menu('text/plain'), { filename: 'menu.eml', encoding: 'no-such-codec' })).rejects.toThrow(
      'unknown encoding: no-such-codec',
    )
  })
})

test('a message that is not UTF-8 but names the charset of every text part gives no decode-fallback warning', async () => {
  const latin1 = (s: string): Uint8Array => Uint8Array.from(s, (c) => c.charCodeAt(0))
  const warnings: string[] = []
  const message = latin1(
    'From: a@example.org\r\nSubject: x\r\nContent-Type: text/plain; charset=iso-8859-1\r\n\r\nThe caf\xe9 opens at noon on Fridays.\r\n',
  )

  const elements = await partition(message, { filename: 'named.eml', onWarning: (w) => void warnings.push(w.code) })

  expect(elements.map((e) => e.text)).toContain('The café opens at noon on Fridays.')
  expect(warnings).toEqual([])
})
