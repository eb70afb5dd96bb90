/**
 * @module formats/email/eml-headerless-parts
 * Finds MIME parts that start with content instead of headers. RFC 2046 lets a body part have no
 * header at all, but it must then begin with an empty line; some writers (S/MIME signers among them)
 * leave the empty line out. Python's parser, which upstream uses, notices that the first line is not
 * a header (a `MissingHeaderBodySeparatorDefect`) and reads it as content, while postal-mime reads it
 * as a header and loses it. Inserting the missing empty line gives the parser what Python sees.
 */

// RFC 5322 §2.2: a field name is printable ASCII except the colon, followed by a colon.
const HEADER_LINE = /^[!-9;-~]+[ \t]*:/
const BOUNDARY_PARAMETER = /boundary\s*=\s*(?:"([^"\r\n]+)"|([^\s;"]+))/gi

/**
 * Offsets (in `text`'s code units) just after each delimiter line (`--boundary`) whose next line is
 * neither empty nor a header line: where an empty line (`\r\n`) belongs. `text` is the message, or a
 * one-character-per-byte view of its bytes. Only boundaries declared in a `boundary=` parameter of
 * the message count, so a signature line `-- ` in a body is never taken for a delimiter.
 */
export function headerlessPartOffsets(text: string): number[] {
  const boundaries = new Set<string>()
  for (const match of text.matchAll(BOUNDARY_PARAMETER)) boundaries.add(match[1] ?? match[2]!)
  if (boundaries.size === 0) return []
  const offsets: number[] = []
  let lineStart = 0
  while (lineStart < text.length) {
    const newline = text.indexOf('\n', lineStart)
    if (newline < 0) break
    const line = text.slice(lineStart, newline).replace(/\r$/, '')
    if (line.startsWith('--') && boundaries.has(line.slice(2).trimEnd())) {
      const nextEnd = text.indexOf('\n', newline + 1)
      const next = text.slice(newline + 1, nextEnd < 0 ? text.length : nextEnd).replace(/\r$/, '')
      if (next.trim() !== '' && !HEADER_LINE.test(next)) offsets.push(newline + 1)
    }
    lineStart = newline + 1
  }
  return offsets
}
