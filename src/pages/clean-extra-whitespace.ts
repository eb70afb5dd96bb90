/**
 * @module pages/clean-extra-whitespace
 * Upstream `clean_extra_whitespace_with_index_run` (cleaners/core.py) text part: no-break spaces and
 * newlines become spaces, runs of two or more spaces become one, then strip. Tabs are left alone.
 */
export function cleanExtraWhitespace(text: string): string {
  return text
    .replace(/[\xa0\n]/g, ' ')
    .replace(/ {2,}/g, ' ')
    .replace(/^\s+|\s+$/g, '')
}
