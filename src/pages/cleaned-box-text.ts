/**
 * @module pages/cleaned-box-text
 * The text of a layout box as an element carries it: fake-bold duplicates dropped (./dedupe-fake-bold), then
 * whitespace cleaned (./clean-extra-whitespace). The cleaning turns every newline into a space, so each line's
 * final newline is written as a space in the first place. The box's code units are cleaned where they were written
 * (no-break spaces and newlines made spaces, runs of spaces made one, the ends stripped of what `trim()` strips) and
 * become one string at the end: not the deduplicated text, then the cleaned one, then its trimmed copy.
 * Same text as `cleanExtraWhitespace(dedupedBoxText(box))`.
 */
import type { TextBox } from '../layout/types.js'
import { isJsSpaceCode } from '../whitespace.js'
import { cleanExtraWhitespace } from './clean-extra-whitespace.js'
import { dedupedBoxText, dedupedBoxUnits, FAKE_BOLD_DEFAULTS } from './dedupe-fake-bold.js'

const SPACE = 0x20
const NO_BREAK_SPACE = 0xa0
const NEWLINE = 0x0a

/** The code units of the box being cleaned, reused from box to box (a box of more takes the strings' way). */
const UNITS = new Uint16Array(8192)

/** `cleanExtraWhitespace(dedupedBoxText(box))`, the line ends written as spaces. */
export function cleanedBoxText(box: TextBox): string {
  const { threshold, overlapRatio } = FAKE_BOLD_DEFAULTS
  const count = dedupedBoxUnits(box, threshold, overlapRatio, SPACE, UNITS)
  if (count < 0) return cleanExtraWhitespace(dedupedBoxText(box, threshold, overlapRatio, ' '))
  // cleanExtraWhitespace in place: U+00A0 and newlines become spaces, a run of spaces one space (kept: the first)
  let end = 0
  for (let k = 0; k < count; k++) {
    let unit = UNITS[k]!
    if (unit === NO_BREAK_SPACE || unit === NEWLINE) unit = SPACE
    if (unit === SPACE && end > 0 && UNITS[end - 1] === SPACE) continue
    UNITS[end++] = unit
  }
  // then trim()
  let start = 0
  while (start < end && isJsSpaceCode(UNITS[start]!)) start++
  while (end > start && isJsSpaceCode(UNITS[end - 1]!)) end--
  return String.fromCharCode.apply(null, UNITS.subarray(start, end) as unknown as number[])
}
