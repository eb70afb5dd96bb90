/**
 * @module formats/email/eml-elements
 * An `EmailMessage` → elements, shared by the `.eml` and `.msg` partitioners (upstream
 * `_EmailPartitioner` / `_MsgPartitioner`): the HTML body through the HTML partitioner, else the
 * text body through the text partitioner's paragraph grouping, each element carrying the message's
 * metadata (sent_from, sent_to, cc_recipient, bcc_recipient, subject, email_message_id,
 * last_modified), then the attachments' elements.
 */
import { documentLimits } from '../../document-limits.js'
import type { Element, ElementMetadata } from '../../elements/types.js'
import { elementsFromAttachments } from './eml-attachments.js'
import type { EmailMessage } from './eml-message.js'
import { elementsFromHtmlText } from '../html/elements-from-html.js'
import { elementsFromPlainText } from '../text/text.js'
import type { PartitionInput } from '../types.js'
import { withMetadata } from '../../elements/element-draft.js'

/**
 * The message's elements. An encrypted message gives none, with an `unsupported-feature` warning
 * (upstream logs "Encrypted email detected" and returns an empty list). `last_modified` is the
 * `lastModified` option when given, else the message's sent date.
 */
export async function elementsFromEmail(message: EmailMessage, input: PartitionInput): Promise<Element[]> {
  if (message.encrypted) {
    input.warn({
      code: 'unsupported-feature',
      message: 'The message is encrypted (multipart/encrypted) and has no readable body; decrypt it first to partition its content.',
    })
    return []
  }
  const lastModified = input.options.lastModified ?? message.sentDate
  const metadata = emailMetadata(message, lastModified)
  const body =
    message.html !== undefined
      ? elementsFromHtmlText(message.html, input.options)
      : message.text !== undefined
        ? elementsFromPlainText(message.text, documentLimits(input.options.limits).maxLineLength)
        : []
  const elements = body.map((element) => withMetadata(element, { ...element.metadata, ...metadata }))
  elements.push(...(await elementsFromAttachments(message.attachments, input, lastModified)))
  return elements
}

function emailMetadata(message: EmailMessage, lastModified: string | undefined): ElementMetadata {
  const metadata: ElementMetadata = {}
  if (message.bcc.length > 0) metadata.bcc_recipient = message.bcc
  if (message.cc.length > 0) metadata.cc_recipient = message.cc
  if (message.messageId !== undefined) metadata.email_message_id = message.messageId
  if (message.sentFrom.length > 0) metadata.sent_from = message.sentFrom
  if (message.sentTo.length > 0) metadata.sent_to = message.sentTo
  if (message.subject !== undefined) metadata.subject = message.subject
  if (lastModified !== undefined) metadata.last_modified = lastModified
  return metadata
}
