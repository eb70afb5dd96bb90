/**
 * @module formats/email/eml
 * The RFC 822 e-mail partitioner (`.eml`, message/rfc822; upstream `partition_email`, core §7):
 * parse the message (formats/email/eml-parse), then body, metadata and attachments (formats/email/eml-elements).
 */
import { documentLimits } from '../../document-limits.js'
import { elementsFromEmail } from './eml-elements.js'
import { parseEml } from './eml-parse.js'
import type { Partitioner } from '../types.js'

/** Partition an `.eml` message into elements, `element_id: ''`. */
export const partitionEml: Partitioner = async (input) => {
  input.options.signal?.throwIfAborted()
  return elementsFromEmail(
    await parseEml(input.bytes, {
      encoding: input.options.encoding,
      warn: (w) => input.warn(w),
      maxNestingDepth: documentLimits(input.options.limits).maxNestingDepth,
    }),
    input,
  )
}
