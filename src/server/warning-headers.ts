/**
 * @module server/warning-headers
 * A request's warnings (degraded but usable output: an encrypted e-mail with no readable body, a page
 * that failed OCR) as HTTP `Warning` headers (RFC 7234 §5.5, code 199 "miscellaneous warning"), so a
 * client that gets `200 []` learns why without reading the server's log. The body stays exactly what
 * upstream's API sends. Header values must be visible ASCII: other characters become `?`; at most
 * `MAX_WARNING_HEADERS` headers of at most `MAX_WARNING_CHARS` characters each.
 */
import type { PartitionWarning } from '../errors.js'

export const MAX_WARNING_HEADERS = 10
export const MAX_WARNING_CHARS = 300

/** `{warning: ['199 docparts "…"', …]}`, or `{}` when there is none. */
export function warningHeaders(warnings: readonly PartitionWarning[]): Record<string, string[]> {
  if (warnings.length === 0) return {}
  const values = warnings.slice(0, MAX_WARNING_HEADERS).map((warning) => {
    const text = warning.message
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/["\\]/g, "'")
      .slice(0, MAX_WARNING_CHARS)
    return `199 docparts "${text}"`
  })
  if (warnings.length > MAX_WARNING_HEADERS) values.push(`199 docparts "${warnings.length - MAX_WARNING_HEADERS} more warnings; see the server log"`)
  return { warning: values }
}
