/**
 * @module detect/looks-like-email
 * Is a text an RFC 822 message? Upstream matches `EMAIL_HEAD_RE` (`unstructured/nlp/patterns.py`)
 * at the start of the text, and otherwise relies on libmagic's `message/rfc822`; the header-block
 * rule here stands in for libmagic.
 */

/**
 * Upstream's `EMAIL_HEAD_PATTERN`, anchored as `re.match` anchors it. Python's `.` stops only at
 * `\n`, so it is written `[^\n]`.
 */
const EMAIL_HEAD_RE = /^(?:MIME-Version: 1[^\n]0[^\n]*\n)?Date:[^\n]*\nMessage-ID:[^\n]*\nSubject:[^\n]*\nFrom:[^\n]*\nTo:/

/** A header field line `Name: value`, name in printable ASCII without a colon (RFC 5322 §2.2). */
const FIELD_RE = /^([!-9;-~]+):/
const MESSAGE_FIELDS = new Set(['date', 'subject', 'to', 'message-id', 'received', 'return-path', 'mime-version'])
/** Fields only mail transport writes: two of them mark a message even when `From` lies past the head. */
const TRANSPORT_FIELDS = new Set([
  'received',
  'delivered-to',
  'return-path',
  'x-received',
  'received-spf',
  'dkim-signature',
  'arc-seal',
  'arc-message-signature',
  'arc-authentication-results',
  'authentication-results',
])

/**
 * True when `head` opens like an e-mail message: upstream's `EMAIL_HEAD_RE`, or a block of at least
 * three header fields up to the first blank line that includes either `From` and one of `Date`,
 * `Subject`, `To`, `Message-ID`, `Received`, `Return-Path`, `MIME-Version`, or two fields only mail
 * transport writes (`Received`, `Delivered-To`, `DKIM-Signature`, …), for Gmail exports whose
 * `From` comes after kilobytes of routing headers. `truncated` says `head`
 * is cut from a longer text, so its last, partial line is left out.
 */
export function looksLikeEmail(head: string, truncated = false): boolean {
  return matchesEmailHead(head) || hasMessageHeaderBlock(head, truncated)
}

/** True when `head` starts with upstream's `EMAIL_HEAD_RE` (Date, Message-ID, Subject, From, To in that order). */
export function matchesEmailHead(head: string): boolean {
  return EMAIL_HEAD_RE.test(head)
}

/** The header-block half of `looksLikeEmail`: the stand-in for libmagic's `message/rfc822`. */
export function hasMessageHeaderBlock(head: string, truncated = false): boolean {
  const names = new Set<string>()
  const lines = head.split(/\r?\n/)
  if (truncated) lines.pop()
  for (const line of lines) {
    if (line === '') break
    if (line.startsWith(' ') || line.startsWith('\t')) {
      // a folded continuation belongs to a field; one before any field is not a header block
      if (names.size === 0) return false
      continue
    }
    const match = FIELD_RE.exec(line)
    if (match === null) return false
    names.add(match[1]!.toLowerCase())
  }
  if (names.size < 3) return false
  if (names.has('from') && [...names].some((name) => MESSAGE_FIELDS.has(name))) return true
  return [...names].filter((name) => TRANSPORT_FIELDS.has(name)).length >= 2
}
