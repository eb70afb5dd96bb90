/**
 * @module formats/email/msg
 * The Outlook message partitioner (`.msg`, application/vnd.ms-outlook; upstream `partition_msg`,
 * core §7): read the MAPI properties (formats/email/msg-read), then body, metadata and attachments as for
 * `.eml` (formats/email/eml-elements).
 */
import { elementsFromEmail } from './eml-elements.js'
import { readMsg } from './msg-read.js'
import type { Partitioner } from '../types.js'

/** Partition an Outlook `.msg` message into elements, `element_id: ''`. */
export const partitionMsg: Partitioner = async (input) => {
  input.options.signal?.throwIfAborted()
  return elementsFromEmail(readMsg(input.bytes), input)
}
