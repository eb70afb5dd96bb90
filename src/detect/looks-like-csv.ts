/**
 * @module detect/looks-like-csv
 * Port of upstream's `_TextFileDifferentiator._is_csv` (core §6).
 */

/**
 * True when `head` is plausibly CSV: at least two lines, every one of the first ten holding a comma,
 * and each with as many commas outside double quotes as the first. `truncated` says `head` is cut
 * from a longer text, so its last, partial line is left out.
 */
export function looksLikeCsv(head: string, truncated = false): boolean {
  let lines = splitLines(head.trim())
  if (truncated && lines.length > 1) lines = lines.slice(0, -1)
  if (lines.length < 2) return false
  lines = lines.slice(0, 10)
  if (lines.some((line) => !line.includes(','))) return false
  const expected = unquotedCommas(lines[0]!)
  return lines.every((line) => unquotedCommas(line) === expected)
}

/**
 * Commas followed by an even number of `"` up to the end of the line: what upstream's regex
 * `(?=(?:[^"]*"[^"]*")*[^"]*$),` counts, computed without backtracking.
 */
function unquotedCommas(line: string): number {
  let quotesAfter = 0
  for (const char of line) if (char === '"') quotesAfter++
  let count = 0
  for (const char of line) {
    if (char === '"') quotesAfter--
    else if (char === ',' && quotesAfter % 2 === 0) count++
  }
  return count
}

/** Python's `str.splitlines` boundaries. */
function splitLines(text: string): string[] {
  return text === '' ? [] : text.split(/\r\n|[\n\r\v\f\x1c\x1d\x1e\x85\u2028\u2029]/)
}
