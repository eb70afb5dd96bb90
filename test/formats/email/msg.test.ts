import { describe, expect, test } from 'vitest'
import { partition } from '../../../src/partition.js'
import { buildMsg } from '../helpers/build-msg.js'
import { mutantOutcomes } from '../helpers/seeded-mutants.js'

describe('partitionMsg through partition()', () => {
  test('the HTML body gives the elements, with the message metadata and the Outlook filetype', async () => {
    const bytes = buildMsg({
      subject: 'Test Email',
      body: 'This is a test email to use for unit tests.\r\n\r\nImportant points:\r\n',
      html: '<div><div>This is a test email to use for unit tests.</div><div>Important points:</div><ul><li>Roses are red</li><li>Violets are blue</li></ul></div>',
      headers: 'From: "Matthew Robinson" <mrobinson@example.com>\r\n',
      submitTime: new Date('2023-03-28T17:00:31Z'),
      recipients: [{ name: 'Matthew Robinson', email: 'mrobinson@example.com', type: 'to' }],
    })
    const elements = await partition(bytes, { filename: 'fake-email.msg' })
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['NarrativeText', 'This is a test email to use for unit tests.'],
      ['UncategorizedText', 'Important points:'],
      ['ListItem', 'Roses are red'],
      ['ListItem', 'Violets are blue'],
    ])
    expect(elements[0]!.metadata).toMatchObject({
      filename: 'fake-email.msg',
      filetype: 'application/vnd.ms-outlook',
      sent_from: ['"Matthew Robinson" <mrobinson@example.com>'],
      sent_to: ['mrobinson@example.com'],
      subject: 'Test Email',
      last_modified: '2023-03-28T17:00:31+00:00',
    })
  })

  test('without HTML the text body is used, and attachments follow with attached_to_filename', async () => {
    const bytes = buildMsg({
      body: 'Hello! This message has an attachment.',
      attachments: [{ filename: 'fake-attachment.txt', data: new TextEncoder().encode('Hey this is a fake attachment!') }],
    })
    const elements = await partition(bytes, { filename: 'with-attachment.msg' })
    expect(elements.map((e) => e.text)).toEqual(['Hello! This message has an attachment.', 'Hey this is a fake attachment!'])
    expect(elements[1]!.metadata).toMatchObject({
      filename: 'fake-attachment.txt',
      filetype: 'text/plain',
      attached_to_filename: 'with-attachment.msg',
    })
  })
})

describe('partitionMsg on damaged messages', () => {
  const MESSAGE = buildMsg({
    subject: 'Quarterly report',
    // over 4096 bytes as UTF-16, so the body lies in regular sectors, the rest in the mini stream
    body: 'The numbers are in. '.repeat(120),
    html: '<p>The numbers are <b>in</b>.</p>',
    headers: 'From: "Ann Lee" <ann@example.com>\r\nCc: bo@example.com\r\n',
    submitTime: new Date('2024-01-02T03:04:05Z'),
    recipients: [{ name: 'Bo', email: 'bo@example.com', type: 'cc' }],
    attachments: [{ filename: 'notes.txt', data: new TextEncoder().encode('Attached notes. '.repeat(20)) }],
  })

  test('each of 200 seeded byte-level mutants gives elements or a typed PartitionError, none hangs or crashes', async () => {
    const outcomes = await mutantOutcomes(MESSAGE, 200, 36, (mutant) => partition(mutant, { filename: 'mutant.msg' }))

    expect(outcomes.read + outcomes.refused).toBe(200)
    expect(outcomes.refused).toBeGreaterThan(0)
  }, 120_000)
})
