import { describe, expect, test } from 'vitest'
import { emailInput } from './email-input.js'
import type { PartitionWarning } from '../../../src/errors.js'
import { elementsFromEmail } from '../../../src/formats/email/eml-elements.js'
import type { EmailMessage } from '../../../src/formats/email/eml-message.js'

const BASE: EmailMessage = { sentFrom: ['a@example.com'], sentTo: [], cc: [], bcc: [], encrypted: false, attachments: [] }

describe('elementsFromEmail', () => {
  test('the HTML body is preferred over the text body', async () => {
    const elements = await elementsFromEmail({ ...BASE, html: '<p>From the HTML body.</p>', text: 'From the text body.' }, emailInput())
    expect(elements.map((e) => e.text)).toEqual(['From the HTML body.'])
  })

  test('empty recipient lists and absent values leave no metadata keys', async () => {
    const elements = await elementsFromEmail({ ...BASE, text: 'Some text here.' }, emailInput())
    expect(elements[0]!.metadata).toEqual({ sent_from: ['a@example.com'] })
  })

  test('every body element gets cc, bcc, message id, subject and the sent date', async () => {
    const message: EmailMessage = {
      ...BASE,
      cc: ['c@x.org'],
      bcc: ['b@x.org'],
      subject: 'S',
      messageId: 'id@x',
      sentDate: '2021-03-26T11:04:09+00:00',
      text: 'One.\n\nTwo.',
    }
    const elements = await elementsFromEmail(message, emailInput())
    expect(elements).toHaveLength(2)
    for (const element of elements) {
      expect(element.metadata).toMatchObject({
        cc_recipient: ['c@x.org'],
        bcc_recipient: ['b@x.org'],
        subject: 'S',
        email_message_id: 'id@x',
        last_modified: '2021-03-26T11:04:09+00:00',
      })
    }
  })

  test('a message with no body and no attachments gives no elements', async () => {
    expect(await elementsFromEmail(BASE, emailInput())).toEqual([])
  })

  test('an encrypted message gives no elements and an unsupported-feature warning', async () => {
    const warnings: PartitionWarning[] = []
    expect(await elementsFromEmail({ ...BASE, encrypted: true, text: 'ciphertext' }, emailInput(warnings))).toEqual([])
    expect(warnings.map((w) => w.code)).toEqual(['unsupported-feature'])
  })
})
