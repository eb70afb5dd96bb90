/**
 * @module formats/email/eml-attachments
 * Partitions the files attached to an e-mail message (upstream `_AttachmentPartitioner` in
 * `partition/email.py` and `partition/msg.py`): each attachment goes through `partition()` (the input's
 * `partitionAttachment`) as a document of its own, named by its file name, dated like the message, and
 * its elements are marked with `attached_to_filename` = the message's base name.
 */
import type { Element } from '../../elements/types.js'
import { PartitionError, UnsupportedFileTypeError } from '../../errors.js'
import type { EmailAttachment } from './eml-message.js'
import type { PartitionInput } from '../types.js'
import { withMetadata } from '../../elements/element-draft.js'

/**
 * The elements of every partitionable attachment, in message order. An attachment of a type
 * docparts cannot partition is skipped silently (as upstream does); one that fails to partition for
 * another reason (corrupt, unsupported option) is skipped with an `unsupported-feature` warning
 * instead of failing the whole message. Chunking is left to the outer call, which chunks the message
 * and its attachments together.
 *
 * @param lastModified the message's last_modified, given to the attachments' elements
 */
export async function elementsFromAttachments(
  attachments: readonly EmailAttachment[],
  input: PartitionInput,
  lastModified: string | undefined,
): Promise<Element[]> {
  if (attachments.length === 0) return []
  const { options } = input
  const messageName = basename(options.filename)
  const elements: Element[] = []
  for (const attachment of attachments) {
    options.signal?.throwIfAborted()
    const {
      contentType: _contentType,
      gzUncompressedContentType: _gzContentType,
      chunkingStrategy: _chunking,
      filename: _filename,
      lastModified: _lastModified,
      ...inherited
    } = options
    let attached: Element[]
    try {
      attached = await input.partitionAttachment(attachment.bytes, {
        ...inherited,
        ...(attachment.filename ? { filename: attachment.filename } : {}),
        ...((attachment.lastModified ?? lastModified) ? { lastModified: attachment.lastModified ?? lastModified } : {}),
      })
    } catch (error) {
      if (error instanceof UnsupportedFileTypeError) continue
      if (!(error instanceof PartitionError)) throw error
      input.warn({
        code: 'unsupported-feature',
        message: `The attachment ${attachment.filename ?? '(unnamed)'} was skipped: ${error.message}`,
      })
      continue
    }
    for (const element of attached) {
      elements.push(messageName ? withMetadata(element, { ...element.metadata, attached_to_filename: messageName }) : element)
    }
  }
  return elements
}

function basename(path: string | undefined): string | undefined {
  if (!path) return undefined
  return path.split(/[/\\]/).pop() || undefined
}
