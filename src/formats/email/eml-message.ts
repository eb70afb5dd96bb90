/**
 * @module formats/email/eml-message
 * The plain-data form of an e-mail message that both mail readers produce (formats/email/eml-parse for
 * RFC 822 `.eml`, formats/email/msg-read for Outlook `.msg`) and formats/email/eml-elements turns into elements.
 */

/** One file attached to a message. */
export interface EmailAttachment {
  /** The attachment's own file name as the message gives it; undefined when the part names none. */
  filename?: string
  /** Its bytes, transfer encoding already removed. */
  bytes: Uint8Array
  /** The attachment's own modification time (Outlook records one), UTC ISO-8601; else the message's applies. */
  lastModified?: string
}

/** A message: the header values as they go into metadata, the bodies and the attachments. */
export interface EmailMessage {
  /** Senders as upstream writes them (`Name <address>`); [] when absent. */
  sentFrom: string[]
  sentTo: string[]
  cc: string[]
  bcc: string[]
  subject?: string
  /** Message-ID without its angle brackets. */
  messageId?: string
  /** Sent date as UTC ISO-8601 with seconds (`2021-03-26T11:04:09+00:00`). */
  sentDate?: string
  /** HTML body, preferred over `text` when both exist. */
  html?: string
  text?: string
  /** PGP/MIME (`multipart/encrypted`): upstream returns no elements for it. */
  encrypted: boolean
  attachments: EmailAttachment[]
}
