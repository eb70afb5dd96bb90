/**
 * @module pages/clean-extra-whitespace
 * Upstream `clean_extra_whitespace_with_index_run` (cleaners/core.py) text part: no-break spaces and
 * newlines become spaces, runs of two or more spaces become one, then strip. Tabs are left alone.
 * Every text box of every page comes here, and most need none of it: the replacements run only when
 * the text has something for them to replace, and the strip is `trim()` (JavaScript's `\s` and
 * `trim()` remove the same characters).
 */
export function cleanExtraWhitespace(text: string): string {
  let cleaned = text
  if (cleaned.includes('\xa0') || cleaned.includes('\n')) cleaned = cleaned.replace(/[\xa0\n]/g, ' ')
  if (cleaned.includes('  ')) cleaned = cleaned.replace(/ {2,}/g, ' ')
  return cleaned.trim()
}
