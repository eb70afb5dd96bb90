/**
 * @module pages/cleaned-box-text
 * The text of a layout box as an element carries it: fake-bold duplicates dropped (./dedupe-fake-bold), then
 * whitespace cleaned (./clean-extra-whitespace). The cleaning turns every newline into a space, so each line's
 * final newline is written as a space in the first place: the cleaning's newline replacement (a regular
 * expression over the whole text, run on every box) is then left only for text whose glyphs hold a newline
 * or a no-break space themselves. Same text as `cleanExtraWhitespace(dedupedBoxText(box))`.
 */
import type { TextBox } from '../layout/types.js'
import { cleanExtraWhitespace } from './clean-extra-whitespace.js'
import { dedupedBoxText, FAKE_BOLD_DEFAULTS } from './dedupe-fake-bold.js'

/** `cleanExtraWhitespace(dedupedBoxText(box))`, the line ends written as spaces. */
export function cleanedBoxText(box: TextBox): string {
  return cleanExtraWhitespace(dedupedBoxText(box, FAKE_BOLD_DEFAULTS.threshold, FAKE_BOLD_DEFAULTS.overlapRatio, ' '))
}
