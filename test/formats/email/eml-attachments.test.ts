import { describe, expect, test } from 'vitest'
import { emailInput } from './email-input.js'
import type { PartitionWarning } from '../../../src/errors.js'
import { elementsFromAttachments } from '../../../src/formats/email/eml-attachments.js'

const text = (s: string): Uint8Array => new TextEncoder().encode(s)

describe('elementsFromAttachments', () => {
  test('each attachment is detected by its own name and content, not by the message content type', async () => {
    const elements = await elementsFromAttachments(
      [{ filename: 'page.html', bytes: text('<h1>Heading</h1><p>Para one is here.</p>') }],
      emailInput([], { filename: 'dir/message.eml', contentType: 'message/rfc822' }),
      undefined,
    )
    expect(elements.map((e) => [e.type, e.text])).toEqual([
      ['Title', 'Heading'],
      ['NarrativeText', 'Para one is here.'],
    ])
    expect(elements.every((e) => e.metadata.filetype === 'text/html' && e.metadata.attached_to_filename === 'message.eml')).toBe(true)
  })

  test("an attachment's own modification time wins over the message's", async () => {
    const elements = await elementsFromAttachments(
      [
        { filename: 'a.txt', bytes: text('First attachment text.'), lastModified: '2023-04-20T21:39:10+00:00' },
        { filename: 'b.txt', bytes: text('Second attachment text.') },
      ],
      emailInput([], { filename: 'm.msg' }),
      '2022-01-01T00:00:00+00:00',
    )
    expect(elements.map((e) => e.metadata.last_modified)).toEqual(['2023-04-20T21:39:10+00:00', '2022-01-01T00:00:00+00:00'])
  })

  test('an attachment that fails to partition is skipped with a warning naming it', async () => {
    const warnings: PartitionWarning[] = []
    const elements = await elementsFromAttachments(
      [{ filename: 'bad.txt', bytes: text('\xff text') }],
      emailInput(warnings, { filename: 'm.eml', encoding: 'no-such-codec' }),
      undefined,
    )
    expect(elements).toEqual([])
    expect(warnings).toHaveLength(1)
    expect(warnings[0]!.message).toContain('bad.txt')
  })

  test('without a message file name the elements carry no attached_to_filename', async () => {
    const elements = await elementsFromAttachments([{ filename: 'a.txt', bytes: text('Some attached words.') }], emailInput([], {}), undefined)
    expect(elements[0]!.metadata.attached_to_filename).toBeUndefined()
    expect(elements[0]!.metadata.filename).toBe('a.txt')
  })
})
